import Foundation
import Gr4vyClient
import Testing
import Transport

/// The exact request each endpoint sends: method, path, query, headers and JSON body.
@Suite struct Gr4vyRequestTests {
    @Test func paymentOptionsPostsEveryFieldAndTheMerchantHeader() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, merchantId: "merchant-1")
        var item = Gr4vyPaymentOptionCartItem(name: "Shoe", quantity: 2, unitAmount: 1299)
        item.discountAmount = 100
        item.taxAmount = 50
        item.externalIdentifier = "ext-1"
        item.sku = "SKU-1"
        item.productUrl = "https://shop.example/shoe"
        item.imageUrl = "https://shop.example/shoe.png"
        item.categories = ["shoes", "sport"]
        item.productType = "physical"
        item.sellerCountry = "US"
        item.upc = "012345678905"
        item.taxExempt = false
        item.unitOfMeasure = "pair"
        item.commodityCode = "64041900"
        item.description = "Running shoe"
        item.dutyAmount = 10
        item.shippingAmount = 500
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

    @Test func paymentOptionsDefaultsToLocaleEnAndOmitsUnsetFields() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        _ = try await Fixtures.client(mock, token: nil).paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        let sent = try #require(mock.requests.first)
        #expect(Fixtures.json(sent.body) == Fixtures.json(#"{"locale":"en"}"#))
        #expect(sent.headers["Authorization"] == nil)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == nil)
        #expect(sent.timeout == 30)
    }

    @Test func cardDetailsSendsEveryQueryItemWithBooleansAsWords() async throws {
        let mock = MockTransport.successful(
            body: #"{"type":"card-detail","id":"42424242","card_type":"credit","scheme":"visa"}"#)
        let gr4vy = try Fixtures.client(mock, merchantId: "m-9")
        let details = Gr4vyCardDetails(
            currency: "USD", amount: 1299, bin: "42424242", country: "US", intent: .capture,
            isSubsequentPayment: true, merchantInitiated: false, metadata: ["b": "2", "a": "x+y&z"],
            paymentMethodId: "0e1f8a6c-1d2b-4c3d-9e8f-0a1b2c3d4e5f", paymentSource: .cardOnFile)
        _ = try await gr4vy.cardDetails.get(request: Gr4vyCardDetailsRequest(cardDetails: details))

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .get)
        #expect(sent.path == "/card-details")
        #expect(sent.body == nil)
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "m-9")
        #expect(
            Fixtures.query(sent) == [
                "currency=USD", "amount=1299", "bin=42424242", "country=US", "intent=capture",
                "is_subsequent_payment=true", "merchant_initiated=false", #"metadata={"a":"x+y&z","b":"2"}"#,
                "payment_method_id=0e1f8a6c-1d2b-4c3d-9e8f-0a1b2c3d4e5f", "payment_source=card_on_file",
            ])
        #expect(sent.url.query?.contains("x%2By%26z") == true)
    }

    @Test(arguments: ["4111111111111111", "42424", "4242424a", " 424242", "４２４２４２"])
    func cardDetailsRefusesABinThatIsNotSixToEightDigitsWithoutSending(bin: String) async throws {
        let mock = MockTransport.successful()
        let details = Gr4vyCardDetails(currency: "USD", bin: bin)
        do throws(Gr4vyError) {
            _ = try await Fixtures.client(mock).cardDetails.get(request: Gr4vyCardDetailsRequest(cardDetails: details))
            Issue.record("sent bin \(bin)")
        } catch {
            guard case .invalidInput(let message) = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains("6 to 8 digits") && !message.contains(bin))
        }
        #expect(mock.requests.isEmpty)
        #expect(Gr4vyCardDetails.isValid(bin: "424242") && Gr4vyCardDetails.isValid(bin: "42424242"))
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
        #expect(sent.timeout == 5)
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "override")
        #expect(
            Fixtures.query(sent) == [
                "buyer_id=b-1", "buyer_external_identifier=user 7", "sort_by=\(sortBy.rawValue)", "order_by=asc",
                "country=GB", "currency=GBP",
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
        let result = try await gr4vy.tokenize(checkoutSessionId: "cs/1 2", cardData: cardData)
        #expect(result.tokenized)

        let sent = try #require(mock.requests.first)
        #expect(sent.method == .put)
        #expect(sent.url.absoluteString == "\(Fixtures.sandboxBase)/checkout/sessions/cs%2F1%202/fields")
        Fixtures.expectCommonHeaders(sent)
        #expect(sent.headers["x-gr4vy-merchant-account-id"] == "m-1")
        #expect(Fixtures.json(sent.body) == Fixtures.json(body))
    }

    @Test func productionAndCustomServersFormTheBaseURL() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let production = try Gr4vy(gr4vyId: "acme", server: .production, transport: mock)
        _ = try await production.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        let custom = try Gr4vy(
            gr4vyId: "acme", server: .custom(try #require(URL(string: "http://127.0.0.1:8080/api/"))), transport: mock)
        _ = try await custom.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        #expect(
            mock.requests.map(\.url.absoluteString) == [
                "https://api.acme.gr4vy.app/payment-options", "http://127.0.0.1:8080/api/payment-options",
            ])
    }

    @Test func completionHandlerVariantDeliversTheResult() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock)
        let response = try await withCheckedThrowingContinuation { continuation in
            gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest()) { continuation.resume(with: $0) }
        }
        #expect(response.items.isEmpty)
        let failure = await withCheckedContinuation { continuation in
            gr4vy.tokenize(
                checkoutSessionId: "", cardData: Gr4vyCardData(paymentMethod: .id(.init(id: "x")))
            ) { continuation.resume(returning: $0) }
        }
        guard case .failure(let error) = failure, case .invalidInput = error.kind else {
            Issue.record("expected invalidInput, got \(failure)")
            return
        }
    }
}
