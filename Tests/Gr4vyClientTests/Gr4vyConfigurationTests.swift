import Foundation
import Gr4vyClient
import Testing
import Transport

/// Construction: ids, servers, timeouts, token and merchant updates.
@Suite struct Gr4vyConfigurationTests {
    @Test(arguments: ["", "-acme", "acme-", "ac.me", "a..b", "acme corp", "acmé", "a/b", "a@b"])
    func invalidIdsAreRejected(id: String) {
        #expect(throws: Gr4vyError.self) { try Gr4vy(gr4vyId: id, transport: MockTransport.successful()) }
        #expect(Gr4vyServer.isValid(gr4vyId: id) == false)
        #expect(Gr4vyError(.invalidGr4vyId).description.contains("letters, digits"))
    }

    @Test(arguments: ["acme", "acme-eu", "acme_2", "A1"])
    func validIdsFormTheRealHosts(id: String) throws {
        #expect(try Gr4vyServer.sandbox.baseURL(gr4vyId: id).absoluteString == "https://api.sandbox.\(id).gr4vy.app")
        #expect(try Gr4vyServer.production.baseURL(gr4vyId: id).absoluteString == "https://api.\(id).gr4vy.app")
    }

    @Test(arguments: [
        ("https://gr4vy.example.com", true), ("http://localhost:8080", true), ("http://127.0.0.1:9", true),
        ("http://[::1]:8080", true), ("http://api.example.com", false), ("http://10.0.0.1", false),
        ("ftp://localhost", false), ("https:///nohost", false), ("http://127.0.0.1.evil.com", false),
        ("https://user:pw@gr4vy.example.com", false), ("https://gr4vy.example.com/?a=b", false),
        ("https://gr4vy.example.com/#top", false),
    ])
    func customServersMustBeHTTPSUnlessLoopback(url: String, allowed: Bool) throws {
        let server = Gr4vyServer.custom(try #require(URL(string: url)))
        do throws(Gr4vyError) {
            _ = try server.baseURL(gr4vyId: "acme")
            #expect(allowed)
        } catch {
            #expect(!allowed)
            guard case .badURL(let message) = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains("https") || message.contains("no host"))
        }
    }

    @Test(arguments: [0, -1, 0.5, .nan, .infinity] as [TimeInterval])
    func timeoutsBelowOneSecondAreRejected(timeout: TimeInterval) async throws {
        #expect(throws: Gr4vyError.self) {
            try Gr4vy(gr4vyId: "acme", timeout: timeout, transport: MockTransport.successful())
        }
        let mock = MockTransport.successful()
        let gr4vy = try Fixtures.client(mock)
        await #expect(throws: Gr4vyError.self) {
            try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest(timeout: timeout))
        }
        do throws(Gr4vyError) {
            _ = try Gr4vy(gr4vyId: "acme", timeout: timeout, transport: mock)
        } catch {
            guard case .invalidTimeout = error.kind else {
                Issue.record("expected invalidTimeout, got \(error)")
                return
            }
        }
        #expect(mock.requests.isEmpty)
        #expect(Gr4vyError(.invalidTimeout(timeout)).description.contains("at least 1"))
    }

    @Test func theClientTimeoutIsTheDefaultOfEveryRequest() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Gr4vy(gr4vyId: "acme", timeout: 7.5, transport: mock)
        _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        #expect(mock.requests.first?.timeout == 7.5)
        #expect(Gr4vy.defaultTimeout == 30)
    }

    @Test func updatesApplyToLaterRequestsAndBlankRemoves() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: "old", merchantId: "m-old")
        gr4vy.updateToken("new")
        gr4vy.updateMerchantId("m-new")
        _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        gr4vy.updateToken("  ")
        gr4vy.updateMerchantId(nil)
        _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        let headers = mock.requests.map(\.headers)
        #expect(headers[0]["Authorization"] == "Bearer new" && headers[0]["x-gr4vy-merchant-account-id"] == "m-new")
        #expect(headers[1]["Authorization"] == nil && headers[1]["x-gr4vy-merchant-account-id"] == nil)
    }

    @Test func updatesWhileRequestsAreInFlightAreSafe() async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: "t0")
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask { gr4vy.updateToken("t\(index)") }
                group.addTask { _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest()) }
            }
            try await group.waitForAll()
        }
        let tokens = Set(mock.requests.compactMap { $0.headers["Authorization"] })
        #expect(mock.requests.count == 50)
        #expect(tokens.allSatisfy { $0.hasPrefix("Bearer t") })
    }

    @Test(arguments: ["tok\r\nX-Injected: 1", "tok\nx", "tok\u{0}"])
    func headerValuesWithControlCharactersAreRefusedUnsent(token: String) async throws {
        let mock = MockTransport.successful(body: #"{"items":[]}"#)
        let gr4vy = try Fixtures.client(mock, token: "fine", merchantId: "m-1")
        gr4vy.updateToken(token)
        do throws(Gr4vyError) {
            _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
            Issue.record("sent a header with a control character")
        } catch {
            guard case .invalidInput(let message) = error.kind else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.contains("Authorization header") && !message.contains("tok"))
        }
        gr4vy.updateToken("fine")
        let perRequest = Gr4vyPaymentOptionRequest(merchantId: "m\r\n2")
        await #expect(throws: Gr4vyError.self) { try await gr4vy.paymentOptions.list(request: perRequest) }
        #expect(mock.requests.isEmpty)
    }

    @Test func anUpdateDuringARequestAffectsOnlyLaterRequests() async throws {
        let gate = Gate()
        let mock = MockTransport { _ in
            await gate.wait()
            return HTTPResponse(status: 200, body: Data(#"{"items":[]}"#.utf8))
        }
        let gr4vy = try Fixtures.client(mock, token: "before", merchantId: "m-before")
        let inFlight = Task { try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest()) }
        while mock.requests.isEmpty { await Task.yield() }
        gr4vy.updateToken("after")
        gr4vy.updateMerchantId("m-after")
        await gate.open()
        _ = try await inFlight.value
        _ = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest())
        let sent = mock.requests.map { [$0.headers["Authorization"], $0.headers["x-gr4vy-merchant-account-id"]] }
        #expect(sent == [["Bearer before", "m-before"], ["Bearer after", "m-after"]])
    }

    @Test func userAgentNamesTesseraAndTheSystem() {
        let agent = Gr4vyUserAgent.make(
            operatingSystem: "Linux", version: OperatingSystemVersion(majorVersion: 6, minorVersion: 8, patchVersion: 1)
        )
        #expect(agent == "Tessera/\(Gr4vyUserAgent.sdkVersion) (Linux 6.8.1)")
        #expect(Gr4vyUserAgent.current.hasPrefix("Tessera/\(Gr4vyUserAgent.sdkVersion) ("))
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
