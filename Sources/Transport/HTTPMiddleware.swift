/// A step between a client and its transport that may inspect or change a request and its response.
///
/// A middleware receives the request and `next`, the rest of the chain; it calls `next` zero or more
/// times and returns a response (or throws). Logging, authentication and retries are middlewares.
public protocol HTTPMiddleware: Sendable {
    /// Handles `request`, calling `next` to pass it (or a changed copy) down the chain.
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}
