import Foundation
import Testing
import Transport

@testable import Sandbox

@Suite struct CardDetailsRouteTests {
    static let bins: [(String, String, String, String?, [String])] = [
        ("45565579", "visa", "credit", "US", []),
        ("53332591", "mastercard", "credit", "US", []),
        ("341502", "amex", "credit", "US", []),
        ("36000000", "diners-club", "credit", "US", []),
        ("35280000", "jcb", "credit", "JP", []),
        ("40000566", "visa", "debit", "US", []),
        ("51051051", "mastercard", "prepaid", "US", []),
        ("40000025", "visa", "credit", "FR", ["carte-bancaire"]),
        ("55555525", "mastercard", "credit", "FR", ["carte-bancaire"]),
        ("40000503", "visa", "debit", "AU", ["eftpos-australia"]),
        ("45710000", "visa", "debit", "DK", ["dankort"]),
        ("411111", "visa", "credit", nil, []),
    ]

    @Test(arguments: bins)
    func binLookup(bin: String, scheme: String, cardType: String, country: String?, additional: [String]) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/card-details?currency=USD&bin=\(bin)")
        #expect(response.status == 200)
        #expect(response.object["type"] as? String == "card-detail")
        #expect(response.object["id"] as? String == bin)
        #expect(response.object["scheme"] as? String == scheme)
        #expect(response.object["card_type"] as? String == cardType)
        #expect(response.object["country"] as? String == country)
        #expect(response.object["additional_schemes"] as? [String] == additional)
    }

    @Test func requiredFieldsFollowTheRules() async throws {
        let sandbox = try SandboxHarness()
        let us = await sandbox.send(
            .get, "/card-details?currency=USD&bin=42424242&intent=capture&amount=150000&merchant_initiated=true")
        let fields = try #require(us.object["required_fields"] as? [String: Any])
        #expect(fields["email_address"] as? Bool == true)
        #expect(fields["first_name"] as? Bool == true)
        #expect(fields["phone_number"] as? Bool == true)
        #expect(fields["tax_id"] as? Bool == false)
        #expect((fields["address"] as? [String: Bool])?["postal_code"] == true)
        let brazil = await sandbox.send(.get, "/card-details?currency=BRL&bin=40000760")
        let brazilFields = try #require(brazil.object["required_fields"] as? [String: Any])
        #expect(brazilFields["tax_id"] as? Bool == true)
        #expect(brazilFields["email_address"] as? Bool == false)
        #expect((brazilFields["address"] as? [String: Bool])?["postal_code"] == false)
    }

    @Test func storedPaymentMethodIdIsLookedUpByItsBIN() async throws {
        let sandbox = try SandboxHarness()
        let session = try await sandbox.createSession()
        #expect(await sandbox.tokenize(session, number: "4000002500001001").status == 204)
        let stored = try #require(
            try sandbox.store.database.read { try $0.scalar("SELECT id FROM payment_methods").string })
        let response = await sandbox.send(.get, "/card-details?currency=EUR&payment_method_id=\(stored)")
        #expect(response.status == 200)
        #expect(response.object["additional_schemes"] as? [String] == ["carte-bancaire"])
    }

    static let invalid: [(String, [String])] = [
        ("bin=424242", ["/currency"]),
        ("currency=usd&bin=424242", ["/currency"]),
        ("currency=USD", ["/bin"]),
        ("currency=USD&bin=42", ["/bin"]),
        ("currency=USD&bin=42424242424", ["/bin"]),
        ("currency=USD&bin=abcdef", ["/bin"]),
        ("currency=USD&payment_method_id=nope", ["/payment_method_id"]),
        ("currency=USD&bin=424242&intent=refund", ["/intent"]),
        ("currency=USD&bin=424242&amount=1.5", ["/amount"]),
        ("currency=USD&bin=424242&is_subsequent_payment=1", ["/is_subsequent_payment"]),
        ("currency=USD&bin=424242&merchant_initiated=yes", ["/merchant_initiated"]),
        ("currency=USD&bin=424242&metadata=%5B%5D", ["/metadata"]),
        ("currency=USD&bin=424242&payment_source=web", ["/payment_source"]),
        ("currency=USD&bin=424242&country=usa", ["/country"]),
    ]

    @Test(arguments: invalid)
    func invalidQueriesAre400(query: String, pointers: [String]) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.get, "/card-details?\(query)")
        #expect(response.status == 400)
        #expect(response.pointers == pointers)
        let locations = (response.object["details"] as? [[String: Any]])?.compactMap { $0["location"] as? String }
        #expect(locations?.allSatisfy { $0 == "query" } == true)
    }

    @Test func unknownSchemeAndUnknownStoredMethodAre404() async throws {
        let sandbox = try SandboxHarness()
        #expect(await sandbox.send(.get, "/card-details?currency=USD&bin=999999").status == 404)
        let response = await sandbox.send(
            .get, "/card-details?currency=USD&payment_method_id=11111111-2222-3333-4444-555555555555")
        #expect(response.status == 404)
        #expect(response.pointers == ["/payment_method_id"])
    }
}

@Suite struct PaymentOptionsRouteTests {
    static let cases: [(String, [String])] = [
        ("{}", ["card"]),
        (#"{"locale":"en"}"#, ["card"]),
        (#"{"country":"US","currency":"USD","amount":1299}"#, ["card", "applepay", "googlepay", "paypal", "klarna"]),
        (#"{"country":"US","currency":"USD","amount":50}"#, ["card", "applepay", "googlepay", "paypal"]),
        (
            #"{"country":"NL","currency":"EUR","amount":1000}"#,
            ["card", "applepay", "googlepay", "paypal", "klarna", "ideal"]
        ),
        (#"{"country":"BE","currency":"EUR"}"#, ["card", "googlepay", "bancontact"]),
        (#"{"country":"JP","currency":"JPY","amount":5000}"#, ["card", "googlepay"]),
        (#"{"country":"US","currency":"USD","amount":2000000}"#, ["card", "applepay", "googlepay"]),
    ]

    @Test(arguments: cases)
    func optionsDependOnCountryCurrencyAndAmount(json: String, methods: [String]) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/payment-options", json: json)
        #expect(response.status == 200)
        #expect(response.items.compactMap { $0["method"] as? String } == methods)
        for item in response.items {
            #expect(item["type"] as? String == "payment-option")
            #expect(
                item["can_store_payment_method"] is Bool && item["can_delay_capture"] is Bool && item["mode"] is String)
        }
    }

    @Test func contextsHaveTheSpecShapes() async throws {
        let sandbox = try SandboxHarness()
        let items = await sandbox.send(
            .post, "/payment-options", json: #"{"country":"US","currency":"USD","amount":1299}"#
        ).items
        let byMethod = Dictionary(uniqueKeysWithValues: items.map { ($0["method"] as! String, $0) })
        #expect(byMethod["card"]?["context"] is NSNull)
        let wallet = try #require(byMethod["applepay"]?["context"] as? [String: Any])
        #expect(Set(wallet.keys) == ["merchant_name", "supported_schemes"])
        let google = try #require(byMethod["googlepay"]?["context"] as? [String: Any])
        #expect(Set(google.keys) == ["merchant_name", "supported_schemes", "gateway", "gateway_merchant_id"])
        let redirect = try #require(byMethod["klarna"]?["context"] as? [String: Any])
        #expect(
            Set(redirect.keys) == [
                "redirect_requires_popup", "requires_tokenized_redirect_popup", "approval_ui", "required_fields",
            ])
        #expect((redirect["approval_ui"] as? [String: String])?.keys.sorted() == ["height", "width"])
    }

    static let invalid: [(String, [String])] = [
        (#"{"country":"usa"}"#, ["/country"]),
        (#"{"currency":5}"#, ["/currency"]),
        (#"{"amount":12.5}"#, ["/amount"]),
        (#"{"locale":""}"#, ["/locale"]),
        (#"{"locale":"\#(String(repeating: "x", count: 51))"}"#, ["/locale"]),
        (#"{"metadata":"x"}"#, ["/metadata"]),
        (
            #"{"cart_items":[{"name":"a","quantity":0,"unit_amount":1,"categories":[1],"tax_exempt":"no"}]}"#,
            ["/cart_items/0/quantity", "/cart_items/0/categories/0", "/cart_items/0/tax_exempt"]
        ),
    ]

    @Test(arguments: invalid)
    func invalidBodiesAre400(json: String, pointers: [String]) async throws {
        let sandbox = try SandboxHarness()
        let response = await sandbox.send(.post, "/payment-options", json: json)
        #expect(response.status == 400)
        #expect(response.pointers.sorted() == pointers.sorted())
    }
}
