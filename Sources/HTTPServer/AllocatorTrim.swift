internal import CMalloc
import Dispatch
import Foundation
import TesseraCore

/// Hands the memory a large request left behind back to the system once the server has had no large request
/// for a moment.
///
/// glibc keeps what a thread frees in that thread's arena, and after a large block is freed it raises its mmap
/// threshold so that later large blocks come from the arenas too: after a few hostile 1 MiB bodies handled on
/// different workers, tens of megabytes stay resident for good. `malloc_trim` returns the free pages of every
/// arena. It walks the whole heap, so it runs only after a request or response of at least ``threshold`` bytes,
/// once ``quiet`` has passed since the last one (by then the connection has sent the response and let go of the
/// body), and never on a loop or a worker.
final class AllocatorTrim: Sendable {
    /// The size of body or response after which memory is handed back.
    static let threshold = 256 * 1024
    /// How long after the last large request the memory is handed back.
    static let quiet = DispatchTimeInterval.milliseconds(200)

    private let queue = DispatchQueue(label: "HTTPServer.trim", qos: .utility)
    /// Whether a trim is scheduled, and when the last large request finished.
    private let state = Locked((scheduled: false, last: DispatchTime.now()))

    /// A request whose body and response together hold `bytes` bytes is done; a large one schedules a trim.
    func finished(bytes: Int) {
        guard bytes >= Self.threshold else { return }
        state.withLock { state in
            state.last = .now()
            guard !state.scheduled else { return }
            state.scheduled = true
            queue.asyncAfter(deadline: state.last + Self.quiet) { self.fire() }
        }
    }

    /// Trims, unless a large request finished less than ``quiet`` ago (then waits for the rest of it).
    private func fire() {
        let due: DispatchTime? = state.withLock { state in
            let due = state.last + Self.quiet
            if due > .now() { return due }
            state.scheduled = false
            return nil
        }
        if let due {
            queue.asyncAfter(deadline: due) { self.fire() }
        } else {
            _ = tessera_malloc_trim()
        }
    }
}
