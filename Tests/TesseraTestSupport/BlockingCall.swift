import Foundation

/// Runs blocking work (waiting for a child process, reading a pipe to its end) on a thread of its own,
/// a few at a time.
///
/// Swift Testing runs tests in parallel on Swift concurrency's cooperative pool, which has one thread per
/// core; a test that blocks one of them starves every other test, and on a 2-core machine two child
/// processes stalled the whole suite long enough for a 3-D Secure challenge's deadline to pass. Tests await
/// blocking work through ``run(_:)`` instead, which suspends the test and leaves the pool free. The calls
/// are limited to one per core at a time: a suspended test no longer holds a pool thread, so without the
/// limit every test that runs a child process would start one at once (hundreds of processes and
/// thousands of descriptors, which Foundation's `Process.run()` cannot list safely; see
/// ``ProcessSpawning``).
public enum BlockingCall {
    private static let slots = Slots(max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Runs `body` on a new thread once a slot is free and returns what it returns, or rethrows what it throws.
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        await slots.acquire()
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, any Error>, Never>) in
            Thread { continuation.resume(returning: Result { try body() }) }.start()
        }
        await slots.release()
        return try result.get()
    }

    /// A counting semaphore whose waiters suspend instead of blocking a thread.
    private actor Slots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(_ count: Int) { free = count }

        func acquire() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty {
                free += 1
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}
