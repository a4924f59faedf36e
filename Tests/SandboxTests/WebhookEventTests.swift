import Foundation
import Testing
import Transport

@testable import Sandbox

/// Every state change the emulator makes writes its webhook event, with the resource as the API shows it.
@Suite struct WebhookEventTests {
    /// A JSON object as canonical text (sorted keys), to compare two objects.
    static func canonical(_ value: Any?) throws -> String {
        guard let value = value as? [String: Any] else { return "not an object" }
        return String(decoding: try JSONSerialization.data(withJSONObject: value, options: .sortedKeys), as: UTF8.self)
    }

    /// (what happens, the events it sends): each starts from a new emulator with one subscription.
    static let changes: [(String, [String])] = [
        ("authorize", ["transaction.authorized"]),
        ("capture in full", ["transaction.authorized", "transaction.captured"]),
        ("capture in part", ["transaction.authorized", "transaction.captured"]),
        ("capture intent", ["transaction.captured"]),
        ("void", ["transaction.authorized", "transaction.voided"]),
        ("decline", ["transaction.declined"]),
        ("fail", ["transaction.failed"]),
        ("refund", ["transaction.captured", "refund.succeeded"]),
        ("update", ["transaction.authorized", "transaction.modified"]),
        ("refused capture", ["transaction.declined"]),
        ("3-D Secure", ["transaction.authenticated", "transaction.authorized"]),
    ]

    @Test(arguments: changes)
    func eachChangeSendsItsEventWithTheTransactionAsGETShowsIt(change: String, names: [String]) async throws {
        let webhooks = try WebhookHarness()
        let sandbox = webhooks.sandbox
        _ = try await webhooks.subscribe("http://127.0.0.1:9/webhooks")
        let number = "4111111111111111"
        var id = ""
        var refundID: String?
        switch change {
        case "authorize", "capture in full", "capture in part", "void", "update":
            id = try #require(try await sandbox.createTransaction(number).string("id"))
        case "capture intent", "refund":
            id = try #require(try await sandbox.createTransaction(number, #","intent":"capture""#).string("id"))
        case "decline", "refused capture":
            let card = try #require(TestCard.named("declined-do-not-honor"))
            id = try #require(try await sandbox.createTransaction(card.number).string("id"))
        case "fail":
            let card = try #require(TestCard.named("failed"))
            id = try #require(try await sandbox.createTransaction(card.number).string("id"))
        default:
            let (session, _) = try await sandbox.authenticatedSession(card: "visa-frictionless")
            let paid = await sandbox.paySession(session)
            id = try #require(paid.object.string("id"))
        }
        switch change {
        case "capture in full", "refused capture":
            #expect(
                await sandbox.send(.post, "/transactions/\(id)/capture").status
                    == (change == "refused capture" ? 400 : 200))
        case "capture in part":
            #expect(await sandbox.send(.post, "/transactions/\(id)/capture", json: #"{"amount":500}"#).status == 200)
        case "void": #expect(await sandbox.send(.post, "/transactions/\(id)/void").status == 200)
        case "update":
            #expect(await sandbox.send(.put, "/transactions/\(id)", json: #"{"metadata":{"a":"b"}}"#).status == 200)
        case "refund":
            let refund = await sandbox.send(.post, "/transactions/\(id)/refunds", json: #"{"amount":300}"#)
            refundID = refund.object.string("id")
        default: break
        }
        let events = try webhooks.events()
        #expect(events.map(\.name) == names)
        let last = try #require(events.last)
        #expect(last.payload["type"] as? String == "event")
        #expect(last.payload["name"] as? String == names.last)
        #expect(last.payload["merchant_account_id"] as? String == "default")
        #expect(last.payload["environment"] as? String == "sandbox")
        #expect(last.payload["created_at"] as? String == "2026-11-29T12:00:00.000Z")
        let shown =
            if let refundID {
                await sandbox.send(.get, "/transactions/\(id)/refunds/\(refundID)").object
            } else {
                await sandbox.send(.get, "/transactions/\(id)").object
            }
        #expect(try Self.canonical(last.payload["target"]) == Self.canonical(shown))
        if change == "capture in part" {
            #expect((last.payload["target"] as? [String: Any])?.int("captured_amount") == 500)
        }
        let text = try webhooks.sandbox.store.webhookDeliveries().map { String(decoding: $0.payload, as: UTF8.self) }
        #expect(!text.contains { $0.contains(number) || $0.contains("security_code") })
    }

    @Test func buyersSendCreatedUpdatedAndDeletedWithTheBuyerAsGETShowsIt() async throws {
        let webhooks = try WebhookHarness()
        let sandbox = webhooks.sandbox
        _ = try await webhooks.subscribe("http://localhost:9/webhooks")
        let id = try await sandbox.createBuyer(external: "buyer-1")
        let created = await sandbox.send(.get, "/buyers/\(id)").object
        #expect(await sandbox.send(.put, "/buyers/\(id)", json: #"{"display_name":"Ada"}"#).status == 200)
        let updated = await sandbox.send(.get, "/buyers/\(id)").object
        #expect(await sandbox.send(.delete, "/buyers/\(id)").status == 204)
        let events = try webhooks.events()
        #expect(events.map(\.name) == ["buyer.created", "buyer.updated", "buyer.deleted"])
        #expect(try Self.canonical(events[0].payload["target"]) == Self.canonical(created))
        #expect(try Self.canonical(events[1].payload["target"]) == Self.canonical(updated))
        #expect(try Self.canonical(events[2].payload["target"]) == Self.canonical(updated))
    }

    @Test func withoutASubscriptionNothingIsWritten() async throws {
        let webhooks = try WebhookHarness()
        _ = try await webhooks.sandbox.createTransaction("4111111111111111")
        #expect(try webhooks.events().isEmpty)
    }

    @Test func eachMerchantAccountsSubscriptionGetsOnlyItsEventsAndTheInstanceGetsAll() async throws {
        let webhooks = try WebhookHarness()
        let sandbox = webhooks.sandbox
        let alpha = try await webhooks.subscribe("http://127.0.0.1:9/alpha", account: "alpha")
        let beta = try await webhooks.subscribe("http://127.0.0.1:9/beta", account: "beta")
        let instance = try await webhooks.subscribe("http://127.0.0.1:9/all")
        #expect(alpha.string("merchant_account_id") == "alpha")
        #expect(instance["merchant_account_id"] is NSNull)
        for account in ["alpha", "beta"] {
            let response = await sandbox.postTransaction(
                SandboxHarness.cardBody("4111111111111111"), headers: ["x-gr4vy-merchant-account-id": account])
            #expect(response.status == 201)
        }
        let deliveries = try sandbox.store.webhookDeliveries()
        let accounts = { (subscription: [String: Any]) in
            try deliveries.filter { $0.subscriptionID == subscription.string("id") }.map {
                (try JSONSerialization.jsonObject(with: $0.payload) as? [String: Any])?.string("merchant_account_id")
            }
        }
        #expect(try accounts(alpha) == ["alpha"])
        #expect(try accounts(beta) == ["beta"])
        #expect(try accounts(instance).sorted { ($0 ?? "") < ($1 ?? "") } == ["alpha", "beta"])
        let listed = await sandbox.send(
            .get, "/webhook-subscriptions", headers: ["x-gr4vy-merchant-account-id": "beta"])
        #expect(listed.items.map { $0.string("id") } == [beta.string("id")])
    }

    /// Once a subscription is seen, a new transaction's events are written before the write lock is taken;
    /// they still go only where a subscription is when the transaction is stored: nowhere after the last one
    /// is deleted, though the store last saw one.
    @Test func eventsWrittenBeforeTheLockGoOnlyWhereASubscriptionStillIs() async throws {
        let webhooks = try WebhookHarness()
        let sandbox = webhooks.sandbox
        let subscription = try await webhooks.subscribe("http://127.0.0.1:9/hooks")
        #expect(!sandbox.store.subscriptionsSeen.value)
        let first = try await sandbox.createTransaction("4111111111111111")
        #expect(sandbox.store.subscriptionsSeen.value)
        let second = try await sandbox.createTransaction("4111111111111111")
        let id = try #require(subscription.string("id"))
        #expect(await sandbox.send(.delete, "/webhook-subscriptions/\(id)").status == 204)
        _ = try await sandbox.createTransaction("4111111111111111")
        #expect(!sandbox.store.subscriptionsSeen.value)
        let events = try webhooks.events()
        #expect(events.map(\.name) == ["transaction.authorized", "transaction.authorized"])
        let targets = events.map { $0.payload["target"] as? [String: Any] }
        #expect(targets.map { $0?.string("id") } == [first.string("id"), second.string("id")])
        let shown = await sandbox.send(.get, "/transactions/\(second.string("id") ?? "")")
        #expect(try Self.canonical(targets[1]) == Self.canonical(shown.object))
    }
}
