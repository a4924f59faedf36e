import Foundation
import Gr4vyClient
import Testing
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``Gr4vyTransportSession``: how a client reaches the emulator, in process or at a base URL.
@Suite struct Gr4vyTransportSessionTests {
    @Test(arguments: [
        ("https://gr4vy.example.com", true), ("http://localhost:8080", true), ("http://127.0.0.1:9", true),
        ("http://[::1]:8080", true), ("http://api.example.com", false), ("http://10.0.0.1", false),
        ("ftp://localhost", false), ("https:///nohost", false), ("http://127.0.0.1.evil.com", false),
        ("https://user:pw@gr4vy.example.com", false), ("https://gr4vy.example.com/?a=b", false),
        ("https://gr4vy.example.com/#top", false),
    ])
    func baseURLsMustBeHTTPSUnlessLoopback(url: String, allowed: Bool) throws {
        let base = try #require(URL(string: url))
        do {
            _ = try Gr4vyTransportSession(transport: MockTransport.successful(), baseURL: base)
            #expect(allowed)
        } catch let error as Gr4vyError {
            #expect(!allowed)
            guard case .badURL(let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(!message.isEmpty && message.hasSuffix("."))
        }
    }

    @Test func plainHTTPToARemoteHostSaysWhatToUse() {
        #expect(
            throws: Gr4vyError.badURL(
                "The server URL 'http://api.example.com' uses plain http for a remote host; use https "
                    + "(plain http is allowed only for localhost, 127.0.0.1 and ::1).")
        ) {
            try Gr4vyTransportSession(
                transport: MockTransport.successful(), baseURL: URL(string: "http://api.example.com")!)
        }
    }

    @Test(arguments: [
        ("localhost", true), ("127.0.0.1", true), ("127.9.8.7", true), ("[::1]", true), ("::1", true),
        ("app.localhost", true), ("127.0.0.1.evil.com", false), ("128.0.0.1", false), ("example.com", false),
    ])
    func loopbackHosts(host: String, loopback: Bool) {
        #expect(Gr4vyTransportSession.isLoopback(host: host) == loopback)
    }

    @Test func gr4vyHostsGoToTheBaseURLWithItsPathInFront() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let session = try Gr4vyTransportSession(transport: mock, baseURL: URL(string: "http://127.0.0.1:8080/api/")!)
        for server in Gr4vyServer.allCases {
            let gr4vy = try Gr4vy(gr4vyId: "acme", token: "t", server: server, session: session)
            _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
            _ = try await gr4vy.paymentMethods.list(request: Fixtures.paymentMethodsRequest)
        }
        #expect(
            mock.requests.map(\.url.absoluteString) == [
                "http://127.0.0.1:8080/api/payment-options",
                "http://127.0.0.1:8080/api/buyers/payment-methods?buyer_id=b-1&order_by=desc",
                "http://127.0.0.1:8080/api/payment-options",
                "http://127.0.0.1:8080/api/buyers/payment-methods?buyer_id=b-1&order_by=desc",
            ])
    }

    @Test func otherHostsAreSentAsAddressed() async throws {
        let mock = MockTransport.successful()
        let session = try Gr4vyTransportSession(transport: mock, baseURL: URL(string: "https://emulator.example")!)
        for address in ["https://acs.example.com/challenge", "https://gr4vy.app.evil.com/x", "https://GR4VY.APP/y"] {
            _ = try await session.data(for: URLRequest(url: URL(string: address)!))
        }
        #expect(
            mock.requests.map(\.url.absoluteString) == [
                "https://acs.example.com/challenge", "https://gr4vy.app.evil.com/x", "https://emulator.example/y",
            ])
    }

    @Test func withoutABaseURLEveryRequestIsSentAsAddressed() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, server: .production)
        _ = try await gr4vy.paymentOptions.list(request: Fixtures.paymentOptionsRequest)
        #expect(mock.requests.map(\.url.absoluteString) == ["https://api.acme.gr4vy.app/payment-options"])
    }

    @Test func theSessionAnswersWithAnHTTPResponse() async throws {
        let mock = MockTransport.successful(status: 201, body: #"{"ok":true}"#)
        let session = Gr4vyTransportSession(transport: mock)
        var request = URLRequest(url: URL(string: "https://api.acme.gr4vy.app/buyers")!)
        request.httpMethod = "POST"
        request.httpBody = Data("{}".utf8)
        let (data, response) = try await session.data(for: request)
        #expect(String(decoding: data, as: UTF8.self) == #"{"ok":true}"#)
        #expect((response as? HTTPURLResponse)?.statusCode == 201)
        #expect(mock.requests.first?.method == .post && mock.requests.first?.body == Data("{}".utf8))
    }
}
