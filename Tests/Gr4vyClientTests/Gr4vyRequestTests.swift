import Foundation
import Gr4vyClient
import Testing
import Transport

/// The exact request each endpoint sends: method, path, query, headers and JSON body.
@Suite struct Gr4vyRequestTests {
    @Test func paymentOptionsPostsEveryFieldAndTheMerchantHeader() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, merchantId: "merchant-1")
        let item = Gr4vyPaymentOptionCartItem(
            name: "Shoe", quantity: 2, unitAmount: 1299, discountAmount: 100, taxAmount: 50,
            externalIdentifier: "ext-1",
            sku: "SKU-1", productUrl: "https://shop.example/shoe", imageUrl: "https://shop.example/shoe.png",
            categories: ["shoes", "sport"], productType: "physical", sellerCountry: "US", taxExempt: false,
            unitOfMeasure: "pair", commodityCode: "64041900", description: "Running shoe", dutyAmount: 10,
            shippingAmount: 500, upc: "012345678905")
        let request = Gr4vyPaymentOptionRequest(
            metadata: ["order": "42"], country: "US", currency: "USD", amount: 2598, locale: "en-US",
            cartItems: [item], timeout: 12)
        _ = try await gr4vy.paymentOptions.list(request: request)

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .post)
        #expect(sent.url.absoluteString == "\(Fixtures.sandboxBase)/payment-options")
        #expect(sent.timeout == 12)
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "merchant-1")
        let expected = Fixtures.json(
            """
            {"metadata":{"order":"42"},"country":"US","currency":"USD","amount":2598,"locale":"en-US",
             "cart_items":[{"name":"Shoe","quantity":2,"unit_amount":1299,"discount_amount":100,"tax_amount":50,
             "external_identifier":"ext-1","sku":"SKU-1","product_url":"https://shop.example/shoe",
             "image_url":"https://shop.example/shoe.png","categories":["shoes","sport"],"product_type":"physical",
             "seller_country":"US","upc":"012345678905","tax_exempt":false,"unit_of_measure":"pair",
             "commodity_code":"64041900","description":"Running shoe","duty_amount":10,"shipping_amount":500}]}
            """)
        #expect(Fixtures.json(sent.body) == expected)
    }

    @Test func paymentOptionsAlwaysSendsMetadataAndTheRequestsMerchantWins() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: nil, merchantId: "from-setup")
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        let own = Gr4vyPaymentOptionRequest(
            merchantId: "own", metadata: [:], country: nil, currency: nil, amount: 0, locale: "en", cartItems: [])
        _ = try await gr4vy.paymentOptions.list(request: own)
        let sent = mock.requests
        #expect(Fixtures.json(sent[0].body) == Fixtures.json(#"{"metadata":{},"locale":"en"}"#))
        #expect(
            Fixtures.json(sent[1].body) == Fixtures.json(#"{"metadata":{},"amount":0,"locale":"en","cart_items":[]}"#))
        #expect(sent.map { $0.headers["x-gr4vy-merchant-account-id"] } == ["from-setup", "own"])
        #expect(sent[0].headers["Authorization"] == nil)
        #expect(sent[0].timeout == 30)
    }

    @Test func cardDetailsSendsEveryQueryItemWithBooleansAsWords() async throws {
        let mock = MockTransport.successful(
            body: #"{"type":"card-detail","id":"42424242","card_type":"credit","scheme":"visa"}"#)
        let gr4vy = try Fixtures.client(mock, merchantId: "m-9")
        let details = Gr4vyCardDetails(
            currency: "USD", amount: "1299", bin: "42424242", country: "US",
            intent: Gr4vyPaymentIntent.capture.rawValue,
            isSubsequentPayment: true, merchantInitiated: false, metadata: #"{"a":"x+y&z"}"#,
            paymentMethodId: "0e1f8a6c-1d2b-4c3d-9e8f-0a1b2c3d4e5f",
            paymentSource: Gr4vyPaymentSource.cardOnFile.rawValue)
        _ = try await gr4vy.cardDetails.get(request: Gr4vyCardDetailsRequest(cardDetails: details, timeout: 4))

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .get)
        #expect(sent.path == "/card-details")
        #expect(sent.body == nil && sent.timeout == 4)
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "m-9")
        #expect(
            Fixtures.query(sent) == [
                "amount=1299", "bin=42424242", "country=US", "currency=USD", "intent=capture",
                "is_subsequent_payment=true", "merchant_initiated=false", #"metadata={"a":"x+y&z"}"#,
                "payment_method_id=0e1f8a6c-1d2b-4c3d-9e8f-0a1b2c3d4e5f", "payment_source=card_on_file",
            ])
        #expect(sent.url.query?.contains("x%2By%26z") == true)
    }

    @Test(arguments: Gr4vySortBy.allCases)
    func paymentMethodsSendsEverySortValue(sortBy: Gr4vySortBy) async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let query = Gr4vyBuyersPaymentMethods(
            buyerId: "b-1", buyerExternalIdentifier: "user 7", sortBy: sortBy, orderBy: .asc, country: "GB",
            currency: "GBP")
        let request = Gr4vyBuyersPaymentMethodsRequest(paymentMethods: query, merchantId: "override", timeout: 5)
        _ = try await Fixtures.client(mock, merchantId: "default").paymentMethods.list(request: request)

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .get)
        #expect(sent.path == "/buyers/payment-methods")
        #expect(sent.timeout == 5 && sent.body == nil)
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "override")
        #expect(
            Fixtures.query(sent) == [
                "buyer_external_identifier=user 7", "buyer_id=b-1", "country=GB", "currency=GBP", "order_by=asc",
                "sort_by=\(sortBy.rawValue)",
            ])
    }

    @Test func paymentMethodsOrderDescendingByDefault() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let byExternal = Gr4vyBuyersPaymentMethods(buyerId: nil, buyerExternalIdentifier: "user-7")
        _ = try await Fixtures.client(mock).paymentMethods.list(
            request: Gr4vyBuyersPaymentMethodsRequest(paymentMethods: byExternal))
        let unordered = Gr4vyBuyersPaymentMethods(buyerId: "b", orderBy: nil)
        _ = try await Fixtures.client(mock).paymentMethods.list(
            request: Gr4vyBuyersPaymentMethodsRequest(paymentMethods: unordered))
        #expect(
            mock.requests.map(Fixtures.query) == [
                ["buyer_external_identifier=user-7", "order_by=desc"], ["buyer_id=b"],
            ])
    }

    static let tokenizeCases: [(Gr4vyCardData, String)] = [
        (
            Gr4vyCardData(
                paymentMethod: .card(.init(number: "4111111111111111", expirationDate: "01/30", securityCode: "123")),
                postalCode: "SW1A 1AA"),
            #"{"payment_method":{"method":"card","number":"4111111111111111","expiration_date":"01/30","security_code":"123"},"postal_code":"SW1A 1AA"}"#
        ),
        (
            Gr4vyCardData(paymentMethod: .card(.init(number: "4111111111111111", expirationDate: "01/30"))),
            #"{"payment_method":{"method":"card","number":"4111111111111111","expiration_date":"01/30"}}"#
        ),
        (
            Gr4vyCardData(paymentMethod: .id(.init(id: "7c1f", securityCode: "4567"))),
            #"{"payment_method":{"method":"id","id":"7c1f","security_code":"4567"}}"#
        ),
        (
            Gr4vyCardData(
                paymentMethod: .clickToPay(
                    .init(
                        merchantTransactionId: "mt-1", srcCorrelationId: "corr-1", srcDpaId: "dpa-1",
                        srcCxFlowId: "flow-1"))),
            #"{"payment_method":{"method":"click-to-pay","merchant_transaction_id":"mt-1","src_correlation_id":"corr-1","src_dpa_id":"dpa-1","src_cx_flow_id":"flow-1"}}"#
        ),
    ]

    @Test(arguments: tokenizeCases)
    func tokenizePutsThePaymentMethodInTheSession(cardData: Gr4vyCardData, body: String) async throws {
        let mock = MockTransport.successful(status: 204, body: "")
        let gr4vy = try Fixtures.client(mock, merchantId: "m-1")
        try await gr4vy.tokenize(checkoutSessionId: "cs/1 2", cardData: cardData)

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .put)
        #expect(sent.url.absoluteString == "\(Fixtures.sandboxBase)/checkout/sessions/cs%2F1%202/fields")
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == nil)
        #expect(sent.timeout == 30)
        #expect(Fixtures.json(sent.body) == Fixtures.json(body))
        #expect(mock.requests.count == 1)
    }

    @Test func aStandaloneCheckoutSessionServiceTokenizesTheSameWay() async throws {
        let mock = MockTransport.successful(status: 204, body: "")
        let service = Gr4vyCheckoutSessionService(
            setup: Fixtures.setup(merchantId: "m-1"), session: Gr4vyTransportSession(transport: mock))
        try await service.tokenize(checkoutSessionId: "cs-1", cardData: Fixtures.card)
        let sent = try #require(mock.requests.first)
        #expect(sent.method == .put && sent.path == "/checkout/sessions/cs-1/fields")
        #expect(
            Fixtures.json(sent.body)
                == Fixtures.json(
                    #"{"payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30","security_code":"737"}}"#
                ))
    }

    @Test func completionHandlerFormsDeliverTheResult() async throws {
        let mock = MockTransport.successful(body: #"{"items":[{"method":"card"}]}"#)
        let gr4vy = try Fixtures.client(mock)
        let options = try await withCheckedThrowingContinuation { continuation in
            gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest) { continuation.resume(with: $0) }
        }
        #expect(options.map(\.method) == ["card"])
        let methods = try await withCheckedThrowingContinuation { continuation in
            gr4vy.paymentMethods.list(request: Fixtures.paymentMethodsRequest) { continuation.resume(with: $0) }
        }
        #expect(methods.map(\.method) == ["card"])
        let details = try await withCheckedThrowingContinuation { continuation in
            gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest) { continuation.resume(with: $0) }
        }
        #expect(details.id == nil)
        let failure: Result<Void, any Error> = await withCheckedContinuation { continuation in
            gr4vy.tokenize(checkoutSessionId: "", cardData: Fixtures.card) { continuation.resume(returning: $0) }
        }
        guard case .failure(let error as Gr4vyError) = failure else {
            Issue.record("expected a Gr4vyError, got \(failure)")
            return
        }
        #expect(error == .badURL("Checkout session ID is empty"))
    }
}
