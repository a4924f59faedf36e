import Foundation
import SQLite
import Testing

@testable import Sandbox

/// Writes that race each other: nothing a concurrent request wrote is lost or brought back.
@Suite struct StoreConsistencyTests {
    @Test func updatingASessionFromAStaleReadKeepsTheTokenizedMethod() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession(#"{"amount":100}"#)
        var stale = try #require(try sandbox.store.session(id: id, account: "default"))
        #expect(await sandbox.tokenize(id, number: "4242424242424242").status == 204)
        stale.amount = 250
        #expect(try sandbox.store.updateDetails(of: stale))
        let session = try #require(try sandbox.store.session(id: id, account: "default"))
        #expect(session.amount == 250)
        #expect(session.paymentMethodID != nil)
        #expect(session.paymentMethod?["method"] == "card")
    }

    @Test func tokenizingIntoADeletedSessionStoresNothingAndDoesNotRevive() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession()
        let stale = try #require(try sandbox.store.session(id: id, account: "default"))
        #expect(try sandbox.store.deleteSession(id: id, account: "default"))
        let stored = try sandbox.store.tokenize(
            fingerprint: "f", expirationDate: "01/30", session: stale, at: SandboxHarness.now
        ) { StoredPaymentMethod(id: "m", merchantAccountID: "default", buyerID: nil, createdAt: SandboxHarness.now) }
        #expect(stored == nil)
        #expect(try sandbox.store.session(id: id, account: "default") == nil)
        #expect(try sandbox.store.paymentMethod(id: "m", account: "default") == nil)
        #expect(try !sandbox.store.use(methodID: "m", session: stale, at: SandboxHarness.now))
        #expect(try !sandbox.store.link(stale, methodID: nil, paymentMethod: ["method": "click-to-pay"]))
        #expect(try !sandbox.store.updateDetails(of: stale))
    }

    @Test func concurrentUsesOfAStoredMethodAllCount() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "regular")
        let first = try await sandbox.createSession(forBuyer: "regular")
        #expect(await sandbox.tokenize(first, number: "5555555555554444").status == 204)
        let method = try #require(
            await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items.first?["id"] as? String)
        let statuses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    guard let session = try? await sandbox.createSession(forBuyer: "regular") else { return 0 }
                    return await sandbox.send(
                        .put, "/checkout/sessions/\(session)/fields",
                        json: #"{"payment_method":{"method":"id","id":"\#(method)"}}"#
                    ).status
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 204, count: 40))
        let stored = try #require(try sandbox.store.paymentMethod(id: method, account: "default"))
        #expect(stored.usageCount == 41)
        #expect(stored.citUsageCount == 41)
    }

    @Test func tokenizingTheSameCardWithANewExpiryUpdatesIt() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "renewed")
        for expiry in ["01/30", "02/31"] {
            let session = try await sandbox.createSession(forBuyer: "renewed")
            #expect(await sandbox.tokenize(session, number: "4242424242424242", expiry: expiry).status == 204)
        }
        let items = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)").items
        #expect(items.count == 1)
        #expect(items.first?["expiration_date"] as? String == "02/31")
        #expect(items.first?["usage_count"] as? Int == 2)
    }
}
