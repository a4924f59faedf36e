import Foundation
import Gr4vyClient
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The services made both ways: on a URL session, and with an HTTP client of the caller's own.
@Suite struct Gr4vyServiceTests {
    static func header(_ request: URLRequest, _ name: String) -> String? {
        request.value(forHTTPHeaderField: name)
    }

    @Test func servicesOnASessionSendTheSetupsCredentials() async throws {
        let session = MockURLSession(body: #"{"items":[],"id":"424242"}"#)
        let setup = Fixtures.setup(merchantId: "m-1", timeout: 8)
        _ = try await Gr4vyPaymentOptionsService(setup: setup, session: session).list(
            request: Fixtures.paymentOptionsRequest)
        _ = try await Gr4vyCardDetailsService(setup: setup, session: session).get(request: Fixtures.cardDetailsRequest)
        _ = try await Gr4vyBuyersPaymentMethodsService(setup: setup, session: session).list(
            request: Fixtures.paymentMethodsRequest)
        try await Gr4vyCheckoutSessionService(setup: setup, session: session).tokenize(
            checkoutSessionId: "cs-1", cardData: Fixtures.card)
        let sent = session.requests
        #expect(sent.map(\.httpMethod) == ["POST", "GET", "GET", "PUT"])
        #expect(
            sent.map { $0.url?.absoluteString ?? "" } == [
                "\(Fixtures.sandboxBase)/payment-options",
                "\(Fixtures.sandboxBase)/card-details?bin=424242&currency=USD",
                "\(Fixtures.sandboxBase)/buyers/payment-methods?buyer_id=b-1&order_by=desc",
                "\(Fixtures.sandboxBase)/checkout/sessions/cs-1/fields",
            ])
        #expect(sent.allSatisfy { Self.header($0, "Authorization") == "Bearer tok_123" })
        #expect(sent.allSatisfy { Self.header($0, "User-Agent") == Gr4vySDK.userAgent })
        #expect(sent.map { Self.header($0, "x-gr4vy-merchant-account-id") } == ["m-1", "m-1", "m-1", nil])
        #expect(sent.map(\.timeoutInterval) == [8, 8, 8, 8])
        #expect(Fixtures.json(sent[0].httpBody) == Fixtures.json(#"{"metadata":{},"locale":"en"}"#))
    }

    @Test func servicesWithTheirOwnClientPassEachCallsParts() async throws {
        let mock = MockHTTPClient(body: #"{"items":[{"method":"card"}],"id":"424242","scheme":"visa"}"#)
        let setup = Fixtures.setup(merchantId: "m-1")
        let configuration = Gr4vyHTTPConfiguration(setup: setup, debugMode: true)
        let options = try await Gr4vyPaymentOptionsService(httpClient: mock, configuration: configuration).list(
            request: Gr4vyPaymentOptionRequest(
                merchantId: "own", metadata: [:], country: nil, currency: nil, amount: nil, locale: "en",
                cartItems: nil,
                timeout: 2))
        let details = try await Gr4vyCardDetailsService(httpClient: mock, configuration: configuration).get(
            request: Fixtures.cardDetailsRequest)
        let methods = try await Gr4vyBuyersPaymentMethodsService(httpClient: mock, configuration: configuration).list(
            request: Fixtures.paymentMethodsRequest)
        try await Gr4vyCheckoutSessionService(httpClient: mock, configuration: configuration).tokenize(
            checkoutSessionId: "cs-1", cardData: Gr4vyCardData(paymentMethod: .id(IdPaymentMethod(id: "pm-1"))))
        #expect(options.map(\.method) == ["card"] && details.scheme == "visa" && methods.map(\.method) == ["card"])
        let base = Fixtures.sandboxBase
        #expect(
            mock.calls == [
                .init(
                    url: URL(string: "\(base)/payment-options")!, method: "POST",
                    body: #"{"locale":"en","metadata":{}}"#,
                    merchantId: "own", timeout: 2),
                .init(
                    url: URL(string: "\(base)/card-details")!, method: "GET",
                    body: #"{"card_details":{"bin":"424242","currency":"USD"}}"#, merchantId: "m-1", timeout: nil),
                .init(
                    url: URL(string: "\(base)/buyers/payment-methods")!, method: "GET",
                    body: #"{"payment_methods":{"buyer_id":"b-1","order_by":"desc"}}"#, merchantId: "m-1", timeout: nil),
                .init(
                    url: URL(string: "\(base)/checkout/sessions/cs-1/fields")!, method: "PUT",
                    body: #"{"payment_method":{"id":"pm-1","method":"id"}}"#, merchantId: nil, timeout: nil),
            ])
    }

    @Test func anErrorOfTheirOwnClientReachesTheCallerUnchanged() async throws {
        let configuration = Gr4vyHTTPConfiguration(setup: Fixtures.setup())
        let raw = Gr4vyPaymentOptionsService(
            httpClient: MockHTTPClient(error: URLError(.timedOut)), configuration: configuration)
        await #expect(throws: URLError(.timedOut)) { try await raw.list(request: Fixtures.paymentOptionsRequest) }
        let wrapped = Gr4vyCardDetailsService(
            httpClient: MockHTTPClient(
                error: Gr4vyError.httpError(statusCode: 418, responseData: nil, message: "teapot")),
            configuration: configuration)
        await #expect(throws: Gr4vyError.httpError(statusCode: 418, responseData: nil, message: "teapot")) {
            try await wrapped.get(request: Fixtures.cardDetailsRequest)
        }
    }

    @Test func updateSetupReachesLaterRequestsOnTheSameSession() async throws {
        let session = MockURLSession(body: #"{"items":[]}"#)
        let service = Gr4vyBuyersPaymentMethodsService(
            setup: Fixtures.setup(token: "old", merchantId: "m-old"), session: session)
        _ = try await service.list(request: Fixtures.paymentMethodsRequest)
        service.updateSetup(Fixtures.setup(token: "new", merchantId: nil, timeout: 3))
        _ = try await service.list(request: Fixtures.paymentMethodsRequest)
        let sent = session.requests
        #expect(sent.map { Self.header($0, "Authorization") } == ["Bearer old", "Bearer new"])
        #expect(sent.map { Self.header($0, "x-gr4vy-merchant-account-id") } == ["m-old", nil])
        #expect(sent.map(\.timeoutInterval) == [30, 3])
    }

    @Test func updateSetupReplacesTheirOwnClientWithOneOnTheConfigurationsSession() async throws {
        let mock = MockHTTPClient(body: #"{"items":[]}"#)
        let session = MockURLSession(body: #"{"items":[]}"#)
        let configuration = Gr4vyHTTPConfiguration(setup: Fixtures.setup(), session: session)
        let service = Gr4vyPaymentOptionsService(httpClient: mock, configuration: configuration)
        _ = try await service.list(request: Fixtures.paymentOptionsRequest)
        service.updateSetup(Fixtures.setup(token: "new"))
        _ = try await service.list(request: Fixtures.paymentOptionsRequest)
        #expect(mock.calls.count == 1)
        #expect(session.requests.map { Self.header($0, "Authorization") } == ["Bearer new"])
    }

    @Test func theClientPushesUpdatesIntoEveryService() async throws {
        let session = MockURLSession(status: 204, body: "")
        let gr4vy = try Gr4vy(gr4vyId: "acme", token: "old", server: .sandbox, session: session)
        gr4vy.updateToken("new")
        try await gr4vy.tokenize(checkoutSessionId: "cs-1", cardData: Fixtures.card)
        // The 204's empty body is not a buyer or a session; the requests still show the token they carried.
        await #expect(throws: Gr4vyError.self) {
            try await gr4vy.buyers.create(request: Gr4vyBuyerCreateRequest(buyer: Gr4vyBuyerDetails()))
        }
        await #expect(throws: Gr4vyError.self) { try await gr4vy.checkoutSession.get(checkoutSessionId: "cs-1") }
        #expect(
            session.requests.map { Self.header($0, "Authorization") } == ["Bearer new", "Bearer new", "Bearer new"])
    }
}
