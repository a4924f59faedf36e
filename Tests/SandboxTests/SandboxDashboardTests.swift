import Foundation
import SQLite
import Testing
import Transport

@testable import Sandbox

/// The dashboard's read API: transactions filtered by status, amount and buyer, one transaction's history,
/// checkout sessions, buyers with their stored methods and webhook deliveries, each of one merchant account only.
@Suite struct SandboxDashboardTests {
    @Test func transactionsAreFilteredByStatusAmountAndBuyerNewestFirst() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "ada")
        let small = try #require(try await sandbox.createTransaction("4111111111111111", amount: 500).string("id"))
        let large = try #require(
            try await sandbox.createTransaction("4111111111111111", amount: 5000, #","buyer_id":"\#(buyer)""#)
                .string("id"))
        let captured = await sandbox.send(.post, "/transactions/\(small)/capture", json: "{}")
        #expect(captured.status == 200, "\(captured.text)")
        let dashboard = SandboxDashboard(store: sandbox.store)

        // Both were created at the same (fixed) time, so the later row comes first.
        #expect(try dashboard.transactions(account: "default").map(\.id) == [large, small])
        let capturedOnly = SandboxDashboard.TransactionQuery(statuses: [.captureSucceeded])
        #expect(try dashboard.transactions(account: "default", query: capturedOnly).map(\.id) == [small])
        #expect(try dashboard.transactions(account: "default", query: .init(minimumAmount: 1000)).map(\.id) == [large])
        #expect(try dashboard.transactions(account: "default", query: .init(maximumAmount: 500)).map(\.id) == [small])
        #expect(
            try dashboard.transactions(account: "default", query: .init(buyerID: buyer.uppercased())).map(\.id) == [
                large
            ])
        let row = try #require(try dashboard.transactions(account: "default", query: capturedOnly).first)
        #expect(row.capturedAmount == 500 && row.currency == "USD" && row.scheme == "visa" && row.last4 == "1111")
        #expect(try dashboard.transactions(account: "other").isEmpty)
    }

    @Test func aTransactionsPageHasItsEventsMethodAndRefunds() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111", amount: 1000).string("id"))
        _ = await sandbox.send(.post, "/transactions/\(id)/capture", json: "{}")
        let refund = await sandbox.send(.post, "/transactions/\(id)/refunds", json: #"{"amount":300}"#)
        #expect(refund.status == 201, "\(refund.text)")
        let detail = try #require(try SandboxDashboard(store: sandbox.store).transaction(id: id, account: "default"))
        #expect(detail.transaction.refundedAmount == 300)
        #expect(detail.events.map(\.name).contains("payment-connector-response-transaction-capture-succeeded"))
        #expect(detail.paymentMethod?["label"]?.string == "1111")
        #expect(detail.refunds.map { $0["amount"] } == [.integer(300)])
        #expect(try SandboxDashboard(store: sandbox.store).transaction(id: id, account: "other") == nil)
    }

    @Test func sessionsAndBuyersWithStoredMethodsHoldNoCardNumber() async throws {
        let sandbox = try SandboxHarness()
        let other: HTTPHeaders = ["x-gr4vy-merchant-account-id": "shop-2"]
        let buyer = try await sandbox.createBuyer(external: "grace")
        let session = try await sandbox.createSession(forBuyer: "grace", #","amount":1299,"currency":"EUR""#)
        #expect(await sandbox.tokenize(session, number: "5555555555554444").status == 204)
        _ = await sandbox.send(.post, "/checkout/sessions", json: "{}", headers: other)
        let dashboard = SandboxDashboard(store: sandbox.store)

        let sessions = try dashboard.checkoutSessions(account: "default")
        #expect(sessions.map(\.id) == [session])
        #expect(sessions.first?.amount == 1299 && sessions.first?.currency == "EUR")
        let buyers = try dashboard.buyers(account: "default")
        #expect(buyers.map(\.id) == [buyer])
        #expect(buyers.first?.externalIdentifier == "grace")
        #expect(buyers.first?.paymentMethods.map { $0["label"]?.string } == ["4444"])
        let everything = "\(sessions)\(buyers)"
        #expect(!everything.contains("5555555555554444"))
        #expect(try dashboard.checkoutSessions(account: "shop-2").count == 1)
        #expect(try dashboard.buyers(account: "shop-2").isEmpty)
        #expect(try dashboard.accounts() == ["default", "shop-2"])
    }

    @Test func anotherAccountsNewerDeliveriesDoNotHideThisAccounts() throws {
        let store = try SandboxStore.ephemeral()
        let now = SandboxHarness.now.timeIntervalSince1970
        // One delivery of the default account's event, then 1,200 newer ones of another account's events.
        try store.database.write { connection in
            for index in 0...1200 {
                let account = index == 0 ? "default" : "shop-2"
                let created = SQLiteValue.real(now + Double(index))
                _ = try connection.run(
                    "INSERT INTO webhook_events (id, merchant_account_id, name, created_at, payload) VALUES (?,?,?,?,?)",
                    [.text("event-\(index)"), .text(account), .text("transaction.captured"), created, .blob(Data())])
                _ = try connection.run(
                    """
                    INSERT INTO webhook_deliveries (id, event_id, subscription_id, url, state, next_attempt_at,
                    created_at) VALUES (?,?,'subscription','http://127.0.0.1:9/webhooks','pending',?,?)
                    """, [.text("delivery-\(index)"), .text("event-\(index)"), created, created])
            }
        }
        let dashboard = SandboxDashboard(store: store)
        #expect(try dashboard.webhookDeliveries(account: "default").map(\.delivery.id) == ["delivery-0"])
        let other = try dashboard.webhookDeliveries(account: "shop-2", limit: 3).map(\.delivery.id)
        #expect(other == ["delivery-1200", "delivery-1199", "delivery-1198"])
        #expect(try dashboard.webhookDeliveries(account: "shop-3").isEmpty)
    }
}
