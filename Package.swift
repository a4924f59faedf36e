// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "CardKit", targets: ["CardKit"]),
        .library(name: "Transport", targets: ["Transport"]),
        .library(name: "Drawing", targets: ["Drawing"]),
        .library(name: "Checkout", targets: ["Checkout"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    ],
    targets: [
        // MARK: Libraries
        .target(name: "CardKit"),
        .target(name: "Transport"),
        .target(name: "Drawing"),
        .target(name: "Checkout", dependencies: ["CardKit", "Drawing"]),

        // MARK: Executables
        .executableTarget(
            name: "tessera",
            dependencies: ["CardKit", "Checkout", "Drawing", "Transport"]
        ),
        .executableTarget(
            name: "tessera-bench",
            dependencies: ["CardKit", "Checkout", "Drawing"]
        ),

        // MARK: Tests
        .testTarget(name: "CardKitTests", dependencies: ["CardKit"]),
        .testTarget(name: "TransportTests", dependencies: ["Transport"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(
            name: "CheckoutTests", dependencies: ["Checkout", "CardKit", "Drawing"],
            exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera"]),
    ],
    swiftLanguageModes: [.v6]
)
