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

    /// A 403 with a one-sentence reason, as plain text (nothing of the request echoed).
    static func refusal(_ reason: String) -> HTTPResponse {
        make(status: 403, type: "text/plain; charset=utf-8", body: Data((reason + "\n").utf8))
    }

    /// A 405 with the methods the page answers in `Allow`.
    static func methodNotAllowed(_ allowed: [HTTPMethod]) -> HTTPResponse {
        var response = make(
            status: 405, type: "text/plain; charset=utf-8", body: Data("This page does not take that request.\n".utf8))
        response.headers["Allow"] = HTTPMethod.allowField(allowed)
        return response
    }

    /// A 404 page.
    static func notFound() -> HTTPResponse {
        make(status: 404, type: "text/plain; charset=utf-8", body: Data("No such page in the app.\n".utf8))
    }
}
