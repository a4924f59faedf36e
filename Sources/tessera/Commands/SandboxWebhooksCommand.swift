import Foundation
import Sandbox
import TesseraClient

/// `tessera sandbox webhooks`: the emulator's webhook deliveries and their attempts; redeliver one.
struct SandboxWebhooksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "webhooks",
        abstract: "List the emulator's webhook deliveries and their attempts, or redeliver one.",
        discussion: """
            Reads the emulator's state file: each delivery (newest first) with its event, state (pending, \
            delivered or failed), receiver and every attempt's status or error. --redeliver makes a delivery \
            due again with the same X-Gr4vy-Webhook-ID; a running 'tessera sandbox serve' sends it.
            Example: tessera sandbox webhooks --redeliver 8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69
            """)

    @Option(
        "--limit", valueName: "n", help: "List at most n deliveries (default 20).",
        parser: .integer(in: 1...1000, expected: "a whole number from 1 to 1000"))
    var limit: Int = 20
    @Option("--redeliver", valueName: "uuid", help: "Make this delivery due again now.", parser: .uuid)
    var redeliver: String?

    func run(on console: Console) async throws {
        let store: SandboxStore
        do {
            store = try SandboxSetup.fileStore()
        } catch let error as StorageFault {
            throw CLIError.failure(error.description)
        }
        if let redeliver {
            guard try store.redeliver(id: redeliver, at: SandboxEnvironment.live.clock.now()) else {
                throw CLIError.failure(
                    "No delivery \(redeliver) whose subscription still exists; list them with 'tessera sandbox webhooks'."
                )
            }
            console.out("Delivery \(redeliver) is due again; a running 'tessera sandbox serve' sends it.")
            return
        }
        let deliveries = try store.webhookDeliveries(limit: limit)
        guard !deliveries.isEmpty else {
            console.out("No webhook deliveries yet: subscribe with 'tessera sandbox serve --webhook-url URL'.")
            return
        }
        for delivery in deliveries {
            console.out(
                "\(delivery.id)  \(delivery.eventName)  \(delivery.state)  \(delivery.attempts) attempt(s)  \(delivery.url)"
            )
            for attempt in try store.webhookAttempts(deliveryID: delivery.id) {
                let status = attempt.status.map(String.init) ?? "-"
                console.out("  \(Self.stamp(attempt.attemptedAt))  \(status)  \(attempt.error ?? "delivered")")
            }
        }
    }

    private static func stamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt))
    }
}
