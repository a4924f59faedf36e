// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TesseraFuzz",
    dependencies: [.package(path: "Tessera")],
    targets: [
        .executableTarget(
            name: "FuzzCardNumberEdit",
            dependencies: ["FuzzSupport", .product(name: "CardKit", package: "Tessera")]
        ),
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer"]),
    ],
    swiftLanguageModes: [.v6]
)
