import Foundation
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``URLSessionProtocol`` that sends every request through a Tessera `HTTPTransport`, optionally to
/// another base URL: how a client reaches Tessera's emulator, in process or served on loopback.
///
/// ```swift
/// // The emulator in this process: no network, no account.
/// let emulator = Gr4vyTransportSession(transport: SandboxTransport(handler: handler))
/// // `tessera sandbox serve --port 8080`: the API's host replaced by the emulator's.
/// let served = try Gr4vyTransportSession(
///     transport: URLSessionTransport(), baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let gr4vy = try Gr4vy(gr4vyId: "emulator", token: token, server: .sandbox, session: served)
/// ```
///
/// With a base URL, requests to a `*.gr4vy.app` host go to it instead, keeping their path and query (a
/// path in the base URL is put in front); requests to other hosts, such as an issuer's ACS, are sent as
/// they are.
public struct Gr4vyTransportSession: URLSessionProtocol {
    /// The transport every request goes through.
    public let transport: any HTTPTransport
    /// Where requests to the Gr4vy API go instead, or nil to send them as addressed.
    public let baseURL: URL?

    /// A session over `transport` that sends requests as addressed.
    public init(transport: any HTTPTransport) {
        self.transport = transport
        baseURL = nil
    }

    /// A session over `transport` that sends requests for the Gr4vy API to `baseURL`.
    ///
    /// Throws ``Gr4vyError/badURL(_:)`` for a URL that is not `https` (plain `http` is allowed on loopback
    /// only: `localhost`, `127.0.0.0/8`, `::1`), has no host, or holds a user, password, query or fragment.
    public init(transport: any HTTPTransport, baseURL: URL) throws {
        try Self.check(baseURL)
        self.transport = transport
        self.baseURL = baseURL
    }

    /// Sends `request` through the transport.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        guard let converted = HTTPRequest(request) else { throw URLError(.badURL) }
        let routed = route(converted)
        let response = try await transport.send(routed)
        guard let urlResponse = response.urlResponse(for: routed.url) else { throw URLError(.badServerResponse) }
        return (response.body, urlResponse)
    }

    /// `request` with its URL moved to ``baseURL`` when it is for the Gr4vy API.
    func route(_ request: HTTPRequest) -> HTTPRequest {
        guard let baseURL, let host = request.url.host?.lowercased(),
            host == "gr4vy.app" || host.hasSuffix(".gr4vy.app"),
            var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false),
            let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        else { return request }
        components.scheme = base.scheme
        components.host = base.host
        components.port = base.port
        var prefix = base.percentEncodedPath
        while prefix.hasSuffix("/") { prefix.removeLast() }
        components.percentEncodedPath = prefix + components.percentEncodedPath
        guard let url = components.url else { return request }
        var routed = request
        routed.url = url
        return routed
    }

    /// Whether `host` names this machine: `localhost`, `127.0.0.0/8` or `::1`.
    public static func isLoopback(host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let octets = host.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// Throws ``Gr4vyError/badURL(_:)`` unless `url` can be a base URL (see ``init(transport:baseURL:)``).
    public static func check(_ url: URL) throws {
        guard let host = url.host, !host.isEmpty else {
            throw Gr4vyError.badURL(
                "The server URL '\(url.absoluteString)' has no host; use e.g. https://api.example.com.")
        }
        guard url.user == nil, url.password == nil else {
            throw Gr4vyError.badURL(
                "The server URL must not hold a user or password: give https://host and set the token.")
        }
        guard url.query == nil, url.fragment == nil else {
            throw Gr4vyError.badURL(
                "The server URL '\(url.absoluteString)' has a query or fragment; give only scheme, host, port and path."
            )
        }
        switch url.scheme?.lowercased() {
        case "https":
            return
        case "http" where isLoopback(host: host):
            return
        case "http":
            throw Gr4vyError.badURL(
                "The server URL '\(url.absoluteString)' uses plain http for a remote host; use https "
                    + "(plain http is allowed only for localhost, 127.0.0.1 and ::1).")
        default:
            throw Gr4vyError.badURL(
                "The server URL '\(url.absoluteString)' must start with https:// (or http:// on localhost).")
        }
    }
}
