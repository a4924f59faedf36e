import Foundation
import Gr4vyClient
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``Gr4vyHTTPClient`` over a URL session: headers, GET query flattening, bodies, statuses.
@Suite struct Gr4vyHTTPClientTests {
    static let url = URL(string: "\(Fixtures.sandboxBase)/card-details")!

    /// Sends `body` with `method` through a client on a ``MockURLSession`` and returns what the session got.
    static func send(
        _ body: (some Encodable)?, method: String = "GET", url: URL = url, token: String? = "tok_123",
        merchantId: String? = nil, status: Int = 200
    ) async throws -> (request: URLRequest, data: Data) {
        let session = MockURLSession(status: status, body: #"{"echo":1}"#)
        let setup = Fixtures.setup(token: token)
        let client = Gr4vyHTTPClientFactory.create(setup: setup, session: session)
        let data = try await client.perform(to: url, method: method, body: body, merchantId: merchantId, timeout: nil)
        return (try #require(session.requests.first), data)
    }

    static func query(_ request: URLRequest) -> [String] {
        let items = request.url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return items.map { "\($0.name)=\($0.value ?? "")" }
    }

    struct Nested: Encodable {
        struct Inner: Encodable {
            let b: String
            let c: Int
        }
        let a: Inner
        let flag: Bool
        let off: Bool
        let k: [String]
        let gone: String?
        let kept: String

        func encode(to encoder: any Encoder) throws {
            enum Keys: String, CodingKey { case a, flag, off, k, gone, kept }
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(a, forKey: .a)
            try container.encode(flag, forKey: .flag)
            try container.encode(off, forKey: .off)
            try container.encode(k, forKey: .k)
            try container.encode(gone, forKey: .gone)
            try container.encode(kept, forKey: .kept)
        }
    }

    @Test func aGETFlattensItsBodyIntoTheQuery() async throws {
        let body = Nested(
            a: .init(b: "x y", c: 3), flag: true, off: false, k: ["one", "two&three"], gone: nil, kept: "+/=")
        let (request, _) = try await Self.send(body)
        #expect(request.httpMethod == "GET" && request.httpBody == nil)
        #expect(
            Self.query(request) == [
                "a.b=x y", "a.c=3", "flag=true", "k[]=one", "k[]=two&three", "kept=+/=", "off=false",
            ])
        #expect(request.url?.query?.contains("k%5B%5D=two%26three") == true)
        #expect(request.url?.query?.contains("kept=%2B%2F%3D") == true)
    }

    @Test func aSingleObjectIsUnwrappedAndNullsAreDropped() async throws {
        let request = Gr4vyCardDetailsRequest(
            cardDetails: Gr4vyCardDetails(currency: "USD", bin: "424242", isSubsequentPayment: false))
        let (sent, _) = try await Self.send(request)
        #expect(Self.query(sent) == ["bin=424242", "currency=USD", "is_subsequent_payment=false"])
    }

    @Test func theQueryIsAppendedToOneAlreadyThere() async throws {
        let url = URL(string: "\(Fixtures.sandboxBase)/card-details?x=1")!
        let (sent, _) = try await Self.send(["currency": "USD"], url: url)
        #expect(Self.query(sent) == ["x=1", "currency=USD"])
        let (bare, _) = try await Self.send(["gone": String?.none], url: Self.url)
        #expect(bare.url == Self.url)
    }

    @Test(arguments: ["get", "GET", "Get"])
    func anyCaseOfGETSendsAQuery(method: String) async throws {
        let (sent, _) = try await Self.send(["currency": "USD"], method: method)
        #expect(sent.httpMethod == "GET" && sent.httpBody == nil && Self.query(sent) == ["currency=USD"])
    }

    @Test func aGETBodyThatIsNotAnObjectIsADecodingError() async throws {
        await #expect(throws: Gr4vyError.decodingError("Failed to serialize request body")) {
            _ = try await Self.send(["a", "b"])
        }
    }

    @Test(arguments: ["POST", "PUT"])
    func otherMethodsSendJSON(method: String) async throws {
        let (sent, data) = try await Self.send(["currency": "USD"], method: method)
        #expect(sent.httpMethod == method && Fixtures.json(sent.httpBody) == Fixtures.json(#"{"currency":"USD"}"#))
        #expect(sent.url == Self.url)
        #expect(Fixtures.json(data) == Fixtures.json(#"{"echo":1}"#))
        let (empty, _) = try await Self.send([String: String]?.none, method: method)
        #expect(empty.httpBody == nil || empty.httpBody?.isEmpty == true)
    }

    @Test func everyRequestCarriesContentTypeUserAgentAndBearer() async throws {
        for method in ["GET", "POST"] {
            let (sent, _) = try await Self.send(["currency": "USD"], method: method)
            #expect(sent.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(sent.value(forHTTPHeaderField: "User-Agent") == Gr4vySDK.userAgent)
            #expect(sent.value(forHTTPHeaderField: "Authorization") == "Bearer tok_123")
        }
        let (anonymous, _) = try await Self.send(["currency": "USD"], token: nil)
        #expect(anonymous.value(forHTTPHeaderField: "Authorization") == nil)
        let (empty, _) = try await Self.send(["currency": "USD"], token: "")
        #expect(empty.value(forHTTPHeaderField: "Authorization")?.hasPrefix("Bearer") == true)
    }

    @Test(
        arguments: [
            (nil, nil), ("", nil), ("   ", nil), ("\t", nil), ("merchant-1", "merchant-1"), (" m-1 ", " m-1 "),
            ("m.1@x", "m.1@x"),
        ] as [(String?, String?)])
    func theMerchantHeaderIsSentOnlyWhenNotBlank(merchantId: String?, header: String?) async throws {
        let (sent, _) = try await Self.send(["currency": "USD"], merchantId: merchantId)
        let value = sent.value(forHTTPHeaderField: "x-gr4vy-merchant-account-id")
        #expect(value?.trimmingCharacters(in: .whitespaces) == header?.trimmingCharacters(in: .whitespaces))
        #expect((value == nil) == (header == nil))
    }

    @Test(arguments: [200, 201, 202, 204, 299])
    func a2xxReturnsTheBody(status: Int) async throws {
        let (_, data) = try await Self.send(["currency": "USD"], status: status)
        #expect(Fixtures.json(data) == Fixtures.json(#"{"echo":1}"#))
    }

    @Test(arguments: [300, 400, 401, 404, 500, 502, 503])
    func anyOtherStatusIsAnHTTPError(status: Int) async throws {
        await #expect(
            throws: Gr4vyError.httpError(statusCode: status, responseData: Data(#"{"echo":1}"#.utf8), message: nil)
        ) {
            _ = try await Self.send(["currency": "USD"], status: status)
        }
    }

    @Test func theConfigurationKeepsDebugModeAndSessionWhenUpdated() {
        let session = MockURLSession()
        let configuration = Gr4vyHTTPConfiguration(setup: Fixtures.setup(), debugMode: true, session: session)
        let updated = configuration.updated(with: Fixtures.setup(token: "new"))
        #expect(updated.setup.token == "new" && updated.debugMode)
        #expect(updated.session is MockURLSession)
        #expect(Gr4vyHTTPConfiguration(setup: Fixtures.setup()).debugMode == false)
        #expect(Gr4vyHTTPConfiguration(setup: Fixtures.setup()).session is URLSession)
        let client = Gr4vyHTTPClientFactory.create(setup: Fixtures.setup(), debugMode: true, session: session)
        #expect((client as? Gr4vyHTTPClient)?.configuration.debugMode == true)
    }
}
