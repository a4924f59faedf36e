import Foundation
import Testing
import Transport

@testable import Sandbox

/// Capture, void, cancel, refunds, events, update and the list of transactions over the routes.
@Suite struct TransactionActionRouteTests {
    @Test func aPartialCaptureThenPartialRefunds() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111", amount: 1000).string("id"))
        let capture = await sandbox.send(.post, "/transactions/\(id)/capture", json: #"{"amount":600}"#)
        #expect(capture.status == 200, "\(capture.text)")
        #expect(capture.object.string("status") == "capture_succeeded")
        #expect(capture.object.int("captured_amount") == 600)
        #expect(capture.object.int("authorized_amount") == 1000)
        let refund = await sandbox.send(
            .post, "/transactions/\(id)/refunds", json: #"{"amount":250,"reason":"damaged"}"#)
        #expect(refund.status == 201, "\(refund.text)")
        #expect(refund.object.string("type") == "refund")
        #expect(refund.object.string("status") == "succeeded")
        #expect(refund.object.int("amount") == 250)
        #expect(refund.object.string("transaction_id") == id)
        let over = await sandbox.send(.post, "/transactions/\(id)/refunds", json: #"{"amount":351}"#)
        #expect(over.status == 400)
        #expect(over.pointers == ["/amount"])
        let rest = await sandbox.send(.post, "/transactions/\(id)/refunds/all")
        #expect(rest.status == 201, "\(rest.text)")
        #expect(rest.items.map { $0["amount"] as? Int } == [350])
        let none = await sandbox.send(.post, "/transactions/\(id)/refunds/all", json: "null")
        #expect(none.status == 400)
        let transaction = await sandbox.send(.get, "/transactions/\(id)").object
        #expect(transaction.int("refunded_amount") == 600)
        #expect(transaction.string("status") == "capture_succeeded")
        let refunds = await sandbox.send(.get, "/transactions/\(id)/refunds")
        #expect(refunds.items.map { $0["amount"] as? Int } == [250, 350])
        let first = try #require(refund.object.string("id"))
        let one = await sandbox.send(.get, "/transactions/\(id)/refunds/\(first)")
        #expect(one.object.string("reason") == "damaged")
        #expect(await sandbox.send(.get, "/transactions/\(id)/refunds/\(UUID())").status == 404)
    }

    @Test func captureAboveTheAuthorizedAmountIsRefused() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111", amount: 1000).string("id"))
        let response = await sandbox.send(.post, "/transactions/\(id)/capture", json: #"{"amount":1001}"#)
        #expect(response.status == 400)
        #expect(response.pointers == ["/amount"])
        #expect(await sandbox.send(.get, "/transactions/\(id)").object.string("status") == "authorization_succeeded")
    }

    @Test func aVoidedTransactionCannotBeCaptured() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let void = await sandbox.send(
            .post, "/transactions/\(id)/void", headers: ["prefer": "resource=transaction-void"])
        #expect(void.status == 200, "\(void.text)")
        #expect(void.object.string("type") == "transaction-void")
        #expect(void.object.object("transaction").string("status") == "authorization_voided")
        let capture = await sandbox.send(.post, "/transactions/\(id)/capture", json: "{}")
        #expect(capture.status == 400)
        #expect(capture.text.contains("authorization_voided"))
        #expect(await sandbox.send(.post, "/transactions/\(id)/refunds", json: "{}").status == 400)
    }

    @Test func cancelCancelsOnlyAPendingTransaction() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let authorized = await sandbox.send(.post, "/transactions/\(id)/cancel")
        #expect(authorized.status == 200)
        #expect(authorized.object.string("type") == "transaction-cancel")
        #expect(authorized.object.string("status") == "failed")
        #expect(authorized.object.object("transaction").string("status") == "authorization_succeeded")
        _ = await sandbox.send(.put, "/transactions/\(id)", json: #"{"status":"buyer_approval_pending"}"#)
        let pending = await sandbox.send(.post, "/transactions/\(id)/cancel")
        #expect(pending.object.string("status") == "succeeded")
        #expect(pending.object.object("transaction").string("status") == "authorization_voided")
        #expect(pending.object.object("transaction").string("canceled_at") == "2026-11-29T12:00:00.000Z")
    }

    @Test func thePreferHeaderAsksForTheCaptureResource() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let capture = await sandbox.send(
            .post, "/transactions/\(id)/capture", json: "{}", headers: ["prefer": "resource=transaction-capture"])
        #expect(capture.object.string("type") == "transaction-capture")
        #expect(capture.object.string("status") == "succeeded")
        #expect(capture.object.object("transaction").int("captured_amount") == 1299)
    }

    @Test func eventsTellTheHistoryInOrder() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        _ = await sandbox.send(.post, "/transactions/\(id)/capture", json: "{}")
        _ = await sandbox.send(.post, "/transactions/\(id)/refunds", json: #"{"amount":100}"#)
        let events = await sandbox.send(.get, "/transactions/\(id)/events")
        #expect(events.status == 200)
        #expect(
            events.items.map { $0["name"] as? String } == [
                "payment-connector-response-transaction-authorization-succeeded",
                "payment-connector-response-transaction-capture-succeeded", "transaction-modified-event",
            ])
        let page = await sandbox.send(.get, "/transactions/\(id)/events?limit=2")
        #expect(page.items.count == 2)
        let next = try #require(page.object.string("next_cursor"))
        #expect(await sandbox.send(.get, "/transactions/\(id)/events?limit=2&cursor=\(next)").items.count == 1)
        #expect(await sandbox.send(.get, "/transactions/\(id)/actions").items.isEmpty)
    }

    @Test func updateChangesWhatItNames() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let updated = await sandbox.send(
            .put, "/transactions/\(id)", json: #"{"external_identifier":"order-9","metadata":{"k":"v"}}"#)
        #expect(updated.status == 200, "\(updated.text)")
        #expect(updated.object.string("external_identifier") == "order-9")
        #expect(updated.object.string("status") == "authorization_succeeded")
        let inconsistent = await sandbox.send(.put, "/transactions/\(id)", json: #"{"captured_amount":99999}"#)
        #expect(inconsistent.status == 400)
        #expect(await sandbox.send(.get, "/transactions/\(id)").object.int("captured_amount") == 0)
    }

    @Test func theListFiltersAndPages() async throws {
        let sandbox = try SandboxHarness()
        let buyer = try await sandbox.createBuyer(external: "ada")
        _ = try await sandbox.createTransaction("4111111111111111", amount: 100, #","metadata":{"order":"1"}"#)
        _ = try await sandbox.createTransaction("4111111111111111", amount: 200, #","buyer_id":"\#(buyer)""#)
        _ = try await sandbox.createTransaction(
            try #require(TestCard.named("declined-do-not-honor")).number, amount: 300)
        let amounts = { (query: String) async -> [Int?] in
            await sandbox.send(.get, "/transactions\(query)").items.map { $0["amount"] as? Int }
        }
        #expect(await amounts("") == [300, 200, 100])
        #expect(await amounts("?status=authorization_declined") == [300])
        #expect(await amounts("?status=authorization_declined&status=authorization_succeeded") == [300, 200, 100])
        #expect(await amounts("?buyer_id=\(buyer)") == [200])
        #expect(await amounts("?buyer_external_identifier=ada") == [200])
        #expect(await amounts("?amount_gte=150&amount_lte=250") == [200])
        #expect(await amounts("?amount_eq=100") == [100])
        #expect(await amounts("?metadata=%7B%22order%22%3A%221%22%7D") == [100])
        #expect(
            await amounts("?created_at_gte=2026-11-29T12:00:00Z&created_at_lte=2026-11-29T12:00:00.000Z").count == 3)
        #expect(await amounts("?created_at_gte=2026-11-29T12:00:01Z") == [])
        #expect(await amounts("?currency=EUR") == [])
        let page = await sandbox.send(.get, "/transactions?limit=2")
        #expect(page.items.count == 2)
        let next = try #require(page.object.string("next_cursor"))
        let second = await sandbox.send(.get, "/transactions?limit=2&cursor=\(next)")
        #expect(second.items.map { $0["amount"] as? Int } == [100])
        #expect(second.object["next_cursor"] is NSNull)
        let bad = await sandbox.send(.get, "/transactions?status=paid&limit=0&amount_lte=-1&created_at_gte=yesterday")
        #expect(bad.status == 400)
        #expect(Set(bad.pointers) == ["/status", "/limit", "/amount_lte", "/created_at_gte"])
    }

    @Test func anotherMerchantAccountSeesNothing() async throws {
        let sandbox = try SandboxHarness()
        let id = try #require(try await sandbox.createTransaction("4111111111111111").string("id"))
        let other: HTTPHeaders = ["x-gr4vy-merchant-account-id": "other"]
        #expect(await sandbox.send(.get, "/transactions/\(id)", headers: other).status == 404)
        #expect(await sandbox.send(.get, "/transactions", headers: other).items.isEmpty)
        #expect(await sandbox.send(.post, "/transactions/\(id)/void", headers: other).status == 404)
    }

    @Test(arguments: ["not-a-uuid", "7099948d-7286-47e4-aad8-b68f7eb44591"])
    func anUnknownTransactionIs404(id: String) async throws {
        let sandbox = try SandboxHarness()
        for (method, path) in [
            (HTTPMethod.get, ""), (.put, ""), (.post, "/capture"), (.post, "/void"), (.post, "/cancel"),
            (.get, "/refunds"), (.post, "/refunds"), (.post, "/refunds/all"), (.get, "/events"), (.get, "/actions"),
        ] {
            let response = await sandbox.send(method, "/transactions/\(id)\(path)", json: method == .get ? nil : "{}")
            #expect(response.status == 404, "\(method) \(path)")
            #expect(response.object.string("code") == "not_found")
        }
    }
}
