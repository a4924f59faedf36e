import Dispatch
import Foundation

/// Catches SIGINT and SIGTERM without killing the process, so a server can stop cleanly.
///
/// Create it before announcing the server: from then on a signal is never lost, even one that
/// arrives before ``wait()`` is called (a client that reads "Listening on" may signal at once).
final class TerminationSignal: @unchecked Sendable {
    // Safe: `received`, `waiter` and `sources` are only touched under `lock`.
    private let lock = NSLock()
    private var received: String?
    private var waiter: CheckedContinuation<String, Never>?
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching SIGINT and SIGTERM.
    init() {
        let sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.deliver(name) }
            source.resume()
            signal(number, SIG_IGN)
            return source
        }
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
