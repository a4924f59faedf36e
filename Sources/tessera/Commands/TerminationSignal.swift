import Dispatch
import Foundation

/// Catches SIGINT and SIGTERM without killing the process, so a server can stop cleanly.
///
/// Create it before announcing the server: from then on a signal is never lost, even one that
/// arrives before ``wait()`` is called (a client that reads "Listening on" may signal at once).
// Safe: `received`, `waiter` and `sources` are only read and written while holding `lock`; the continuation is resumed
// outside the lock, exactly once.
final class TerminationSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var received: String?
    private var waiter: CheckedContinuation<String, Never>?
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching SIGINT and SIGTERM, returning once both are caught.
    ///
    /// Each signal is ignored first (so it cannot kill the process) and then handed to a dispatch source;
    /// this waits (5 s at most) for the sources to be registered, since a signal sent before that would
    /// be ignored and lost.
    init() {
        let registered = DispatchSemaphore(value: 0)
        let sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.deliver(name) }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            return source
        }
        for _ in sources { _ = registered.wait(timeout: .now() + 5) }
        lock.withLock { self.sources = sources }
    }

    /// Suspends until SIGINT or SIGTERM has arrived (returns at once if one already did) and returns
    /// its name.
    func wait() async -> String {
        await withCheckedContinuation { continuation in
            let name: String? = lock.withLock {
                if received == nil { waiter = continuation }
                return received
            }
            if let name { continuation.resume(returning: name) }
        }
    }

    private func deliver(_ name: String) {
        let waiting: CheckedContinuation<String, Never>? = lock.withLock {
            guard received == nil else { return nil }
            received = name
            defer { waiter = nil }
            return waiter
        }
        waiting?.resume(returning: name)
    }
}
