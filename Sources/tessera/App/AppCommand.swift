import Foundation
import HTTPServer
import Sandbox
import TesseraApp
import TesseraClient
import TesseraCore

/// `tessera app`: the client app as a local web app on 127.0.0.1.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "app",
        abstract:
            "Serve the client app in the browser on 127.0.0.1 (Home, Checkout, Wallet, Dashboard and Admin tabs).",
        discussion: """
            Prints a URL with a secret token made for this launch; open it in a browser on this machine. The Home \
            tab's screens send payment-options, tokenize, card-details and payment-methods requests, and create \
            checkout sessions and buyers, through the same client layer as those commands (same checks, same \
            remembered fields) with the Admin tab's settings, the ones 'tessera admin' shows. The \
            Checkout tab is the new-card form with the live card image, redrawn by Tessera on every key; the Wallet \
            tab lists the cards of this machine's wallet (the same one 'tessera wallet' uses, on the emulated \
            token service), adds cards with ID&V and manages them. The Dashboard tab shows the emulator's transactions \
            (capture, void and refund through its API), checkout sessions, buyers, webhook deliveries and the last 500 \
            requests it served in this app, redacted. Only 127.0.0.1 is served; requests without the \
            token, with a foreign Host or from another origin are refused. A 3-D Secure challenge (Checkout's Pay, Home's \
            Tokenize) is shown in the page in the chosen theme and answered there; it times out after the SDK \
            timeout if the page never answers. Ctrl-C stops it.
            """
    )

    @Option(SandboxCommand.port) var port: UInt16 = 0
    @Flag("--open", help: "Open the app's URL in the default browser (xdg-open).") var open: Bool
    @Option(
        "--challenge-minute", valueName: "seconds",
        help:
            "How many seconds one minute of a 3-D Secure challenge's timeout lasts (default 60), to watch one time out.",
        parser: .integer(in: 1...60, expected: "whole seconds from 1 to 60"))
    var challengeMinute: Int?
    @Flag(SandboxCommand.quiet) var quiet: Bool

    func run(on console: Console) async throws {
        let (manager, service) = try WalletCommand.open()
        let wallet = try manager.wallet()
        var accessLog: (@Sendable (AccessLogEntry) -> Void)?
        if !quiet { accessLog = { entry in console.err(entry.description) } }
        let minute = challengeMinute.map(Double.init)
        let requests = SandboxRequestLog()
        SandboxSetup.requestLog.replace(with: requests)
        let dashboard = SandboxDashboardSource(log: requests)
        let app = try await MainActor.run {
            try AppServer(
                port: port, wallet: (wallet, TokenServiceIssuer(service: service)),
                payment: EmulatorCheckoutPayment(console: console, challengeMinute: minute),
                client: HomeClient(challengeClock: minute.map(WallClock.live.scaled(minute:))), dashboard: dashboard,
                accessLog: accessLog)
        }
        let termination = TerminationSignal()
        let url: URL
        do {
            url = try app.start()
        } catch {
            throw CLIError.failure(error.description)
        }
        console.out("Tessera app: \(url.absoluteString)")
        console.out("Open that URL in a browser on this machine (it holds this launch's token); Ctrl-C stops.")
        if open { Self.openInBrowser(url, console: console) }
        let signal = await termination.wait()
        await app.shutdown()
        console.err("Stopped (\(signal)).")
    }

    private static func openInBrowser(_ url: URL, console: Console) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            console.err("Cannot start xdg-open (\(error.localizedDescription)); open the URL above yourself.")
        }
    }
}
