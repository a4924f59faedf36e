import Foundation
import TesseraClient

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tessera demo`: the three systems working end to end on this machine, with no account and no network.
///
/// The API steps run against an in-memory emulator; the wallet keeps its files in a throw-away data
/// folder (deleted at the end) unless `--data-dir` names one to keep. Each step prints one line saying
/// what it shows, then its result; card numbers appear only masked.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "demo",
        abstract: "Show Tessera working end to end on this machine.",
        discussion: """
            In order: payment options and card details for a BIN, a checkout session, a frictionless and a \
            challenge card tokenized with 3-D Secure (the challenge answered by you on a terminal, by script \
            otherwise), the buyer's stored payment methods, the dynamic card image (written to card.svg), and \
            a card digitized into the wallet, listed, paid with and suspended, and last the tokenized session \
            paid as a captured transaction and part of it refunded. Nothing is sent over the network.
            """
    )

    @Option(
        "--data-dir", valueName: "folder",
        help: "Keep the wallet's and token service's files in this folder (default: a throw-away folder).",
        parser: .nonEmpty)
    var dataDir: String?
    @Option(
        "--output-dir", valueName: "folder", help: "Where card.svg and challenge.svg go (default: the current folder).",
        parser: .nonEmpty)
    var outputDir = "."
    @Option("--theme", valueName: "theme", help: "The challenge screen's theme (default red-blue).", parser: .choice)
    var theme = ThemeName.redBlue
    @Flag("--dark", help: "Show the challenge screen in the theme's dark variant.") var dark: Bool

    func run(on console: Console) async throws {
        let folder = try DemoFolder(keep: dataDir)
        defer { folder.removeIfThrowAway() }
        let output = URL(fileURLWithPath: outputDir, isDirectory: true)
        let demo = Demo(console: console, terminal: .current(), output: output, theme: theme, dark: dark)
        console.out("Tessera demo: the Gr4vy client, 3-D Secure and the digital wallet on an emulator.")
        let (gr4vy, sessionId) = try await demo.showAPI()
        try await demo.showCardImage()
        try await demo.showWallet()
        try await demo.showPayment(sessionId: sessionId, with: gr4vy)
        demo.showNextSteps()
    }
}

/// The settings of one demo run, shared by its steps.
struct Demo: Sendable {
    let console: Console
    let terminal: Terminal
    /// Where card.svg and challenge.svg are written.
    let output: URL
    let theme: ThemeName
    let dark: Bool

    /// Prints a step's heading: its number, its title and one line saying what it shows.
    func step(_ number: Int, _ title: String, _ explanation: String) {
        let heading = "\(number). \(title)"
        console.out("")
        console.out(
            terminal.colorsStdout ? "\u{1B}[1m\(heading)\u{1B}[0m — \(explanation)" : "\(heading) — \(explanation)")
    }

    /// The commands to try after the demo.
    func showNextSteps() {
        console.out("")
        console.out("Try next:")
        for line in [
            "tessera test-cards                               the public test cards, frictionless and challenge",
            "tessera checkout-session create --amount 1299 --currency USD",
            "tessera tokenize --session ID --test-card visa-challenge --theme orange-purple",
            "tessera transaction create --amount 1299 --currency USD --checkout-session-id ID --intent capture",
            "tessera card image --name 'Jane Doe' --focus cvc -o back.svg   the card's back, as on the CVC field",
            "tessera wallet test-cards; tessera wallet digitize --help",
            "tessera --help                                   every command",
            "tessera app                                      all of it in the browser: Home, Checkout, Wallet, Dashboard, Admin",
        ] {
            console.out("  " + line)
        }
    }
}

/// The data folder of a demo run: the one named by `--data-dir`, or a fresh temporary one removed at the end.
///
/// The wallet and the token service find their files through `TESSERA_DATA_DIR`, so the folder is set there
/// for this process.
struct DemoFolder {
    let path: String
    let isThrowAway: Bool

    init(keep: String?) throws {
        if let keep {
            path = keep
            isThrowAway = false
        } else {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("tessera-demo-\(UUID().uuidString)")
                .path
            isThrowAway = true
        }
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw CLIError.failure("Cannot create the demo's data folder \(path); name another with --data-dir.")
        }
        setenv("TESSERA_DATA_DIR", path, 1)
    }

    func removeIfThrowAway() {
        if isThrowAway { try? FileManager.default.removeItem(atPath: path) }
    }
}
