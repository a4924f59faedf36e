import Foundation
import Transport

/// A transport that holds the first request to a chosen route until the test releases it, so a test can act
/// while that request is on its way.
// Safe: `held`, `waiting` and `released` are only read and written while holding `lock`; `inner` and
// `pattern` are immutable `let`s.
final class GatedTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let inner: any HTTPTransport
    private let pattern: String
    private var held: CheckedContinuation<Void, Never>?
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isHolding = false
    private var released = false

    init(_ inner: any HTTPTransport, holding pattern: String) {
        self.inner = inner
        self.pattern = pattern
    }

    /// Returns once a request to the route is being held.
    func waitUntilHeld() async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                if isHolding { return true }
                waiting.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Lets the held request (and every later one) through.
    func release() {
        let continuation = lock.withLock {
            released = true
            defer { held = nil }
            return held
        }
        continuation?.resume()
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if request.path.contains(pattern) {
            await withCheckedContinuation { continuation in
                let (pass, waiters) = lock.withLock { () -> (Bool, [CheckedContinuation<Void, Never>]) in
                    if released { return (true, []) }
                    held = continuation
                    isHolding = true
                    defer { waiting = [] }
                    return (false, waiting)
                }
                if pass { continuation.resume() }
                for waiter in waiters { waiter.resume() }
            }
        }
        return try await inner.send(request)
    }
}
