import Foundation
import TesseraCore
import Transport

/// A closure-backed transport for tests, recording every request it receives.
struct MockTransport: HTTPTransport {
    let handler: @Sendable (HTTPRequest) async throws -> HTTPResponse
    let recorder = RequestRecorder()

    init(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.handler = handler
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        recorder.record(request)
        return try await handler(request)
    }

    /// Answers every request with `status`, a JSON content type and `body`.
    static func successful(status: Int = 200, body: String = "{}") -> MockTransport {
        MockTransport { _ in
            HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
    }

    /// Fails every request with `error`, as a transport does when no response arrives.
    static func failing(_ error: any Error = URLError(.notConnectedToInternet)) -> MockTransport {
        MockTransport { _ in throw error }
    }

    /// The requests received so far.
    var requests: [HTTPRequest] { recorder.requests }
}

/// The requests a ``MockTransport`` saw, behind a lock.
struct RequestRecorder: Sendable {
    private let stored = Locked<[HTTPRequest]>([])

    func record(_ request: HTTPRequest) { stored.withLock { $0.append(request) } }

    var requests: [HTTPRequest] { stored.value }
}
