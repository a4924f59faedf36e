// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Tessera's decoders; built and run by `.ci/fuzz` (see README.md).
// `Tessera` is a link to the repository root, so the dependency's identity does not depend on the clone's folder name.

let tessera = "Tessera"

/// A fuzz target: an executable under Sources/<name> that links FuzzSupport and the Tessera products it fuzzes.
func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: tessera) }
    )
}

let package = Package(
    name: "TesseraFuzz",
    dependencies: [.package(path: tessera)],
    targets: [
        .target(name: "CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", .product(name: "CardKit", package: tessera)]),
        fuzzTarget("FuzzCardNumberEdit", ["CardKit"]),
        fuzzTarget("FuzzExpiry", ["CardKit"]),
        fuzzTarget("FuzzBrandDetection", ["CardKit"]),
        fuzzTarget("FuzzJWS", ["JOSE"]),
        fuzzTarget("FuzzJWE", ["JOSE"]),
        fuzzTarget("FuzzJWK", ["JOSE"]),
        fuzzTarget("FuzzJOSEHeader", ["JOSE"]),
        fuzzTarget("FuzzJSONValue", ["TesseraCore"]),
        fuzzTarget("FuzzSandboxRequest", ["Sandbox", "TesseraCore", "Transport"]),
        fuzzTarget("FuzzGr4vyResponse", ["Gr4vyClient", "Transport"]),
        fuzzTarget("FuzzWalletRows", ["DigitalWallet", "SQLite", "Transport"]),
        // ThreeDS's CRes and ACS signed content readers are internal: `.ci/fuzz` builds with -enable-testing so
        // these targets can `@testable import ThreeDS`.
        fuzzTarget("FuzzCRes", ["ThreeDS", "TesseraCore"]),
        fuzzTarget("FuzzHTMLForm", ["ThreeDS"]),
        fuzzTarget("FuzzACSSignedContent", ["ThreeDS", "JOSE", "TesseraCore"]),
        // The `tessera` executable's sources compiled again as a library (without main.swift), so the argument parser
        // and the settings file can be fuzzed through their internal entry points. They use `package` declarations of
        // Tessera's modules, which Swift grants by package name: `-package-name tessera` (the dependency's identity,
        // from the `Tessera` link) puts this one target in that package.
        .target(
            name: "TesseraCLI",
            dependencies: [
                "TesseraCore", "CardKit", "Checkout", "Drawing", "Transport", "JOSE", "Gr4vyClient", "Sandbox",
                "HTTPServer", "ThreeDS", "DigitalWallet", "Gr4vyCheckout", "TerminalChallenge", "TesseraClient",
            ].map { .product(name: $0, package: tessera) },
            path: "Tessera/Sources/tessera",
            // Without `tessera app`'s wiring (App/), which no fuzz target reaches: without TesseraApp, RootCommand
            // leaves the command out (it cannot import it).
            exclude: ["main.swift", "App"],
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", "tessera"])]
        ),
        // The settings, the forms and the value parsers are TesseraClient's `package` declarations: these two join the
        // package as TesseraCLI does.
        .executableTarget(
            name: "FuzzCLIArguments",
            dependencies: ["FuzzSupport", "TesseraCLI", .product(name: "TesseraClient", package: tessera)],
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", "tessera"])]),
        .executableTarget(
            name: "FuzzSettings",
            dependencies: ["FuzzSupport", "TesseraCLI", .product(name: "TesseraClient", package: tessera)],
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", "tessera"])]),
    ],
    swiftLanguageModes: [.v6]
)
