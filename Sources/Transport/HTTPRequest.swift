import Foundation

/// An HTTP request as a value: what a client sends and what a server handler receives.
public struct HTTPRequest: Sendable, Equatable {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute URL: scheme, host, port, path and query.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, or nil for none.
    public var body: Data?
    /// How long the client waits for the response, in seconds; nil uses the transport's default.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(
        method: HTTPMethod,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        timeout: TimeInterval? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The URL's path, percent-decoded, `/` when empty.
    public var path: String {
        let path = url.path
        return path.isEmpty ? "/" : path
    }

    /// The query items in order, decoded; empty when the URL has no query.
    public var queryItems: [URLQueryItem] {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }
}
