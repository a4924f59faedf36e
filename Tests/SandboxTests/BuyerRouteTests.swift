import Foundation
import Testing
import Transport

@testable import Sandbox

@Suite struct BuyerRouteTests {
    @Test func createBuyerReturns201AndRefusesDuplicateExternalIdentifier() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(
            .post, "/buyers",
            json: #"{"display_name":"Ada","external_identifier":"ada-1","billing_details":{"first_name":"Ada"}}"#)
        #expect(response.status == 201)
        #expect(response.object["type"] as? String == "buyer")
        #expect(response.object["display_name"] as? String == "Ada")
        #expect(response.object["merchant_account_id"] as? String == "default")
        #expect(response.object["reconciliation_id"] as? String == "1")
        #expect(response.object["updated_at"] as? String == "2026-11-29T12:00:00.000Z")
        let duplicate = await sandbox.send(.post, "/buyers", json: #"{"external_identifier":"ada-1"}"#)
        #expect(duplicate.status == 409)
        #expect(duplicate.pointers == ["/external_identifier"])
        #expect(duplicate.object["resource_id"] as? String == response.object["id"] as? String)
    }

    @Test(arguments: [
        (#"{"display_name":1}"#, "/display_name"), (#"{"billing_details":"x"}"#, "/billing_details"),
        (#"{"external_identifier":"\#(String(repeating: "e", count: 201))"}"#, "/external_identifier"),
        (#"{"display_name":""}"#, "/display_name"), (#"{"email":"a@b.c"}"#, "/email"),
        (#"{"billing_details":{"phone_number":"+0123"}}"#, "/billing_details/phone_number"),
        (#"{"billing_details":{"tax_id":{"kind":"vat","value":"1"}}}"#, "/billing_details/tax_id/kind"),
        (#"{"billing_details":{"tax_id":{"kind":"gb.vat"}}}"#, "/billing_details/tax_id/value"),
        (#"{"billing_details":{"address":{"state_code":"CA"}}}"#, "/billing_details/address/state_code"),
    ])
    func invalidBuyerBodiesAre400(json: String, pointer: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/buyers", json: json)
        #expect(response.status == 400)
        #expect(response.pointers == [pointer])
    }

    /// Three cards for one buyer (stored on days 0, 1 and 3), used 1, 3 and 2 times, last on days 0, 5 and 4.
    func buyerWithThreeCards() async throws -> (SandboxHarness, String) {
        let store = try SandboxStore.ephemeral()
        var sandboxes: [SandboxHarness] = []
        for day in 0..<6 {
            let date = SandboxHarness.now.addingTimeInterval(Double(day) * 86400)
            sandboxes.append(
                try SandboxHarness(
                    sharing: store, environment: SandboxEnvironment(clock: .fixed(date))))
        }
        let buyer = try await sandboxes[0].createBuyer(external: "shopper")
        let plan = [
            "4242424242424242", "5555555555554444", "5555555555554444", "378282246310005", "378282246310005",
            "5555555555554444",
        ]
        for (day, number) in plan.enumerated() {
            let session = try await sandboxes[day].createSession(forBuyer: "shopper", #","currency":"USD""#)
            #expect(await sandboxes[day].tokenize(session, number: number).status == 204)
        }
        return (sandboxes[5], buyer)
    }

    @Test(arguments: [
        ("", ["0005", "4444", "4242"]),
        ("&order_by=asc", ["4242", "4444", "0005"]),
        ("&sort_by=usage_count", ["4444", "0005", "4242"]),
        ("&sort_by=usage_count&order_by=asc", ["4242", "0005", "4444"]),
        ("&sort_by=last_used_at&order_by=asc", ["4242", "0005", "4444"]),
        ("&sort_by=cit_last_used_at", ["4444", "0005", "4242"]),
        ("&sort_by=cit_usage_count&order_by=desc", ["4444", "0005", "4242"]),
    ])
    func paymentMethodsAreSortedAndOrderedAsAsked(query: String, labels: [String]) async throws {
        let (sandbox, buyer) = try await buyerWithThreeCards()
        let response = await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)\(query)")
        #expect(response.status == 200)
        #expect(response.items.compactMap { $0["label"] as? String } == labels)
    }

    @Test func summariesCarryTheSpecFields() async throws {
        let (sandbox, _) = try await buyerWithThreeCards()
        let response = await sandbox.send(
            .get, "/buyers/payment-methods?buyer_external_identifier=shopper&country=US&currency=USD")
        let item = try #require(response.items.first)
        for key in [
            "type", "id", "method", "mode", "scheme", "label", "expiration_date", "fingerprint", "country", "currency",
            "details", "merchant_account_id", "additional_schemes", "last_used_at", "usage_count", "cit_last_used_at",
            "cit_usage_count", "has_replacement",
        ] {
            #expect(item[key] != nil, "missing \(key)")
        }
        #expect(item["merchant_account_id"] as? String == "default")
        #expect(item["usage_count"] as? Int == 2)
        #expect((item["details"] as? [String: Any])?["bin"] as? String == "378282")
    }

    @Test func filtersByCountryAndCurrency() async throws {
        let (sandbox, buyer) = try await buyerWithThreeCards()
        #expect(await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)&country=FR").items.isEmpty)
        #expect(await sandbox.send(.get, "/buyers/payment-methods?buyer_id=\(buyer)&currency=EUR").items.isEmpty)
    }

    @Test(arguments: [
        ("", "/buyer_id"), ("buyer_id=nope", "/buyer_id"), ("buyer_external_identifier=x&sort_by=name", "/sort_by"),
        ("buyer_external_identifier=x&order_by=up", "/order_by"), ("buyer_external_identifier=x&country=U", "/country"),
        ("buyer_external_identifier=x&currency=dollars", "/currency"),
    ])
    func invalidQueriesAre400(query: String, pointer: String) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/buyers/payment-methods?\(query)")
        #expect(response.status == 400)
        #expect(response.pointers == [pointer])
    }

    @Test func unknownBuyerIs404() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/buyers/payment-methods?buyer_external_identifier=nobody")
        #expect(response.status == 404)
        #expect(response.pointers == ["/buyer_external_identifier"])
    }
}
