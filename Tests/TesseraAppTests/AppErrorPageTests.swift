import Foundation
import Testing
import Transport

@testable import TesseraApp

/// The refusal and not-found answers are pages in the app's look, and the files that style them load without
/// the token but never for another Host or a state-changing method.
@Suite struct AppErrorPageTests {
    let gate = AppGate(token: String(repeating: "ef", count: 32), port: 4321)

    func request(_ method: String, _ path: String, host: String = "127.0.0.1:4321") -> HTTPRequest {
        HTTPRequest(
            method: HTTPMethod(rawValue: method), url: URL(string: "http://\(host)\(path)")!, headers: ["Host": host])
    }

    func status(_ request: HTTPRequest, access: AppRoute.Access) -> Int {
        if case .answer(let response) = gate.check(request, access: access) { return response.status }
        return 200
    }

    @Test func theAppsFilesLoadWithoutTheTokenForItsHostOnly() {
        #expect(status(request("GET", "/static/app.css"), access: .asset) == 200)
        #expect(status(request("HEAD", "/static/app.css"), access: .asset) == 200)
        #expect(status(request("GET", "/static/app.css", host: "evil.example:4321"), access: .asset) == 403)
        #expect(status(request("POST", "/static/app.css"), access: .asset) == 403)
        #expect(status(request("GET", "/checkout"), access: .session) == 403)
    }

    @Test func theRefusalIsAStyledPageThatSaysHowToGetAFreshURL() {
        let response = AppResponse.refusal("Open the URL <b>'tessera app'</b> printed.")
        let page = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 403 && response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(page.hasPrefix("<!doctype html>") && page.contains(#"<link rel="stylesheet" href="/static/app.css">"#))
        #expect(page.contains("run <code>tessera app</code> in a terminal and open the URL it prints"))
        #expect(page.contains("&lt;b&gt;&apos;tessera app&apos;&lt;/b&gt;") && !page.contains("<b>"))
        #expect(response.headers["Content-Security-Policy"] == AppResponse.contentSecurityPolicy)
    }

    @Test func notFoundIsAStyledPageWithTheWayBack() {
        let response = AppResponse.notFound()
        let page = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == 404 && page.contains("<h1>Page not found</h1>"))
        #expect(page.contains(#"<a href="/" class="button">Go to the start page</a>"#))
        #expect(page.contains(#"<main class="error-page" data-status="404">"#))
    }
}
