import Foundation
import Gr4vyClient
import TesseraTestSupport
import Testing
import Transport

/// Construction: ids, servers, hosts, timeouts, token and merchant updates, SDK facts.
@Suite struct Gr4vyConfigurationTests {
    @Test(arguments: ["acme", "acme-eu", "acme_2", "A1", "UPPERCASE-ID", "123test", "a", "MiXeD-CaSe-Id"])
    func validIdsFormTheRealHosts(id: String) throws {
        let sandbox = Gr4vySetup(gr4vyId: id, token: nil, merchantId: nil, server: .sandbox)
        let production = Gr4vySetup(gr4vyId: id, token: nil, merchantId: "m-1", server: .production)
        #expect(try Gr4vyUtility.baseURL(from: sandbox).absoluteString == "https://api.sandbox.\(id).gr4vy.app")
        #expect(try Gr4vyUtility.baseURL(from: production).absoluteString == "https://api.\(id).gr4vy.app")
        #expect(sandbox.instance == "sandbox.\(id)" && production.instance == id)
    }

    @Test func everyEndpointHasItsPath() throws {
        let setup = Fixtures.setup(merchantId: "never-in-a-url")
        let base = Fixtures.sandboxBase
        let urls = [
            try Gr4vyUtility.paymentOptionsURL(from: setup), try Gr4vyUtility.cardDetailsURL(from: setup),
            try Gr4vyUtility.buyersPaymentMethodsURL(from: setup),
            try Gr4vyUtility.checkoutSessionFieldsURL(from: setup, checkoutSessionId: "cs-1"),
            try Gr4vyUtility.versioningURL(from: setup, checkoutSessionId: "cs-1"),
            try Gr4vyUtility.createTransactionURL(from: setup, checkoutSessionId: "cs-1"),
            try Gr4vyUtility.checkoutSessionsURL(from: setup), try Gr4vyUtility.buyersURL(from: setup),
        ]
        #expect(
            urls.map(\.absoluteString) == [
                "\(base)/payment-options", "\(base)/card-details", "\(base)/buyers/payment-methods",
                "\(base)/checkout/sessions/cs-1/fields", "\(base)/checkout/sessions/cs-1/three-d-secure-version",
                "\(base)/checkout/sessions/cs-1/three-d-secure-authenticate", "\(base)/checkout/sessions",
                "\(base)/buyers",
            ])
    }

    @Test(arguments: [("a/b", "a%2Fb"), ("cs 1", "cs%201"), ("#x", "%23x"), ("é", "%C3%A9"), ("a%20b", "a%2520b")])
    func aSessionIdIsOnePathSegmentEncodedOnce(id: String, segment: String) throws {
        let url = try Gr4vyUtility.checkoutSessionFieldsURL(from: Fixtures.setup(), checkoutSessionId: id)
        #expect(url.absoluteString == "\(Fixtures.sandboxBase)/checkout/sessions/\(segment)/fields")
    }

    @Test func serversAreTheirRawValuesInJSON() throws {
        #expect(Gr4vyServer.allCases.map(\.rawValue) == ["sandbox", "production"])
        #expect(Gr4vyServer(rawValue: "staging") == nil)
        #expect(String(decoding: try JSONEncoder().encode(Gr4vyServer.sandbox), as: UTF8.self) == #""sandbox""#)
        #expect(try Fixtures.decode(Gr4vyServer.self, #""production""#) == .production)
    }

    @Test func theSetupEncodesOnlyTokenMerchantAndServer() throws {
        let full = Gr4vySetup(gr4vyId: "acme", token: "t", merchantId: "m", server: .production, timeout: 12)
        #expect(try Fixtures.encoded(full) == Fixtures.json(#"{"token":"t","merchantId":"m","server":"production"}"#))
        let bare = Gr4vySetup(gr4vyId: "acme", token: nil, merchantId: nil, server: .sandbox)
        #expect(try Fixtures.encoded(bare) == Fixtures.json(#"{"server":"sandbox"}"#))
        #expect(bare.timeout == 30 && Gr4vySetup.defaultTimeout == 30)
    }

    @Test func theSetupNeverShowsTheToken() {
        let setup = Fixtures.setup(token: "eyJhbGciOiJIUzI1NiJ9.secret-part")
        var dumped = ""
        dump(setup, to: &dumped)
        for text in [setup.description, setup.debugDescription, "\(setup)", dumped] {
            #expect(!text.contains("secret-part"), "\(text)")
        }
        #expect(setup.description.contains("eyJh…(masked)"))
    }

    @Test func theClientKeepsWhatItWasGiven() throws {
        let gr4vy = try Fixtures.client(.successful(), token: "t", merchantId: "m", timeout: 999_999, debugMode: false)
        #expect(
            gr4vy.setup
                == Gr4vySetup(gr4vyId: "acme", token: "t", merchantId: "m", server: .sandbox, timeout: 999_999))
        #expect(gr4vy.debugMode == false)
        gr4vy.debugMode = true
        #expect(gr4vy.debugMode && gr4vy.paymentOptions.debugMode == false)
        let odd = try Fixtures.client(.successful(), gr4vyId: String(repeating: "x", count: 1000))
        #expect(odd.setup?.gr4vyId.count == 1000)
    }

    @Test func theClientTimeoutIsTheDefaultOfEveryRequestAndARequestsOwnWins() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, timeout: 7.5)
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        _ = try await gr4vy.paymentMethods.list(
            request: Gr4vyBuyersPaymentMethodsRequest(
                paymentMethods: Gr4vyBuyersPaymentMethods(buyerId: "b"), timeout: 3))
        #expect(mock.requests.map(\.timeout) == [7.5, 3])
    }

    @Test(arguments: [0, -10, .nan, -.infinity] as [TimeInterval])
    func aTimeoutOfZeroOrLessUsesThirtySeconds(timeout: TimeInterval) async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, timeout: timeout)
        #expect(gr4vy.setup?.timeout.isNaN == timeout.isNaN)
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        let perRequest = Gr4vyPaymentOptionRequest(
            metadata: [:], country: nil, currency: nil, amount: nil, locale: "en", cartItems: nil, timeout: timeout)
        _ = try await Fixtures.client(mock).paymentOptions.list(request: perRequest)
        #expect(mock.requests.map(\.timeout) == [30, 30])
    }

    @Test func aTimeoutOfZeroOrLessUsesThirtySecondsOverAURLSession() async throws {
        let session = MockURLSession(body: #"{"items":[]}"#)
        let service = Gr4vyPaymentOptionsService(setup: Fixtures.setup(timeout: 0), session: session)
        _ = try await service.list(request: Fixtures.paymentOptionsRequest)
        #expect(session.requests.map(\.timeoutInterval) == [30])
    }

    @Test func updatesReachLaterRequests() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: "old", merchantId: "m-old")
        gr4vy.updateToken("new")
        gr4vy.updateMerchantId("m-new")
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        _ = try await gr4vy.paymentMethods.list(request: Fixtures.paymentMethodsRequest)
        _ = try await gr4vy.cardDetails.get(request: Fixtures.cardDetailsRequest)
        try await gr4vy.tokenize(checkoutSessionId: "cs-1", cardData: Fixtures.card)
        gr4vy.updateToken("")
        gr4vy.updateMerchantId(nil)
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        let sent = mock.requests.map { [$0.headers["Authorization"], $0.headers["x-gr4vy-merchant-account-id"]] }
        #expect(
            sent == [
                ["Bearer new", "m-new"], ["Bearer new", "m-new"], ["Bearer new", "m-new"], ["Bearer new", nil],
                ["Bearer ", nil],
            ])
        #expect(gr4vy.setup?.token == "" && gr4vy.setup?.merchantId == nil && gr4vy.setup?.gr4vyId == "acme")
    }

    @Test func updatesWhileRequestsAreInFlightAreSafe() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: "t0")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { gr4vy.updateToken("t\(index)") }
                group.addTask { _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest) }
            }
            try await group.waitForAll()
        }
        let tokens = Set(mock.requests.compactMap { $0.headers["Authorization"] })
        #expect(mock.requests.count == 50)
        #expect(tokens.allSatisfy { $0.hasPrefix("Bearer t") })
    }

    @Test func anUpdateDuringARequestAffectsOnlyLaterRequests() async throws {
        let gate = Gate()
        let mock = MockTransport { _ in
            await gate.wait()
            return HTTPResponse(status: 200, body: Data(#"{"items":[]}"#.utf8))
        }
        let gr4vy = try Fixtures.client(mock, token: "before", merchantId: "m-before")
        let inFlight = Task { try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest) }
        #expect(await eventually { !mock.requests.isEmpty })
        gr4vy.updateToken("after")
        gr4vy.updateMerchantId("m-after")
        await gate.open()
        _ = try await inFlight.value
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        let sent = mock.requests.map { [$0.headers["Authorization"], $0.headers["x-gr4vy-merchant-account-id"]] }
        #expect(sent == [["Bearer before", "m-before"], ["Bearer after", "m-after"]])
    }

    @Test func theSDKFactsAndTheUserAgent() throws {
        #expect(Gr4vySDK.version == "1.0.2" && Gr4vySDK.name == "Gr4vy-Swift" && Gr4vySDK.minimumIOSVersion == "16.0")
        #expect(Gr4vySDK.isIOSVersionSupported)
        let version = ProcessInfo.processInfo.operatingSystemVersion
        let system = "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
        #expect(Gr4vySDK.userAgent.hasPrefix("Gr4vy-Swift/1.0.2 ("))
        #expect(Gr4vySDK.userAgent.hasSuffix(" \(system))"))
        #expect(
            Gr4vySDK.userAgent.range(
                of: #"^Gr4vy-Swift/1\.0\.2 \([A-Za-z]+ \d+\.\d+\.\d+\)$"#, options: .regularExpression) != nil)
    }
}

/// Holds callers until it is opened.
actor Gate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }
}
