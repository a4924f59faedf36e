import Foundation
import HTTPServer
import Sandbox
import TesseraClient

extension SandboxCommand {
    static let webhookURL = Option(
        "--webhook-url", valueName: "url",
        help: "Deliver every merchant account's webhook events to this URL on this machine (loopback or a .test host).",
        parser: .nonEmpty)
    static let webhookRetrySeconds = Option(
        "--webhook-retry-seconds", valueName: "seconds",
        help: "The first retry delay of a failed webhook (default 30; the later ones double, up to 720 times it).",
        parser: .integer(in: 1...3600, expected: "a whole number of seconds from 1 to 3600"))

}

extension SandboxCommand.Serve {
    /// Subscribes `--webhook-url` (printing its signing secret, which the state file keeps, 0600) and starts
    /// delivering the emulator's webhooks beside `server`; the task to cancel at shutdown.
    func startWebhooks(
        _ handler: EmulatorHandler, server: HTTPServer, _ console: Console
    ) async throws -> Task<Void, Never>? {
        guard let payments = handler.payments as? SandboxHandler else { return nil }
        payments.servedPort.value = server.url?.port
        if let url = webhookURL {
            do {
                let subscription = try payments.instanceSubscription(url: url)
                console.out("Webhooks to \(url), signed with the secret \(subscription.secret)")
            } catch let refusal as WebhookSubscriptionRefusal {
                await server.shutdown()
                throw CLIError.usage("--webhook-url: \(refusal.message).", commandPath: "tessera sandbox serve")
            }
        }
        let schedule = webhookRetrySeconds.map { WebhookRetrySchedule.scaled(firstDelay: Double($0)) }
        let transport = LoopbackHTTPClient(
            maxBody: WebhookDeliverer.maxAnswerBytes, fallback: WebhookDeliverer.urlSessionTransport())
        let deliverer = payments.webhookDeliverer(schedule: schedule ?? .standard, transport: transport)
        return Task.detached { await deliverer.run() }
    }
}
