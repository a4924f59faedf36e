/// Something that sends an HTTP request and returns the response: URLSession, an in-process
/// emulator, or a test mock.
///
/// A transport throws only when no response arrived (a network failure, a timeout, cancellation);
/// any status code, 4xx and 5xx included, is a response.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Something that answers HTTP requests: the server side of an ``HTTPTransport``.
///
/// Handlers never throw: every failure is an HTTP response (typically 4xx or 5xx with an error body).
public protocol HTTPHandler: Sendable {
    /// Returns the response to `request`.
    func handle(_ request: HTTPRequest) async -> HTTPResponse
}
