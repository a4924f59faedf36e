import Dispatch
import Foundation

/// Waiting for SIGINT or SIGTERM without killing the process, so a server can stop cleanly.
enum TerminationSignal {
    /// Suspends until SIGINT or SIGTERM arrives and returns its name.
    static func wait() async -> String {
        await withCheckedContinuation { continuation in
            let once = Once()
            let sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    if once.claim() { continuation.resume(returning: name) }
                }
                source.resume()
                return source
            }
            once.keep(sources)
        }
    }
}

/// Lets exactly one signal resume the wait, and keeps the signal sources alive meanwhile.
private final class Once: @unchecked Sendable {
    // Safe: `claimed` and `sources` are only touched under `lock`.
    private let lock = NSLock()
    private var claimed = false
    private var sources: [any DispatchSourceSignal] = []

    func claim() -> Bool {
        lock.withLock {
            defer { claimed = true }
            return !claimed
        }
    }

    func keep(_ sources: [any DispatchSourceSignal]) {
        lock.withLock { self.sources = sources }
    }
}
