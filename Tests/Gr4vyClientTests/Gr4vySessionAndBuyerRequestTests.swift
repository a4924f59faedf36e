import Foundation
import Gr4vyClient
import Testing
import Transport

/// `POST /checkout/sessions`, `GET /checkout/sessions/{id}` and `POST /buyers`: bodies hold only what the
/// API's schemas allow (both have `additionalProperties: false`), and responses decode.
@Suite struct Gr4vySessionAndBuyerRequestTests {
    /// The properties of the OpenAPI document's `CheckoutSessionUpdate`, the body of `POST /checkout/sessions`.
    static let checkoutSessionUpdateFields: Set<String> = [
        "airline", "amount", "buyer", "cart_items", "country", "currency", "expires_in", "intent",
        "is_subsequent_payment", "merchant_initiated", "metadata", "payment_service_id", "payment_source",
    ]
    /// The properties of `GuestBuyer` that the client models.
    static let guestBuyerFields: Set<String> = ["account_number", "display_name", "external_identifier"]
    /// The properties of `BuyerCreate`, the body of `POST /buyers`.
    static let buyerCreateFields: Set<String> = [
        "account_number", "billing_details", "display_name", "external_identifier",
    ]

    static let sessionBody = #"""
        {"type":"checkout-session","id":"3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f","expires_at":"2030-01-01T00:00:00Z",
         "amount":1299,"currency":"USD","metadata":{"order":"42"},"cart_items":null,
         "buyer":{"external_identifier":"user-42","display_name":"Ada"},
         "payment_method":{"type":"payment-method","id":null,"method":"card","scheme":"carte-bancaire",
                           "label":"1001","fingerprint":"fp","details":{"bin":"40000025"}}}
        """#

    @Test func createSendsOnlyTheFieldsOfCheckoutSessionUpdate() async throws {
        let mock = MockTransport.successful(status: 201, body: Self.sessionBody)
        let gr4vy = try Fixtures.client(mock)
        let body = Gr4vyCheckoutSessionCreate(
            amount: 1299, currency: "USD", country: "US", metadata: ["order": "42"],
            cartItems: [
                Gr4vyPaymentOptionCartItem(
                    name: "Shoe", quantity: 1, unitAmount: 1299, discountAmount: nil, taxAmount: nil,
                    externalIdentifier: nil, sku: nil, productUrl: nil, imageUrl: nil, categories: nil,
                    productType: nil,
                    sellerCountry: nil)
            ],
            buyer: Gr4vyBuyerDetails(externalIdentifier: "user-42", displayName: "Ada", accountNumber: "A-1"),
            expiresIn: 7200)
        let session = try await gr4vy.checkoutSession.create(
            request: Gr4vyCheckoutSessionCreateRequest(session: body, merchantId: "m-2", timeout: 9))

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .post)
        #expect(sent.url.absoluteString == "\(Fixtures.sandboxBase)/checkout/sessions")
        #expect(sent.timeout == 9)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "m-2")
        Fixtures.expectCommonHeaders(sent)
        let expected = Fixtures.json(
            """
            {"amount":1299,"currency":"USD","country":"US","metadata":{"order":"42"},
             "cart_items":[{"name":"Shoe","quantity":1,"unit_amount":1299}],
             "buyer":{"external_identifier":"user-42","display_name":"Ada","account_number":"A-1"},"expires_in":7200}
            """)
        #expect(Fixtures.json(sent.body) == expected)
        guard case .object(let fields)? = Fixtures.json(sent.body), case .object(let buyer)? = fields["buyer"] else {
            Issue.record("the body is not an object with a buyer")
            return
        }
        #expect(Set(fields.keys).isSubset(of: Self.checkoutSessionUpdateFields))
        #expect(Set(buyer.keys).isSubset(of: Self.guestBuyerFields))
        #expect(session.id == "3f2b0c1e-5d4a-4b7c-9e8f-0a1b2c3d4e5f")
        #expect(session.buyer?.externalIdentifier == "user-42")
        #expect(session.paymentMethod?.scheme == "carte-bancaire" && session.paymentMethod?.label == "1001")
    }

    @Test func anEmptyCreateSendsAnEmptyObject() async throws {
        let mock = MockTransport.successful(status: 201, body: Self.sessionBody)
        _ = try await Fixtures.client(mock).checkoutSession.create(request: Gr4vyCheckoutSessionCreateRequest())
        #expect(Fixtures.json(mock.requests.first?.body) == .object([:]))
    }

    @Test func getReadsTheSessionByItsEscapedId() async throws {
        let mock = MockTransport.successful(body: Self.sessionBody)
        let session = try await Fixtures.client(mock).checkoutSession.get(checkoutSessionId: "a/b", timeout: 3)
        let sent = try #require(mock.requests.first)
        #expect(sent.method == .get && sent.body == nil && sent.timeout == 3)
        #expect(sent.url.absoluteString == "\(Fixtures.sandboxBase)/checkout/sessions/a%2Fb")
        #expect(session.amount == 1299 && session.metadata == ["order": "42"])
    }

    @Test func aSessionWithoutItsRequiredFieldsIsADecodingError() async throws {
        let mock = MockTransport.successful(status: 201, body: #"{"type":"checkout-session","id":"x"}"#)
        let error = await Fixtures.gr4vyError {
            _ = try await Fixtures.client(mock).checkoutSession.create(request: Gr4vyCheckoutSessionCreateRequest())
        }
        #expect(
            error
                == .decodingError(
                    "create_checkout_session (POST /checkout/sessions): the field 'expires_at' is missing."))
    }

    @Test func buyerCreatePostsBuyerCreateAndDecodesTheBuyer() async throws {
        let mock = MockTransport.successful(
            status: 201,
            body: #"""
                {"type":"buyer","id":"8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69","external_identifier":"user-42",
                 "display_name":"Ada","merchant_account_id":"default","reconciliation_id":"r1",
                 "created_at":"2026-11-30T00:00:00Z","updated_at":"2026-11-30T00:00:00Z"}
                """#)
        let buyer = try await Fixtures.client(mock).buyers.create(
            request: Gr4vyBuyerCreateRequest(
                buyer: Gr4vyBuyerDetails(externalIdentifier: "user-42", displayName: "Ada"), merchantId: "m-3"))
        let sent = try #require(mock.requests.first)
        #expect(sent.method == .post)
        #expect(sent.url.absoluteString == "\(Fixtures.sandboxBase)/buyers")
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "m-3")
        #expect(Fixtures.json(sent.body) == Fixtures.json(#"{"external_identifier":"user-42","display_name":"Ada"}"#))
        if case .object(let fields)? = Fixtures.json(sent.body) {
            #expect(Set(fields.keys).isSubset(of: Self.buyerCreateFields))
        }
        #expect(buyer.id == "8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69")
        #expect(buyer.merchantAccountId == "default" && buyer.reconciliationId == "r1")
    }

    @Test func aConflictIsAnHTTPErrorWithTheAPIsCode() async throws {
        let mock = MockTransport.successful(
            status: 409,
            body:
                #"{"type":"error","code":"duplicate_record","status":409,"message":"A buyer with this external identifier already exists"}"#
        )
        let error = await Fixtures.gr4vyError {
            _ = try await Fixtures.client(mock).buyers.create(
                request: Gr4vyBuyerCreateRequest(buyer: Gr4vyBuyerDetails(externalIdentifier: "user-42")))
        }
        #expect(error?.statusCode == 409 && error?.apiError?.code == "duplicate_record")
        #expect(
            error?.errorDescription
                == "API request failed with status 409: A buyer with this external identifier already exists")
    }
}
