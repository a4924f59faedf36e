import Dispatch
import Foundation
import TesseraCore

/// Catches SIGINT and SIGTERM without killing the process, so a server can stop cleanly.
///
/// Create it before announcing the server: from then on a signal is never lost, even one that
/// arrives before ``wait()`` is called (a client that reads "Listening on" may signal at once).
///
/// Nothing here runs in a signal handler: each signal is ignored and read by a dispatch source, whose
/// handler runs on a dispatch queue as ordinary code, so the state may sit behind `Locked` (only a
/// `sigaction` handler would need an async-signal-safe primitive instead).
final class TerminationSignal {
    /// The signal that arrived, or the task waiting for one.
    private struct State: Sendable {
        var received: String?
        var waiter: CheckedContinuation<String, Never>?
    }

    private let state = Locked(State())
    /// Kept so that the sources keep delivering for as long as this value lives.
    private let sources: [any DispatchSourceSignal]

    /// Starts catching SIGINT and SIGTERM, returning once both are caught.
    ///
    /// Each signal is ignored first (so it cannot kill the process) and then handed to a dispatch source;
    /// this waits (5 s at most) for the sources to be registered, since a signal sent before that would
    /// be ignored and lost.
    init() {
        let registered = DispatchSemaphore(value: 0)
        let state = state
        sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Self.deliver(name, to: state) }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            return source
        }
        for _ in sources { _ = registered.wait(timeout: .now() + 5) }
    }

    /// Suspends until SIGINT or SIGTERM has arrived (returns at once if one already did) and returns
    /// its name.
    func wait() async -> String {
        await withCheckedContinuation { continuation in
            let name: String? = state.withLock { state in
                if state.received == nil { state.waiter = continuation }
                return state.received
            }
            if let name { continuation.resume(returning: name) }
        }
    }

    /// Records the first signal and resumes its waiter, outside the lock and exactly once.
    private static func deliver(_ name: String, to state: Locked<State>) {
        let waiting: CheckedContinuation<String, Never>? = state.withLock { state in
            guard state.received == nil else { return nil }
            state.received = name
            defer { state.waiter = nil }
            return state.waiter
        }
        waiting?.resume(returning: name)
    }
}
