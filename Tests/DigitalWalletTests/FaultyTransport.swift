import Foundation
import Transport

/// A transport in front of the token service that can drop or mangle answers to chosen routes.
// Safe: `rules` is only read and written while holding `lock`; `inner` is an immutable `let` of a Sendable
// transport.
final class FaultyTransport: HTTPTransport, @unchecked Sendable {
    enum Fault: Sendable {
        /// Pass requests through.
        case none
        /// Throw as if the network were down.
        case unreachable
        /// Answer 200 with bytes that are not JSON.
        case garbage
        /// Answer 200 with JSON of the wrong shape.
        case wrongShape
        /// Answer 502 with an HTML page.
        case badGateway
        /// Answer 500 with an MDES error body, without passing the request on (the service failed before it
        /// carried the request out).
        case serverError
        /// Let the service carry the request out, then lose its answer (a reset or time-out mid-request).
        case answerLost
    }

    private let lock = NSLock()
    private let inner: any HTTPTransport
    private var rules: [(pattern: String, fault: Fault)] = []

    init(_ inner: any HTTPTransport) {
        self.inner = inner
    }

    /// Applies `fault` to requests whose path contains `pattern` (every request when empty), and no other fault.
    func set(_ fault: Fault, on pattern: String = "") {
        lock.withLock { rules = [(pattern, fault)] }
    }

    /// Applies `fault` as well to requests whose path contains `pattern` (the first matching rule wins).
    func add(_ fault: Fault, on pattern: String) {
        lock.withLock { rules.append((pattern, fault)) }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rules = lock.withLock { self.rules }
        let fault = rules.first { $0.pattern.isEmpty || request.path.contains($0.pattern) }?.fault ?? .none
        switch fault {
        case .none: return try await inner.send(request)
        case .unreachable: throw URLError(.notConnectedToInternet)
        case .garbage: return HTTPResponse(status: 200, body: Data([0xFF, 0x00, 0x7B, 0x5B]))
        case .wrongShape: return HTTPResponse(status: 200, body: Data(#"{"unexpected":[1,2,3]}"#.utf8))
        case .badGateway: return HTTPResponse(status: 502, body: Data("<html>Bad Gateway</html>".utf8))
        case .serverError:
            let body =
                #"{"Errors":{"Error":[{"Source":"TOKEN_SERVICE","ReasonCode":"SYSTEM_ERROR","Description":"The token service failed; try again later.","Recoverable":true}]}}"#
            return HTTPResponse(status: 500, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        case .answerLost:
            _ = try await inner.send(request)
            throw URLError(.networkConnectionLost)
        }
    }
}
