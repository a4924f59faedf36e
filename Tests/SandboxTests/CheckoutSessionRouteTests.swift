import Foundation
import Testing
import Transport

@testable import Sandbox

@Suite struct CheckoutSessionRouteTests {
    @Test func createReturnsIdAndExpiryAnHourAhead() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/checkout/sessions")
        #expect(response.status == 201)
        #expect(response.headers["Content-Type"] == "application/json")
        #expect(response.object["type"] as? String == "checkout-session")
        #expect(response.object["id"] as? String == "00000000-0000-0000-0000-000000000001")
        #expect(response.object["expires_at"] as? String == "2026-11-29T13:00:00.000Z")
    }

    @Test func createKeepsAmountCurrencyMetadataAndCartItems() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession(
            #"{"amount":1299,"currency":"USD","metadata":{"order":"42"},"cart_items":[{"name":"Tea","quantity":2,"unit_amount":650}]}"#
        )
        let response = await sandbox.send(.get, "/checkout/sessions/\(id)")
        #expect(response.status == 200)
        #expect(response.object["amount"] as? Int == 1299)
        #expect(response.object["currency"] as? String == "USD")
        #expect((response.object["metadata"] as? [String: String]) == ["order": "42"])
        #expect((response.object["cart_items"] as? [[String: Any]])?.first?["name"] as? String == "Tea")
    }

    @Test func createWithInlineBuyerLinksANewBuyer() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(
            .post, "/checkout/sessions", json: #"{"buyer":{"display_name":"Ada","external_identifier":"ada"}}"#)
        #expect(response.status == 201)
        let buyer = try #require(response.object["buyer"] as? [String: Any])
        #expect(buyer["external_identifier"] as? String == "ada")
    }

    @Test func updateReplacesFieldsAndDeleteRemoves() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession(#"{"amount":100}"#)
        let updated = await sandbox.send(.put, "/checkout/sessions/\(id)", json: #"{"amount":250,"currency":"EUR"}"#)
        #expect(updated.status == 200)
        #expect(updated.object["amount"] as? Int == 250)
        #expect(await sandbox.send(.delete, "/checkout/sessions/\(id)").status == 204)
        #expect(await sandbox.send(.get, "/checkout/sessions/\(id)").status == 404)
        #expect(await sandbox.send(.delete, "/checkout/sessions/\(id)").status == 404)
    }

    @Test func unknownSessionIs404WithGr4vyErrorBody() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/checkout/sessions/11111111-2222-3333-4444-555555555555")
        #expect(response.status == 404)
        #expect(response.object["type"] as? String == "error")
        #expect(response.object["code"] as? String == "not_found")
        #expect(response.object["status"] as? Int == 404)
        #expect(response.pointers == ["/session_id"])
    }

    static let invalidBodies: [(String, [String])] = [
        (#"{"amount":"12"}"#, ["/amount"]),
        (#"{"amount":-1}"#, ["/amount"]),
        (#"{"currency":"usd"}"#, ["/currency"]),
        (#"{"metadata":{"a":1}}"#, ["/metadata/a"]),
        (#"{"cart_items":[{"name":"x"}]}"#, ["/cart_items/0/quantity", "/cart_items/0/unit_amount"]),
        (#"{"cart_items":{}}"#, ["/cart_items"]),
        (#"{"buyer_id":"nope"}"#, ["/buyer_id"]),
        (#"{"buyer":{"display_name":5}}"#, ["/buyer/display_name"]),
    ]

    @Test(arguments: invalidBodies)
    func invalidCreateBodiesAre400WithPointers(json: String, pointers: [String]) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/checkout/sessions", json: json)
        #expect(response.status == 400)
        #expect(response.object["code"] as? String == "bad_request")
        #expect(response.pointers.sorted() == pointers.sorted())
    }

    @Test func unknownBuyerIdIs404() async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(
            .post, "/checkout/sessions", json: #"{"buyer_id":"11111111-2222-3333-4444-555555555555"}"#)
        #expect(response.status == 404)
        #expect(response.pointers == ["/buyer_id"])
    }

    @Test func expiredSessionRefusesTokenization() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession()
        let later = SandboxHandler(
            store: sandbox.store, authenticator: AllowAll(),
            fingerprinter: HMACFingerprinter(key: Data(repeating: 1, count: 32)),
            environment: .fixed(at: SandboxHarness.now.addingTimeInterval(3601)), lookup: .cardKit)
        let response = await later.handle(
            HTTPRequest(
                method: .put, url: URL(string: "http://s/checkout/sessions/\(id)/fields")!,
                body: Data(
                    #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/30"}}"#.utf8)
            ))
        #expect(response.status == 404)
        #expect(response.text.contains("expired"))
    }
}
