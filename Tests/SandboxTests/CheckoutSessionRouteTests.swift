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

    @Test func guestBuyerIsEchoedAsGivenAndCreatesNoBuyer() async throws {
        let sandbox = try SandboxHarness()
        let guest =
            #"{"display_name":"Ada","external_identifier":"ada","billing_details":{"phone_number":"+447700900123"}}"#
        let response = await sandbox.send(.post, "/checkout/sessions", json: #"{"buyer":\#(guest)}"#)
        #expect(response.status == 201)
        let buyer = try #require(response.object["buyer"] as? [String: Any])
        #expect(
            NSDictionary(dictionary: buyer)
                == (try JSONSerialization.jsonObject(with: Data(guest.utf8)) as? NSDictionary))
        #expect(response.object["created_at"] == nil)
        // The spec's guest buyer is not a buyer: creating "ada" afterwards is no conflict.
        #expect(await sandbox.send(.post, "/buyers", json: #"{"external_identifier":"ada"}"#).status == 201)
    }

    @Test(arguments: [(nil, 3600.0), (3600, 3600), (7200.5, 7200.5), (86400, 86400)] as [(Double?, Double)])
    func expiresInSetsTheExpiry(expiresIn: Double?, seconds: Double) async throws {
        let sandbox = try SandboxHarness()
        let body = expiresIn.map { #"{"expires_in":\#($0)}"# } ?? "{}"
        let response = await sandbox.send(.post, "/checkout/sessions", json: body)
        #expect(response.status == 201)
        let expected = Timestamp.string(SandboxHarness.now.addingTimeInterval(seconds))
        #expect(response.object["expires_at"] as? String == expected)
    }

    @Test func specAllowsANullOrEmptyArrayBody() async throws {
        let sandbox = try SandboxHarness()
        #expect(await sandbox.send(.post, "/checkout/sessions", json: "null").status == 201)
        #expect(await sandbox.send(.post, "/checkout/sessions", json: "[{}]").status == 201)
        #expect(await sandbox.send(.post, "/checkout/sessions", json: #"[{"a":1}]"#).pointers == ["/0"])
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
        (#"{"buyer_id":"11111111-2222-3333-4444-555555555555"}"#, ["/buyer_id"]),
        (#"{"buyer_external_identifier":"x"}"#, ["/buyer_external_identifier"]),
        (#"{"buyer":{"display_name":5}}"#, ["/buyer/display_name"]),
        (#"{"buyer":{"display_name":""}}"#, ["/buyer/display_name"]),
        (#"{"buyer":{"id":"x"}}"#, ["/buyer/id"]),
        (#"{"buyer":{"billing_details":{"phone_number":"07700 900123"}}}"#, ["/buyer/billing_details/phone_number"]),
        (
            #"{"buyer":{"billing_details":{"tax_id":{"kind":"xx.vat","value":"1"}}}}"#,
            ["/buyer/billing_details/tax_id/kind"]
        ),
        (
            #"{"buyer":{"billing_details":{"address":{"country":"usa","zip":"1"}}}}"#,
            ["/buyer/billing_details/address/country", "/buyer/billing_details/address/zip"]
        ),
        (#"{"expires_in":3599}"#, ["/expires_in"]),
        (#"{"expires_in":86401}"#, ["/expires_in"]),
        (#"{"expires_in":"3600"}"#, ["/expires_in"]),
        (#"{"amount":100000000}"#, ["/amount"]),
        (#"{"intent":"sale","payment_source":"pos"}"#, ["/intent", "/payment_source"]),
        (#"{"created_at":"2026-01-01T00:00:00Z"}"#, ["/created_at"]),
    ]

    @Test(arguments: invalidBodies)
    func invalidCreateBodiesAre400WithPointers(json: String, pointers: [String]) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/checkout/sessions", json: json)
        #expect(response.status == 400)
        #expect(response.object["code"] as? String == "bad_request")
        #expect(response.pointers.sorted() == pointers.sorted())
    }

    @Test func sessionPaymentMethodHasOnlyTheSpecFields() async throws {
        let sandbox = try SandboxHarness()
        let id = try await sandbox.createSession()
        #expect(await sandbox.tokenize(id, number: "4556557955726624").status == 204)
        let method = try #require(
            await sandbox.send(.get, "/checkout/sessions/\(id)").object["payment_method"] as? [String: Any])
        #expect(Set(method.keys) == ["type", "id", "method", "scheme", "label", "fingerprint", "details"])
        let details = try #require(method["details"] as? [String: Any])
        #expect(Set(details.keys) == ["bin", "card_type", "card_country", "card_issuer_name"])
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
