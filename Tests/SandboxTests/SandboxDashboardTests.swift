import Foundation
import Testing
import Transport

@testable import Sandbox

/// The dashboard's read API: transactions filtered by status, amount and buyer, one transaction's history,
/// checkout sessions and buyers with their stored methods, each of one merchant account only.
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
}
