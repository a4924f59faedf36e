import Foundation

/// Joins a base URL, an endpoint path and query items, percent-encoding strictly (RFC 3986 unreserved
/// characters only), so that `+`, `&`, `=` and `/` inside values arrive intact.
enum Gr4vyURLBuilder {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// One path segment, percent-encoded (a `/` inside it is encoded too).
    static func segment(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    /// `base` + `path` + `?name=value&…`, or nil when that is not a URL.
    static func url(base: URL, path: String, query: [(String, String)]) -> URL? {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        text += path
        if !query.isEmpty {
            text += "?" + query.map { segment($0.0) + "=" + segment($0.1) }.joined(separator: "&")
        }
        return URL(string: text)
    }
}
