import Dispatch
import Foundation
import Transport

/// Calls an async ``HTTPHandler`` from a connection thread and blocks that thread until it answers.
///
/// Connection threads are ordinary threads, not Swift concurrency's cooperative pool, so waiting on
/// a semaphore there is safe: the handler runs as a task on the cooperative pool, which is never
/// blocked by this wait.
enum HandlerBridge {
    /// The handler's response to `request`.
    static func respond(_ handler: any HTTPHandler, to request: HTTPRequest) -> HTTPResponse {
        let box = ResponseBox()
        Task {
            box.put(await handler.handle(request))
        }
        return box.take()
    }
}

/// A one-shot slot a task fills and a thread waits for.
private final class ResponseBox: @unchecked Sendable {
    // Safe: `response` is written once under `lock` before `ready` is signalled, and read after.
    private let lock = NSLock()
    private let ready = DispatchSemaphore(value: 0)
    private var response: HTTPResponse?

    func put(_ value: HTTPResponse) {
        lock.withLock { response = value }
        ready.signal()
    }

    func take() -> HTTPResponse {
        ready.wait()
        return lock.withLock { response ?? HTTPResponse(status: 500) }
    }
}
