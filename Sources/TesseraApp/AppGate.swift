import Foundation
import Transport

/// The checks every request to the app passes before a handler sees it: the Host header (against DNS
/// rebinding), the Origin of state-changing requests (against cross-site request forgery) and the launch's
/// token (in the printed URL once, then in an HttpOnly, SameSite=Strict cookie).
struct AppGate: Sendable {
    /// What to do with a request.
    enum Verdict: Sendable, Equatable {
        /// Serve it.
        case pass
        /// Answer this instead: a refusal, or the redirect that trades the URL's token for the cookie.
        case answer(HTTPResponse)
    }

    /// This launch's secret.
    let token: String
    /// The port the app listens on.
    let port: Int

    /// The cookie's name carries the port, since browsers share cookies between the ports of one host.
    var cookieName: String { "tessera_app_\(port)" }

    /// The origins the app's own pages have.
    var origins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }

    /// The verdict on `request`, for a route that requires `access` (the table's route for it).
    func check(_ request: HTTPRequest, access: AppRoute.Access = .session) -> Verdict {
        guard hostIsOurs(request) else {
            return .answer(AppResponse.refusal("This address is not the app's; open the URL 'tessera app' printed."))
        }
        let method = request.method.rawValue
        if access == .asset, method == "GET" || method == "HEAD" { return .pass }
        if access == .challengeForm, method == "POST", Self.isChallengeFormPost(request.path) {
            // The ACS form in its sandboxed frame has an opaque origin and no cookie; the secret in its path
            // (checked by the handler) stands for both.
            let origin = request.headers["Origin"]
            guard origin == "null" || origin.map(origins.contains) == true else {
                return .answer(AppResponse.refusal("Requests that change something must come from the app's own page."))
            }
            return .pass
        }
        if method != "GET" && method != "HEAD" {
            guard let origin = request.headers["Origin"], origins.contains(origin) else {
                return .answer(AppResponse.refusal("Requests that change something must come from the app's own page."))
            }
        }
        if let cookie = cookieValue(in: request), Self.constantTimeEqual(cookie, token) {
            return .pass
        }
        if method == "GET", let offered = request.queryItems.first(where: { $0.name == "token" })?.value,
            Self.constantTimeEqual(offered, token)
        {
            var response = AppResponse.redirect(to: request.path)
            response.headers["Set-Cookie"] = "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
            return .answer(response)
        }
        return .answer(AppResponse.refusal("Open the URL 'tessera app' printed: it carries this launch's token."))
    }

    /// Whether the Host header (and an absolute request target, if one was sent) names 127.0.0.1 or localhost
    /// with the app's port.
    private func hostIsOurs(_ request: HTTPRequest) -> Bool {
        guard let host = request.headers["Host"]?.lowercased(),
            host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
        else { return false }
        let urlHost = request.url.host?.lowercased()
        return (urlHost == "127.0.0.1" || urlHost == "localhost") && request.url.port == port
    }

    /// Whether `path` is where a challenge's ACS HTML form posts: `/challenge/{run}/{screen}/form/{secret}`.
    static func isChallengeFormPost(_ path: String) -> Bool {
        path.range(of: #"^/challenge/[0-9a-f]{32}/[0-9]{1,4}/form/[0-9a-f]{64}$"#, options: .regularExpression) != nil
    }

    private func cookieValue(in request: HTTPRequest) -> String? {
        for header in request.headers.values(for: "Cookie") {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == cookieName {
                    return parts[1].trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }

    /// Compares without stopping at the first difference, so the time taken says nothing about the token.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// 32 random bytes from the system's generator, as 64 hexadecimal digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }
}
