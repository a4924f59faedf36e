// swift-tools-version:6.0
import PackageDescription

// Where each product builds. Linux (built and tested here): every product. Apple platforms (not built here,
// in CI or anywhere else): at most the six products that need neither OpenSSL nor SQLite, TesseraCore, CardKit,
// Transport, Drawing, Checkout and HTTPServer. Every other product reaches JOSE, which links OpenSSL's ssl and
// crypto (iOS has neither): ThreeDS, Gr4vyClient, TerminalChallenge, Gr4vyCheckout, DigitalWallet, Sandbox,
// TesseraClient and TesseraApp; SQLite, DigitalWallet and Sandbox also link sqlite3. The minimums below are for those six.
let package = Package(
    name: "Tessera",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
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
        .library(name: "TerminalChallenge", targets: ["TerminalChallenge"]),
        .library(name: "Gr4vyCheckout", targets: ["Gr4vyCheckout"]),
        .library(name: "TesseraClient", targets: ["TesseraClient"]),
        .library(name: "TesseraApp", targets: ["TesseraApp"]),
        .executable(name: "tessera", targets: ["tessera"]),
        .executable(name: "tessera-bench", targets: ["tessera-bench"]),
    ],
    targets: [
        // MARK: Libraries
        // The bottom target, with no dependencies: the wall clock, the lock-protected box, JSON values and the
        // redactor every module shares (CardKit and JOSE have no other dependency in common).
        .target(name: "TesseraCore"),
        .target(name: "CardKit", dependencies: ["TesseraCore"]),
        .target(name: "Transport", dependencies: ["TesseraCore"]),
        .target(name: "Drawing"),
        .target(name: "Checkout", dependencies: ["CardKit", "Drawing"]),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(name: "JOSE", dependencies: ["TesseraCore", "COpenSSL"]),
        .target(name: "Gr4vyClient", dependencies: ["TesseraCore", "Transport", "ThreeDS", "JOSE"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "SQLite", dependencies: ["TesseraCore", "CSQLite"]),
        // glibc's malloc_trim, which the Glibc module does not export: the server hands back the memory a large
        // request left in the allocator.
        .systemLibrary(name: "CMalloc"),
        .target(name: "HTTPServer", dependencies: ["TesseraCore", "Transport", "CMalloc"]),
        .target(name: "Sandbox", dependencies: ["TesseraCore", "Transport", "SQLite", "CardKit", "JOSE"]),
        .target(name: "ThreeDS", dependencies: ["TesseraCore", "JOSE", "Transport", "Drawing"]),
        .target(name: "DigitalWallet", dependencies: ["TesseraCore", "Transport", "SQLite", "JOSE", "CardKit"]),
        // The 3-D Secure challenge on a terminal: the presenter `tessera` uses, with its timeout and raw-mode handling.
        .target(name: "TerminalChallenge", dependencies: ["TesseraCore", "ThreeDS", "Drawing"]),
        // Seed 000's submit through a Gr4vy client: tokenize into a checkout session with 3-D Secure, then a
        // transaction. It never imports the emulator; the CLI and the tests give it a client on it.
        .target(
            name: "Gr4vyCheckout", dependencies: ["TesseraCore", "CardKit", "Checkout", "Gr4vyClient", "ThreeDS"]),
        // The client layer `tessera` and the app share: the settings and remembered forms, the client the settings
        // make (the in-process emulator by default), the value checks, and one typed call per endpoint.
        .target(
            name: "TesseraClient",
            dependencies: ["TesseraCore", "CardKit", "Transport", "JOSE", "Gr4vyClient", "Sandbox", "ThreeDS"]),
        // The client app as a local web app: pages, CSS and a little JavaScript as resources, handlers over the
        // client libraries; the CLI wires it to the emulator (`tessera app`).
        .target(
            name: "TesseraApp",
            dependencies: [
                "TesseraCore", "CardKit", "Checkout", "Drawing", "Transport", "HTTPServer", "DigitalWallet", "ThreeDS",
                "TesseraClient", "Gr4vyClient",
            ],
            resources: [.copy("Resources")]),

        // MARK: Bench references (plain C; only tessera-bench depends on it)
        .target(name: "CBenchReferences"),

        // MARK: Executables
        .executableTarget(
            name: "tessera",
            dependencies: [
                "TesseraCore", "CardKit", "Checkout", "Drawing", "Transport", "JOSE", "Gr4vyClient", "Sandbox",
                "HTTPServer", "ThreeDS", "DigitalWallet", "TesseraApp", "TerminalChallenge", "Gr4vyCheckout",
                "TesseraClient",
            ]
        ),
        .executableTarget(
            name: "tessera-bench",
            dependencies: [
                "TesseraCore", "CardKit", "Checkout", "Drawing", "Transport", "JOSE", "Gr4vyClient", "Sandbox",
                "HTTPServer", "DigitalWallet", "SQLite", "ThreeDS", "CBenchReferences",
            ]
        ),

        // MARK: Tests
        .testTarget(name: "TesseraCoreTests", dependencies: ["TesseraCore", "TesseraTestSupport"]),
        .testTarget(name: "CardKitTests", dependencies: ["CardKit"]),
        .target(
            name: "TesseraTestSupport", dependencies: ["HTTPServer", "JOSE", "TesseraCore", "Transport"],
            path: "Tests/TesseraTestSupport"),
        .testTarget(name: "TransportTests", dependencies: ["TesseraCore", "Transport", "TesseraTestSupport"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(
            name: "CheckoutTests", dependencies: ["Checkout", "CardKit", "Drawing", "TesseraTestSupport"],
            exclude: ["__Snapshots__", "Fixtures"]),
        // The seeds' snippets compiled with the seed's imports renamed (built by `swift build --build-tests`): seed
        // 000's with `import Checkout` alone, and its submit paying through Gr4vyCheckout; seed 004's with
        // Gr4vyClient and the terminal presenter on a pseudo-terminal (Sandbox and the test support are the tests'
        // wiring to the emulator, not the seeds').
        .testTarget(
            name: "SeedSnippetTests",
            dependencies: [
                "Checkout", "Gr4vyClient", "Gr4vyCheckout", "TerminalChallenge", "ThreeDS", "Sandbox", "Transport",
                "TesseraTestSupport",
            ]),
        .testTarget(
            name: "TerminalChallengeTests", dependencies: ["TerminalChallenge", "ThreeDS", "TesseraTestSupport"]),
        .testTarget(name: "JOSETests", dependencies: ["JOSE"]),
        .testTarget(
            name: "Gr4vyClientTests",
            dependencies: ["TesseraCore", "Gr4vyClient", "Transport", "ThreeDS", "Drawing", "TesseraTestSupport"],
            exclude: ["ThreeDS/__Snapshots__"]
        ),
        .testTarget(
            name: "TesseraCLITests", dependencies: ["TesseraCore", "tessera", "TesseraClient", "TesseraTestSupport"]),
        .testTarget(
            name: "TesseraClientTests",
            dependencies: ["TesseraClient", "Gr4vyClient", "TesseraCore", "TesseraTestSupport"]),
        .testTarget(name: "SQLiteTests", dependencies: ["SQLite"]),
        .testTarget(
            name: "TesseraAppTests",
            dependencies: [
                "TesseraApp", "Checkout", "DigitalWallet", "Sandbox", "Transport", "TesseraCore", "tessera",
                "TesseraTestSupport", "ThreeDS", "TesseraClient", "Gr4vyClient",
            ]),
        .testTarget(
            name: "HTTPServerTests", dependencies: ["TesseraCore", "HTTPServer", "Transport", "TesseraTestSupport"]),
        .testTarget(
            name: "ThreeDSTests",
            dependencies: ["TesseraCore", "ThreeDS", "JOSE", "Transport", "HTTPServer", "TesseraTestSupport"]),
        .testTarget(
            name: "SandboxTests",
            dependencies: ["TesseraCore", "Sandbox", "Transport", "HTTPServer", "JOSE", "SQLite", "TesseraTestSupport"]),
        .testTarget(
            name: "DigitalWalletTests",
            dependencies: [
                "TesseraCore", "DigitalWallet", "Sandbox", "Transport", "SQLite", "HTTPServer", "WalletCrashWriter",
                "TesseraTestSupport",
            ]),
        .executableTarget(
            name: "WalletCrashWriter", dependencies: ["DigitalWallet", "Sandbox"], path: "Tests/WalletCrashWriter"),
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                "TesseraCore", "Gr4vyClient", "Sandbox", "HTTPServer", "Transport", "ThreeDS", "TesseraTestSupport",
                "CardKit", "Checkout", "Gr4vyCheckout",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
