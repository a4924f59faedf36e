// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "CardKit", targets: ["CardKit"]),
        .library(name: "JOSE", targets: ["JOSE"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    ],
    targets: [
        // MARK: Libraries
        .target(name: "CardKit"),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(
            name: "JOSE",
            dependencies: ["COpenSSL"]
        ),

        // MARK: Executables
        .executableTarget(
            name: "tessera",
            dependencies: ["CardKit", "JOSE"]
        ),
        .executableTarget(
            name: "tessera-bench",
            dependencies: ["CardKit", "JOSE"]
        ),

        // MARK: Tests
        .testTarget(name: "CardKitTests", dependencies: ["CardKit"]),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera"]),
        .testTarget(name: "JOSETests", dependencies: ["JOSE"]),
    ],
    swiftLanguageModes: [.v6]
)
