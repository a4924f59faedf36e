import Foundation
import HTTPServer
import Sandbox
import TesseraClient
import TesseraCore
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `tessera sandbox listen`: a developer's webhook listener beside a running `tessera sandbox serve`, in the
/// manner of `stripe listen --forward-to`.
///
/// It serves a receiver on 127.0.0.1, subscribes it through the emulator's API (`POST /webhook-subscriptions`,
/// instance-wide unless `--merchant-account-id` names one account), prints each verified delivery as it
/// arrives, forwards it with its original headers to `--forward-to`, and deletes the subscription when it
/// stops; a subscription that a killed listener left behind is deleted by the next one (``ListenerRecord``).
struct SandboxListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "listen",
        abstract: "Print the emulator's webhook events as they are delivered, and forward them to your local server.",
        discussion: """
            Runs beside 'tessera sandbox serve': it subscribes a receiver of its own on 127.0.0.1 through the \
            emulator's API (--emulator, else the URL saved with 'tessera admin set server'), prints its signing \
            secret once (your server verifies the forwarded deliveries with it, e.g. with Gr4vyWebhook.verify), \
            then one line per event on standard output (name, resource id, amount, status, delivery id; with \
            --json the whole payload on one line). Each delivery's signature is verified first: an unsigned or \
            wrongly signed one is answered 401 and reported on standard error. With --forward-to, each event is \
            posted to your server with the headers it came with (X-Gr4vy-Webhook-ID, -Timestamp, -Signatures) and \
            the answer's status printed (on standard error with --json, so standard output stays JSON); a server that is down, does not answer within --forward-timeout, \
            redirects or answers over 64 KB is a failed forward, and the listener goes on. Every verified \
            delivery is acknowledged to the emulator, forwarded or not: redeliver one with 'tessera sandbox \
            webhooks --redeliver ID' while the listener runs. Stops on Ctrl-C (SIGINT) or SIGTERM and deletes \
            its subscription; the subscription of a listener that was killed (SIGKILL) is deleted by the next \
            'tessera sandbox listen' at the same emulator, which says so.
            Example: tessera sandbox listen --emulator http://127.0.0.1:8080 --forward-to http://localhost:4242/webhooks
            """)

    @Option(
        "--emulator", valueName: "url",
        help: "The served emulator's URL, as 'tessera sandbox serve' prints it (default: the saved server URL).",
        parser: .nonEmpty)
    var emulator: String?
    @Option(
        "--forward-to", valueName: "url",
        help: "Post each event to your server at this http(s) URL on this machine (loopback or a .test host).",
        parser: .nonEmpty)
    var forwardTo: String?
    @Option(
        "--forward-timeout", valueName: "seconds",
        help: "How long a forward may take, answer included (default 5, as Gr4vy allows a receiver).",
        parser: .decimalSeconds(in: 0.1...60, expected: "a number of seconds from 0.1 to 60, such as 5 or 0.5"))
    var forwardTimeout: Duration = .seconds(5)
    @Option(
        "--merchant-account-id", valueName: "id",
        help: "Receive only this merchant account's events (default: every account's).", parser: .nonEmpty)
    var merchantAccountID: String?
    @Flag("--json", help: "Print each event's whole payload as one line of JSON.") var json: Bool

    func validate() throws {
        let emulatorURL = try emulatorURL(saved: nil)
        if let emulatorURL, let problem = WebhookURLCheck.problem(emulatorURL.absoluteString, servedPort: nil) {
            throw ValidationError("--emulator: \(problem).")
        }
        if let forwardTo, let problem = WebhookURLCheck.problem(forwardTo, servedPort: emulatorURL?.port) {
            throw ValidationError("--forward-to: \(problem).")
        }
    }

    func run(on console: Console) async throws {
        guard let emulatorURL = try emulatorURL(saved: try SettingsStore().load().server) else {
            throw ValidationError(
                "Say which emulator to listen to: start 'tessera sandbox serve' and pass the URL it prints as "
                    + "--emulator URL (or save it with 'tessera admin set server URL').")
        }
        if let forwardTo, let problem = WebhookURLCheck.problem(forwardTo, servedPort: emulatorURL.port) {
            throw ValidationError("--forward-to: \(problem).")
        }
        let api = EmulatorWebhookAPI(baseURL: emulatorURL, merchantAccountID: merchantAccountID)
        let termination = TerminationSignal()
        let receiver = try startReceiver(console)
        defer { receiver.server.stop(grace: 1) }
        let receiverURL = "\(receiver.url.absoluteString)\(WebhookListener.path)"
        if let forwardTo, let port = receiver.url.port, URL(string: forwardTo)?.port == port {
            throw ValidationError(
                "--forward-to: The url points at this listener itself (port \(port)); give your own server's address.")
        }
        await Self.deleteLeftSubscriptions(of: emulatorURL, console)
        let record = ListenerRecord.current(
            emulator: emulatorURL, receiverURL: receiverURL, merchantAccountID: merchantAccountID)
        try record.save()
        let subscription: (id: String, secret: String)
        do {
            subscription = try await api.subscribe(url: receiverURL)
        } catch {
            record.remove()
            throw error
        }
        receiver.listener.secret.replace(with: subscription.secret)
        console.out(
            "Ready: the emulator at \(emulatorURL.absoluteString) delivers to \(receiverURL) (subscription "
                + "\(subscription.id)), signed with the secret \(subscription.secret)")
        if let forwardTo { console.out("Forwarding each event to \(forwardTo)") }
        let printer = Task { await printEvents(receiver.listener, console) }
        let signal = await termination.wait()
        do {
            try await api.unsubscribe(id: subscription.id)
            record.remove()
        } catch {
            console.err(
                "The subscription \(subscription.id) could not be deleted (\(error)); the next 'tessera sandbox "
                    + "listen' at this emulator deletes it.")
        }
        await receiver.server.shutdown()
        receiver.listener.finish()
        await printer.value
        console.err("Stopped (\(signal)).")
    }

    /// Deletes the subscriptions at `emulator` of listeners that stopped without deleting them (killed, or
    /// the emulator was down when they stopped), says so on standard error, and forgets their records; a
    /// record of another emulator, or of a listener that still runs, is left alone.
    private static func deleteLeftSubscriptions(of emulator: URL, _ console: Console) async {
        for (path, record) in ListenerRecord.saved() {
            guard let record else {
                // Killed while writing its record, before it subscribed: nothing of it is at any emulator.
                try? FileManager.default.removeItem(atPath: path)
                continue
            }
            guard record.emulator == emulator.absoluteString, !record.isRunning else { continue }
            let api = EmulatorWebhookAPI(baseURL: emulator, merchantAccountID: record.merchantAccountID)
            do {
                for id in try await api.subscriptionIDs(deliveringTo: record.receiverURL) {
                    try await api.unsubscribe(id: id)
                    console.err(
                        "Deleted the subscription \(id), left by a listener (process \(record.pid)) that stopped "
                            + "without deleting it.")
                }
                record.remove()
            } catch {
                console.err(
                    "The subscription left by a listener (process \(record.pid)) that stopped could not be deleted "
                        + "(\(error)); the next 'tessera sandbox listen' tries again.")
            }
        }
    }

    /// The `--emulator` URL, else `saved` when it is an http(s) URL; a usage error when `--emulator` is no URL.
    private func emulatorURL(saved: String?) throws -> URL? {
        guard let text = emulator ?? saved.flatMap({ $0.hasPrefix("http") ? $0 : nil }) else { return nil }
        guard let url = URL(string: text), url.host != nil else {
            throw ValidationError(
                "--emulator: give the URL 'tessera sandbox serve' prints, such as http://127.0.0.1:8080.")
        }
        return url
    }
}
