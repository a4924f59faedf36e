import Foundation
import Gr4vyClient
import TesseraTestSupport
import Testing
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``Gr4vyError``'s seven cases, their texts, and which failure gives which case.
@Suite struct Gr4vyErrorTests {
    /// The text each sample of ``everyCase`` reads, by case, so that a new case fails to compile here.
    static func expectedDescription(of error: Gr4vyError) -> String {
        switch error {
        case .invalidGr4vyId: "The provided Gr4vy ID is invalid or empty. Please check your configuration."
        case .badURL: "Invalid URL configuration: Gr4vy ID is empty"
        case .httpError(statusCode: 404, _, _): "API request failed with status 404: Not found"
        case .httpError: "API request failed with status 500: Unknown error occurred"
        case .networkError(let urlError) where urlError.code == .timedOut:
            "Network connectivity error: the request timed out (URLError -1001)"
        case .networkError: "Network connectivity error: this device is not connected to a network (URLError -1009)"
        case .decodingError: "Failed to process server response: the field 'items' is missing."
        case .threeDSError: "Failed to start a 3DS session: Received unknown indicator: MAYBE"
        case .uiContextError: "UI context error: no presenter"
        }
    }

    static let everyCase: [Gr4vyError] = [
        .invalidGr4vyId, .badURL("Gr4vy ID is empty"),
        .httpError(statusCode: 404, responseData: Data("{}".utf8), message: "Not found"),
        .httpError(statusCode: 500, responseData: nil, message: nil), .networkError(URLError(.timedOut)),
        .networkError(URLError(.notConnectedToInternet)), .decodingError("the field 'items' is missing."),
        .threeDSError("Received unknown indicator: MAYBE"), .uiContextError("no presenter"),
    ]

    @Test(arguments: everyCase)
    func everyCaseReadsItsText(error: Gr4vyError) {
        #expect(error.errorDescription == Self.expectedDescription(of: error))
        #expect(error.localizedDescription == error.errorDescription)
    }

    @Test func theTextsAreTheSDKs() {
        #expect(
            Gr4vyError.httpError(statusCode: 503, responseData: nil, message: nil).errorDescription
                == "API request failed with status 503: Unknown error occurred")
        #expect(Gr4vyError.badURL("x").errorDescription == "Invalid URL configuration: x")
        #expect(Gr4vyError.uiContextError("y").errorDescription == "UI context error: y")
    }

    @Test func equalityComparesTheAssociatedValues() {
        #expect(Gr4vyError.badURL("a") == .badURL("a"))
        #expect(Gr4vyError.badURL("a") != .badURL("b"))
        #expect(Gr4vyError.badURL("a") != .decodingError("a"))
        #expect(Gr4vyError.networkError(URLError(.timedOut)) == .networkError(URLError(.timedOut)))
        #expect(
            Gr4vyError.httpError(statusCode: 400, responseData: nil, message: "m")
                != .httpError(statusCode: 401, responseData: nil, message: "m"))
        let http = Gr4vyError.httpError(statusCode: 409, responseData: Data("{}".utf8), message: nil)
        #expect(http.statusCode == 409 && http.responseData == Data("{}".utf8))
        #expect(Gr4vyError.invalidGr4vyId.statusCode == nil && Gr4vyError.invalidGr4vyId.responseData == nil)
    }

    // MARK: Configuration and URLs

    @Test func anEmptyIdIsRefusedAtInit() {
        #expect(throws: Gr4vyError.invalidGr4vyId) { try Fixtures.client(.successful(), gr4vyId: "") }
        #expect(throws: Gr4vyError.invalidGr4vyId) { try Gr4vy(gr4vyId: "", token: nil, server: .production) }
    }

    @Test(arguments: [
        ("-acme", "Gr4vy ID contains suspicious patterns"), ("acme-", "Gr4vy ID contains suspicious patterns"),
        ("ac.me", "Gr4vy ID contains invalid characters"), ("a..b", "Gr4vy ID contains invalid characters"),
        ("acme corp", "Gr4vy ID contains invalid characters"), ("a/b", "Gr4vy ID contains invalid characters"),
        ("a@b", "Gr4vy ID contains invalid characters"), ("a%2e", "Gr4vy ID contains invalid characters"),
    ])
    func aBadIdIsABadURLWhenTheURLIsBuiltAndNothingIsSent(id: String, message: String) async throws {
        let mock = MockTransport.successful()
        let gr4vy = try Fixtures.client(mock, gr4vyId: id)
        let error = await Fixtures.gr4vyError {
            try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        #expect(error == .badURL(message))
        let setup = Gr4vySetup(gr4vyId: id, token: nil, merchantId: nil, server: .sandbox)
        #expect(throws: Gr4vyError.badURL(message)) { try Gr4vyUtility.cardDetailsURL(from: setup) }
        #expect(mock.requests.isEmpty)
    }

    @Test func anEmptySessionIdIsABadURLAndNothingIsSent() async throws {
        let mock = MockTransport.successful(status: 204, body: "")
        let gr4vy = try Fixtures.client(mock)
        let error = await Fixtures.gr4vyError {
            try await gr4vy.tokenize(checkoutSessionId: "", cardData: Fixtures.card)
        }
        #expect(error == .badURL("Checkout session ID is empty"))
        let setup = Fixtures.setup()
        for build in [
            Gr4vyUtility.checkoutSessionFieldsURL, Gr4vyUtility.versioningURL, Gr4vyUtility.createTransactionURL,
        ] {
            #expect(throws: Gr4vyError.badURL("Checkout session ID is empty")) {
                try build(setup, "")
            }
        }
        #expect(mock.requests.isEmpty)
    }

    @Test(arguments: ["4111111111111111", "424242424", "4242 4242 4242 4242", "４２４２４２４２４"])
    func aBinOfMoreThanEightDigitsIsRefusedBeforeSending(bin: String) async throws {
        let mock = MockTransport.successful(body: #"{"id":"424242"}"#)
        let gr4vy = try Fixtures.client(mock)
        let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: bin))
        let error = await Fixtures.gr4vyError { try await gr4vy.cardDetails.get(request: request) }
        guard case .badURL(let message)? = error else {
            Issue.record("expected badURL, got \(String(describing: error))")
            return
        }
        #expect(message.contains("6 to 8 digits") && !message.contains(bin))
        #expect(error?.errorDescription?.contains("4242") == false)
        #expect(mock.requests.isEmpty)
    }

    @Test(arguments: ["42424", "424242", "42424242", "4242x"])
    func aBinOfAtMostEightDigitsIsSentAsGiven(bin: String) async throws {
        let mock = MockTransport.successful(body: #"{"id":"424242"}"#)
        let request = Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "USD", bin: bin))
        _ = try await Fixtures.client(mock).cardDetails.get(request: request)
        #expect(mock.requests.first?.queryItems.first { $0.name == "bin" }?.value == bin)
        #expect(Gr4vyCardDetails.isValid(bin: bin) == ((6...8).contains(bin.count) && bin.allSatisfy(\.isNumber)))
    }

    @Test(arguments: ["tok\r\nX-Injected: 1", "tok\nx", "tok\u{0}"])
    func aHeaderWithAControlCharacterIsABadURLAndUnsent(token: String) async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: "fine")
        gr4vy.updateToken(token)
        let error = await Fixtures.gr4vyError {
            try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        guard case .badURL(let message)? = error else {
            Issue.record("expected badURL, got \(String(describing: error))")
            return
        }
        #expect(message.contains("Authorization header") && !message.contains("tok"))
        gr4vy.updateToken("fine")
        let perRequest = Gr4vyPaymentOptionRequest(
            merchantId: "m\r\n2", metadata: [:], country: nil, currency: nil, amount: nil, locale: "en", cartItems: nil)
        await #expect(throws: Gr4vyError.self) { try await gr4vy.paymentOptions.list(request: perRequest) }
        #expect(mock.requests.isEmpty)
    }

    // MARK: HTTP statuses

    @Test(
        arguments: [
            (
                400, #"{"type":"error","code":"bad_request","status":400,"message":"Request failed validation"}"#,
                "Request failed validation"
            ),
            (
                401, #"{"message":"No valid API authentication found","error":"ignored"}"#,
                "No valid API authentication found"
            ),
            (403, #"{"error":"forbidden"}"#, "forbidden"),
            (404, #"{"code":"not_found"}"#, nil),
            (409, "Duplicate record", "Duplicate record"),
            (429, "  Too many requests \n", "Too many requests"),
            (500, "", nil),
            (503, #"{"message":"Service unavailable"}"#, "Service unavailable"),
            (302, "moved", "moved"),
            (422, #""Bad request""#, "Bad request"),
            (400, "[1, 2]", nil),
            (402, #"{"message":"card 4111111111111111 declined"}"#, "card [REDACTED] declined"),
        ] as [(Int, String, String?)])
    func aStatusOutside2xxIsAnHTTPErrorWithTheBodyAndTheMessage(status: Int, body: String, message: String?)
        async throws
    {
        let gr4vy = try Fixtures.client(.successful(status: status, body: body))
        let error = await Fixtures.gr4vyError { try await gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest) }
        #expect(error == .httpError(statusCode: status, responseData: Data(body.utf8), message: message))
    }

    @Test func anHTMLOrLongTextBodyIsDescribedBySize() async throws {
        let html = MockTransport { _ in
            HTTPResponse(
                status: 502, headers: ["Content-Type": "text/html"], body: Data("<html><h1>Bad</h1></html>".utf8))
        }
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(html).cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
        #expect(error?.statusCode == 502)
        guard case .httpError(_, _, let message)? = error else { return }
        #expect(message == "The server answered 502 with an HTML body of 25 bytes")
        let long = String(repeating: "x", count: 600)
        let longError = await Fixtures.gr4vyError {
            try await Fixtures.client(.successful(status: 500, body: long)).cardDetails.get(
                request: Fixtures.cardDetailsRequest)
        }
        guard case .httpError(_, let data, let longMessage)? = longError else { return }
        #expect(longMessage == "The server answered 500 with a non-JSON body of 600 bytes" && data?.count == 600)
    }

    @Test func aGr4vyErrorBodyIsParsedWithItsDetails() async throws {
        let body = """
            {"type":"error","code":"bad_request","status":400,"message":"Request failed validation",
             "details":[{"location":"query","pointer":"/bin","message":"must be 6 to 8 digits","type":"value_error"}]}
            """
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(.successful(status: 400, body: body)).cardDetails.get(
                request: Fixtures.cardDetailsRequest)
        }
        let api = try #require(error?.apiError)
        #expect(api.code == "bad_request" && api.status == 400 && api.message == "Request failed validation")
        #expect(
            api.details == [
                Gr4vyAPIErrorDetail(
                    location: "query", pointer: "/bin", message: "must be 6 to 8 digits", type: "value_error")
            ])
        #expect(api.details?.first?.summary == "query /bin: must be 6 to 8 digits")
    }

    @Test func aCardNumberOrTokenAServerEchoesNeverReachesTheMessage() async throws {
        let body =
            #"{"message":"Card 4111 1111 1111 1111 (4111111111111111) refused for Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl"}"#
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(.successful(status: 400, body: body)).tokenize(
                checkoutSessionId: "cs-1", cardData: Fixtures.card)
        }
        let text = try #require(error?.errorDescription)
        for secret in ["4111 1111 1111 1111", "4111111111111111", "eyJhbGciOiJIUzI1NiJ9", "c2lnbmF0dXJl"] {
            #expect(!text.contains(secret), "\(text)")
        }
        #expect(text.hasPrefix("API request failed with status 400: Card [REDACTED]"))
    }

    @Test func aCardNumberInABodyThatDoesNotDecodeNeverReachesTheMessage() async throws {
        let body = #"{"items":[{"method":"card","label":4111111111111111}]}"#
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(.successful(body: body)).paymentOptions.list(
                request: Fixtures.paymentOptionsRequest)
        }
        guard case .decodingError(let message)? = error else {
            Issue.record("expected decodingError, got \(String(describing: error))")
            return
        }
        #expect(message.contains("items[0].label") && !message.contains("4111111111111111"))
    }

    // MARK: No response

    @Test(arguments: [URLError.Code.notConnectedToInternet, .timedOut, .cannotConnectToHost, .cannotFindHost])
    func noConnectionIsANetworkErrorWithTheURLError(code: URLError.Code) async throws {
        let viaTransport = await Fixtures.gr4vyError {
            try await Fixtures.client(.failing(URLError(code))).cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
        #expect(viaTransport == .networkError(URLError(code)))
        let service = Gr4vyCardDetailsService(
            setup: Fixtures.setup(), session: MockURLSession(.failure(URLError(code))))
        let viaSession = await Fixtures.gr4vyError { try await service.get(request: Fixtures.cardDetailsRequest) }
        #expect(viaSession == .networkError(URLError(code)))
    }

    /// An unroutable host on Linux comes back as URLError -1 with curl's words; they are the message, not "-1".
    @Test func aURLErrorWithNoCodeOfItsOwnSaysWhatTheLoadingSystemSaid() {
        let curl = "SSL: no alternative certificate subject name matches target host name '10.255.255.1'"
        let unknown = Gr4vyError.networkError(URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: curl]))
        #expect(unknown.errorDescription == "Network connectivity error: the request failed: \(curl) (URLError -1)")
        let bare = Gr4vyError.networkError(URLError(.unknown))
        #expect(
            bare.errorDescription == "Network connectivity error: the request failed without a response (URLError -1)")
        let echoed = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "bad number 4111111111111111"])
        #expect(Gr4vyError.networkError(echoed).errorDescription?.contains("4111111111111111") == false)
    }

    @Test func aResponseThatIsNotHTTPIsABadServerResponse() async throws {
        let service = Gr4vyPaymentOptionsService(setup: Fixtures.setup(), session: MockURLSession(.notHTTP))
        let error = await Fixtures.gr4vyError { try await service.list(request: Fixtures.paymentOptionsRequest) }
        #expect(error == .networkError(URLError(.badServerResponse)))
    }

    @Test func anErrorOfTheSessionThatIsNotAURLErrorPassesThrough() async throws {
        struct Refused: Error, Equatable {}
        let service = Gr4vyPaymentOptionsService(setup: Fixtures.setup(), session: MockURLSession(.failure(Refused())))
        await #expect(throws: Refused()) { try await service.list(request: Fixtures.paymentOptionsRequest) }
        await #expect(throws: Refused()) {
            try await Fixtures.client(.failing(Refused())).cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
    }

    @Test func aBodyThatCannotBeEncodedIsTheEncodersError() async throws {
        struct NotANumber: Encodable {
            let value = Double.nan
        }
        let session = MockURLSession()
        let client = Gr4vyHTTPClient(configuration: Gr4vyHTTPConfiguration(setup: Fixtures.setup(), session: session))
        await #expect(throws: EncodingError.self) {
            _ = try await client.perform(to: URL(string: Fixtures.sandboxBase)!, body: NotANumber(), merchantId: nil)
        }
        #expect(session.requests.isEmpty)
    }

    @Test func cancellingTheTaskIsANetworkErrorCancelled() async throws {
        let mock = MockTransport { _ in
            try await ManualClock().clock.sleep(until: .distantFuture)  // until cancelled
            return HTTPResponse(status: 200)
        }
        let gr4vy = try Fixtures.client(mock)
        let task = Task { try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest) }
        #expect(await eventually { !mock.requests.isEmpty })
        task.cancel()
        let result = await task.result
        guard case .failure(let error as Gr4vyError) = result else {
            Issue.record("unexpected \(result)")
            return
        }
        #expect(error == .networkError(URLError(.cancelled)))
    }

    @Test func aCancelledTaskSendsNothing() async throws {
        let mock = MockTransport.successful()
        let gr4vy = try Fixtures.client(mock)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        let result = await task.result
        guard case .failure(let error as Gr4vyError) = result else {
            Issue.record("not cancelled: \(result)")
            return
        }
        #expect(error == .networkError(URLError(.cancelled)))
        #expect(mock.requests.isEmpty)
    }

    // MARK: Bodies that do not decode

    @Test(arguments: [
        (
            #"{"items":"none"}"#,
            "list_payment_options (POST /payment-options): the field 'items' has the wrong type or is null."
        ),
        ("{}", "list_payment_options (POST /payment-options): the field 'items' is missing."),
        (
            #"{"items":[{"type":7}]}"#,
            "list_payment_options (POST /payment-options): the field 'items[0].type' has the wrong type or is null."
        ),
        ("<html>ok</html>", "list_payment_options (POST /payment-options): the body is not valid JSON."),
    ])
    func aBodyOfTheWrongShapeIsADecodingErrorNamingTheField(body: String, message: String) async throws {
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(.successful(body: body)).paymentOptions.list(
                request: Fixtures.paymentOptionsRequest)
        }
        #expect(error == .decodingError(message))
    }

    @Test func everyServiceNamesItsCallInADecodingError() async throws {
        let mock = MockTransport.successful(body: #"{"id":5,"items":5}"#)
        let gr4vy = try Fixtures.client(mock)
        let details = await Fixtures.gr4vyError {
            try await gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest)
        }
        #expect(
            details
                == .decodingError("get_card_details (GET /card-details): the field 'id' has the wrong type or is null.")
        )
        let methods = await Fixtures.gr4vyError {
            try await gr4vy.paymentMethods.list(request: Fixtures.paymentMethodsRequest)
        }
        #expect(
            methods
                == .decodingError(
                    "list_buyer_payment_methods (GET /buyers/payment-methods): the field 'items' has the wrong type or is null."
                ))
    }

    @Test func invalidUTF8IsADecodingError() async throws {
        let mock = MockTransport { _ in HTTPResponse(status: 200, body: Data([0x7B, 0xFF, 0xFE, 0x7D])) }
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(mock).paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        #expect(error == .decodingError("list_payment_options (POST /payment-options): the body is not valid UTF-8."))
    }

    @Test func aFiftyMegabyteBodyIsRefusedWithoutDecoding() async throws {
        let huge = Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024)
        let mock = MockTransport { _ in HTTPResponse(status: 200, body: huge) }
        let error = await Fixtures.gr4vyError {
            try await Fixtures.client(mock).paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        }
        guard case .decodingError(let message)? = error else {
            Issue.record("accepted 50 MB: \(String(describing: error))")
            return
        }
        #expect(message.contains("52428800 bytes exceeds the limit of 10485760 bytes"))
    }
}
