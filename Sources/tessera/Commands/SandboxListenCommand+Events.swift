import Foundation
import HTTPServer
import TesseraClient
import TesseraCore

extension SandboxListenCommand {
    /// The listener's receiver, served on 127.0.0.1 on a free port, and its base URL.
    struct Receiver {
        let listener: WebhookListener
        let server: HTTPServer
        let url: URL
    }

    /// Serves a ``WebhookListener`` on loopback; refusals are reported on standard error.
    func startReceiver(_ console: Console) throws -> Receiver {
        let listener = WebhookListener { console.err($0) }
        let server = HTTPServer(handler: listener, configuration: HTTPServer.Configuration(host: "127.0.0.1", port: 0))
        do {
            try server.start()
        } catch {
            throw CLIError.failure(
                "Cannot listen on 127.0.0.1 (\(ErrorReport(error).clause)); free a port and run again.")
        }
        guard let url = server.url else {
            throw CLIError.failure("The receiver started without a port; run again.")
        }
        return Receiver(listener: listener, server: server, url: url)
    }

    /// Prints each delivery of `listener` as it arrives and forwards it, one at a time, until the stream ends.
    func printEvents(_ listener: WebhookListener, _ console: Console) async {
        let forwarder = forwardTo.flatMap(URL.init(string:)).map {
            WebhookForwarder(url: $0, timeout: forwardTimeout)
        }
        for await delivery in listener.deliveries {
            console.out(json ? delivery.oneLine : delivery.summary)
            guard let forwarder else { continue }
            let outcome = await forwarder.forward(body: delivery.body, headers: delivery.headers)
            let line =
                if let failure = outcome.failure {
                    "Forward to \(forwarder.url.absoluteString) failed: \(failure)."
                } else {
                    "Forwarded to \(forwarder.url.absoluteString): \(outcome.status ?? 0)."
                }
            if outcome.failure == nil && !json { console.out(line) } else { console.err(line) }
        }
    }
}
