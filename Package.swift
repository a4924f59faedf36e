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
        .library(name: "JOSE", targets: ["JOSE"]),
        .library(name: "Gr4vyClient", targets: ["Gr4vyClient"]),
        .library(name: "SQLite", targets: ["SQLite"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "Sandbox", targets: ["Sandbox"]),
        .library(name: "ThreeDS", targets: ["ThreeDS"]),
        .library(name: "DigitalWallet", targets: ["DigitalWallet"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    ],
    targets: [
        // MARK: Libraries
        .target(name: "CardKit"),
        .target(name: "Transport"),
        .target(name: "Drawing"),
        .target(name: "Checkout", dependencies: ["CardKit", "Drawing"]),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(name: "JOSE", dependencies: ["COpenSSL"]),
        .target(name: "Gr4vyClient", dependencies: ["Transport", "ThreeDS"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "SQLite", dependencies: ["CSQLite"]),
        .target(name: "HTTPServer", dependencies: ["Transport"]),
        .target(name: "Sandbox", dependencies: ["Transport", "SQLite", "CardKit", "JOSE"]),
        .target(name: "ThreeDS", dependencies: ["JOSE", "Transport", "Drawing"]),
        .target(name: "DigitalWallet", dependencies: ["Transport", "SQLite", "JOSE", "CardKit"]),

        // MARK: Executables
        .executableTarget(
            name: "tessera",
            dependencies: [
                "CardKit", "Checkout", "Drawing", "Transport", "JOSE", "Gr4vyClient", "Sandbox", "HTTPServer",
                "ThreeDS", "DigitalWallet",
            ]
        ),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "CardKit", "Checkout", "Drawing", "Transport", "JOSE", "Gr4vyClient", "Sandbox", "HTTPServer",
                "DigitalWallet", "SQLite", "ThreeDS",
            ]
        ),

        // MARK: Tests
        .testTarget(name: "CardKitTests", dependencies: ["CardKit"]),
        .target(name: "TesseraTestSupport", dependencies: ["HTTPServer"], path: "Tests/TesseraTestSupport"),
        .testTarget(name: "TransportTests", dependencies: ["Transport", "TesseraTestSupport"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(
            name: "CheckoutTests", dependencies: ["Checkout", "CardKit", "Drawing", "TesseraTestSupport"],
            exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "JOSETests", dependencies: ["JOSE"]),
        .testTarget(
            name: "Gr4vyClientTests",
            dependencies: ["Gr4vyClient", "Transport", "ThreeDS", "Drawing", "TesseraTestSupport"],
            exclude: ["ThreeDS/__Snapshots__"]
        ),
        .testTarget(name: "TesseraCLITests", dependencies: ["tessera", "TesseraTestSupport"]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "Transport", "TesseraTestSupport"]),
        .testTarget(
            name: "ThreeDSTests", dependencies: ["ThreeDS", "JOSE", "Transport", "HTTPServer"], exclude: ["Vectors"]),
        .testTarget(name: "SandboxTests", dependencies: ["Sandbox", "Transport", "HTTPServer", "JOSE", "SQLite"]),
        .testTarget(
            name: "DigitalWalletTests",
            dependencies: [
                "DigitalWallet", "Sandbox", "Transport", "SQLite", "HTTPServer", "WalletCrashWriter",
                "TesseraTestSupport",
            ]),
        .executableTarget(
            name: "WalletCrashWriter", dependencies: ["DigitalWallet", "Sandbox"], path: "Tests/WalletCrashWriter"),
        .testTarget(
            name: "IntegrationTests", dependencies: ["Gr4vyClient", "Sandbox", "HTTPServer", "Transport", "ThreeDS"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
