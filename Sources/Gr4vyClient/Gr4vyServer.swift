import Foundation

/// The Gr4vy environment a client talks to.
public enum Gr4vyServer: Sendable, Hashable {
    /// The sandbox environment, `https://api.sandbox.{gr4vyId}.gr4vy.app`.
    case sandbox
    /// The production environment, `https://api.{gr4vyId}.gr4vy.app`.
    case production
    /// Any other base URL: `https` always, plain `http` only on a loopback host (an emulator on this
    /// machine). A path in the URL is kept as a prefix of every endpoint path.
    case custom(URL)

    /// The base URL of the API for the instance `gr4vyId`.
    ///
    /// Throws an error of kind ``Gr4vyError/Kind/invalidGr4vyId`` for an id that cannot be part of a host name (the id is
    /// checked for every server, custom ones included) and ``Gr4vyError/Kind/badURL(_:)`` for a custom URL
    /// that is not `https` (or `http` on loopback), has no host, or holds a user, password, query or
    /// fragment (the endpoint path is appended to it, and credentials would show in logs).
    public func baseURL(gr4vyId: String) throws(Gr4vyError) -> URL {
        guard Self.isValid(gr4vyId: gr4vyId) else { throw Gr4vyError(.invalidGr4vyId) }
        switch self {
        case .sandbox:
            return try Self.url("https://api.sandbox.\(gr4vyId).gr4vy.app")
        case .production:
            return try Self.url("https://api.\(gr4vyId).gr4vy.app")
        case .custom(let url):
            try Self.checkCustom(url)
            return url
        }
    }

    /// Whether `gr4vyId` is letters, digits, `-` and `_`, not empty and neither starting nor ending with `-`.
    public static func isValid(gr4vyId: String) -> Bool {
        guard let first = gr4vyId.first, let last = gr4vyId.last, first != "-", last != "-" else { return false }
        return gr4vyId.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            && !gr4vyId.contains("..")
    }

    /// Whether `host` names this machine: `localhost`, `127.0.0.0/8` or `::1`.
    public static func isLoopback(host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    private static func checkCustom(_ url: URL) throws(Gr4vyError) {
        let scheme = url.scheme?.lowercased()
        guard let host = url.host, !host.isEmpty else {
            throw Gr4vyError(
                .badURL("The server URL '\(url.absoluteString)' has no host; use e.g. https://api.example.com."))
        }
        guard url.user == nil, url.password == nil else {
            throw Gr4vyError(
                .badURL("The server URL must not hold a user or password: give https://host and set the token."))
        }
        guard url.query == nil, url.fragment == nil else {
            throw Gr4vyError(
                .badURL(
                    "The server URL '\(url.absoluteString)' has a query or fragment; give only scheme, host, port and path."
                ))
        }
        switch scheme {
        case "https":
            return
        case "http" where isLoopback(host: host):
            return
        case "http":
            throw Gr4vyError(
                .badURL(
                    "The server URL '\(url.absoluteString)' uses plain http for a remote host; use https "
                        + "(plain http is allowed only for localhost, 127.0.0.1 and ::1)."))
        default:
            throw Gr4vyError(
                .badURL("The server URL '\(url.absoluteString)' must start with https:// (or http:// on localhost)."))
        }
    }

    private static func url(_ string: String) throws(Gr4vyError) -> URL {
        guard let url = URL(string: string) else { throw Gr4vyError(.badURL("Cannot form the URL '\(string)'.")) }
        return url
    }
}
