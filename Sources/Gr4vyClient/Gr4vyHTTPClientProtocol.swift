import Foundation

/// Sends one request of the Gr4vy API and returns the body of its 2xx response.
///
/// ``Gr4vyHTTPClient`` is the SDK's; give a service your own to record or answer requests in a test.
public protocol Gr4vyHTTPClientProtocol: Sendable {
    /// Sends `body` to `url` with `method` (a GET sends it as query items) and returns the response body.
    ///
    /// `merchantId` replaces the setup's for this request; `timeout` replaces the setup's when given.
    func perform<Request: Encodable>(
        to url: URL, method: String, body: Request?, merchantId: String?, timeout: TimeInterval?
    ) async throws -> Data
}
