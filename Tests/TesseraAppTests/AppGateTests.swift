import Foundation
import Testing
import Transport

@testable import TesseraApp

@Suite struct AppGateTests {
    static let token = String(repeating: "ab", count: 32)
    let gate = AppGate(token: AppGateTests.token, port: 4321)
    var cookie: String { "tessera_app_4321=\(Self.token)" }

    func request(
        _ method: String = "GET", _ target: String = "/checkout", host: String? = "127.0.0.1:4321",
        headers: [(String, String)] = []
    ) -> HTTPRequest {
        var fields = HTTPHeaders()
        if let host { fields.append(name: "Host", value: host) }
        for (name, value) in headers { fields.append(name: name, value: value) }
        let absolute = target.hasPrefix("http") ? target : "http://\(host ?? "127.0.0.1:4321")\(target)"
        return HTTPRequest(method: HTTPMethod(rawValue: method), url: URL(string: absolute)!, headers: fields)
    }

    func status(_ request: HTTPRequest) -> Int {
        if case .answer(let response) = gate.check(request) { return response.status }
        return 200
    }

    @Test func servesARequestWithTheCookie() {
        #expect(status(request(headers: [("Cookie", "other=1; \(cookie)")])) == 200)
        #expect(status(request(host: "localhost:4321", headers: [("Cookie", cookie)])) == 200)
    }

    @Test func tradesTheURLTokenForAnHttpOnlyStrictCookieAndDropsItFromTheAddress() async throws {
        guard case .answer(let response) = gate.check(request("GET", "/?token=\(Self.token)")) else {
            Issue.record("the token was not traded for a cookie")
            return
        }
        #expect(response.status == 303)
        #expect(response.headers["Location"] == "/")
        let setCookie = try #require(response.headers["Set-Cookie"])
        #expect(setCookie.contains(cookie) && setCookie.contains("HttpOnly") && setCookie.contains("SameSite=Strict"))
    }

    @Test(arguments: [
        ("no token", "GET", "/checkout", "127.0.0.1:4321", [(String, String)]()),
        ("wrong token in the URL", "GET", "/?token=" + String(repeating: "0", count: 64), "127.0.0.1:4321", []),
        ("token of another length", "GET", "/?token=ab", "127.0.0.1:4321", []),
        ("wrong cookie", "GET", "/checkout", "127.0.0.1:4321", [("Cookie", "tessera_app_4321=00")]),
        ("another port's cookie", "GET", "/checkout", "127.0.0.1:4321", [("Cookie", "tessera_app_9999=" + token)]),
        ("DNS rebinding", "GET", "/checkout", "attacker.example:4321", [("Cookie", "tessera_app_4321=" + token)]),
        ("Host with another port", "GET", "/checkout", "127.0.0.1:4322", [("Cookie", "tessera_app_4321=" + token)]),
        ("Host without port", "GET", "/checkout", "127.0.0.1", [("Cookie", "tessera_app_4321=" + token)]),
        (
            "POST without Origin", "POST", "/wallet/digitize", "127.0.0.1:4321",
            [("Cookie", "tessera_app_4321=" + token)]
        ),
        (
            "POST from another origin", "POST", "/wallet/digitize", "127.0.0.1:4321",
            [("Cookie", "tessera_app_4321=" + token), ("Origin", "http://evil.example")]
        ),
        (
            "POST with Origin null", "POST", "/checkout/input", "127.0.0.1:4321",
            [("Cookie", "tessera_app_4321=" + token), ("Origin", "null")]
        ),
        (
            "POST from the app on another port", "POST", "/checkout/input", "127.0.0.1:4321",
            [("Cookie", "tessera_app_4321=" + token), ("Origin", "http://127.0.0.1:4322")]
        ),
        (
            "token in the URL of a POST", "POST", "/wallet/digitize?token=" + token, "127.0.0.1:4321",
            [("Origin", "http://127.0.0.1:4321")]
        ),
    ])
    func refuses(_ name: String, method: String, target: String, host: String, headers: [(String, String)]) {
        #expect(status(request(method, target, host: host, headers: headers)) == 403, "\(name)")
    }

    @Test func refusesAnAbsoluteTargetNamingAnotherHost() {
        let forged = request("GET", "http://attacker.example:4321/checkout", headers: [("Cookie", cookie)])
        #expect(status(forged) == 403)
        #expect(status(request(host: nil, headers: [("Cookie", cookie)])) == 403)
    }

    @Test func servesAPostFromTheAppsOwnOrigin() {
        for origin in ["http://127.0.0.1:4321", "http://localhost:4321"] {
            #expect(
                status(request("POST", "/checkout/input", headers: [("Cookie", cookie), ("Origin", origin)])) == 200)
        }
    }

    @Test func makesTokensOf256RandomBits() {
        let tokens = Set((0..<20).map { _ in AppGate.randomToken() })
        #expect(tokens.count == 20)
        #expect(tokens.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }
}
