import Foundation
import Transport

/// The app's responses, each with the headers that keep a local web app safe.
enum AppResponse {
    /// Scripts and styles only from the app itself (no inline script), images also as `data:` (the card image's
    /// custom backgrounds are embedded that way), no framing, no plug-ins, forms only to the app.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'"

    /// A response with `body` of `type` and the security headers.
    static func make(status: Int = 200, type: String, body: Data, cache: Bool = false) -> HTTPResponse {
        var headers: HTTPHeaders = [
            "Content-Type": type,
            "Content-Security-Policy": contentSecurityPolicy,
            "X-Content-Type-Options": "nosniff",
            "Referrer-Policy": "same-origin",
            "X-Frame-Options": "DENY",
            "Cross-Origin-Opener-Policy": "same-origin",
            "Cross-Origin-Resource-Policy": "same-origin",
        ]
        headers["Cache-Control"] = cache ? "private, max-age=300" : "no-store"
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// An HTML page.
    static func page(_ html: HTML, status: Int = 200) -> HTTPResponse {
        make(status: status, type: "text/html; charset=utf-8", body: Data(html.markup.utf8))
    }

    /// A JSON body from a value the encoder writes with snake_case keys, sorted.
    static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return make(status: status, type: "application/json", body: body)
    }

    /// A JSON error, `{"error": message}`.
    static func jsonError(_ message: String, status: Int) -> HTTPResponse {
        json(["error": message], status: status)
    }

    /// A 303 to `path` on the app (after a form post, or after the token became a cookie).
    static func redirect(to path: String) -> HTTPResponse {
        var response = make(status: 303, type: "text/plain; charset=utf-8", body: Data())
        response.headers["Location"] = path.hasPrefix("/") && !path.hasPrefix("//") ? path : "/"
        return response
    }

    /// A 403 page in the app's look with a one-sentence reason (nothing of the request echoed) and how to get a
    /// fresh URL: run `tessera app` and open the URL it prints.
    static func refusal(_ reason: String) -> HTTPResponse {
        standalone(
            status: 403, heading: "The app refused this request", sentence: reason,
            next: HTML.element(
                "p", [:],
                "To open the app, run " + HTML.element("code", [:], "tessera app")
                    + " in a terminal and open the URL it prints. Each launch has a token of its own, so a URL or a "
                    + "tab from an earlier launch no longer opens it."))
    }

    /// A 405 with the methods the page answers in `Allow`.
    static func methodNotAllowed(_ allowed: [HTTPMethod]) -> HTTPResponse {
        var response = make(
            status: 405, type: "text/plain; charset=utf-8", body: Data("This page does not take that request.\n".utf8))
        response.headers["Allow"] = HTTPMethod.allowField(allowed)
        return response
    }

    /// The app's 404 page, in its look, with the way back to the start page.
    static func notFound() -> HTTPResponse {
        standalone(
            status: 404, heading: "Page not found", sentence: "No such page in the app.",
            next: HTML.element("p", [:], HTML.element("a", ["href": "/", "class": "button"], "Go to the start page")))
    }

    /// A page of its own in the app's look (its stylesheet and bar, which load without the token), for answers
    /// given before a tab's page is known: the refusal and the 404.
    private static func standalone(status: Int, heading: String, sentence: String, next: HTML) -> HTTPResponse {
        let head: HTML =
            "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" + HTML.escape(heading)
            + " · Tessera</title><link rel=\"icon\" href=\"data:,\"><link rel=\"stylesheet\" href=\"/static/app.css\">"
            + "</head>"
        let body =
            HTML.element("header", ["class": "bar"], HTML.element("span", ["class": "brand"], "Tessera"))
            + HTML.element(
                "main", ["class": "error-page", "data-status": String(status)],
                HTML.element("p", ["class": "status-code"], HTML.escape(String(status)))
                    + HTML.element("h1", [:], HTML.escape(heading))
                    + HTML.element("p", ["class": "lead"], HTML.escape(sentence)) + next)
        return page(head + HTML.element("body", [:], body) + "</html>", status: status)
    }
}
