internal import CMalloc
import Dispatch
import Foundation

/// Hands the memory a large request left behind back to the system once the server has had no large request
/// for a moment.
///
/// glibc keeps what a thread frees in that thread's arena, and after a large block is freed it raises its mmap
/// threshold so that later large blocks come from the arenas too: after a few hostile 1 MiB bodies handled on
/// different workers, tens of megabytes stay resident for good. `malloc_trim` returns the free pages of every
/// arena. It walks the whole heap, so it runs only after a request or response of at least ``threshold`` bytes,
/// once ``quiet`` has passed since the last one (by then the connection has sent the response and let go of the
/// body), and never on a loop or a worker.
// Safe: `scheduled` and `last` are only read and written while `lock` is held; `queue` never changes.
final class AllocatorTrim: @unchecked Sendable {
    /// The size of body or response after which memory is handed back.
    static let threshold = 256 * 1024
    /// How long after the last large request the memory is handed back.
    static let quiet = DispatchTimeInterval.milliseconds(200)

    private let lock = NSLock()
    private let queue = DispatchQueue(label: "HTTPServer.trim", qos: .utility)
    private var scheduled = false
    private var last = DispatchTime.now()

    /// A request whose body and response together hold `bytes` bytes is done; a large one schedules a trim.
    func finished(bytes: Int) {
        guard bytes >= Self.threshold else { return }
        lock.withLock {
            last = .now()
            guard !scheduled else { return }
            scheduled = true
            queue.asyncAfter(deadline: last + Self.quiet) { self.fire() }
        }
    }

    /// Trims, unless a large request finished less than ``quiet`` ago (then waits for the rest of it).
    private func fire() {
        let due: DispatchTime? = lock.withLock {
            let due = last + Self.quiet
            if due > .now() { return due }
            scheduled = false
            return nil
        }
        if let due {
            queue.asyncAfter(deadline: due) { self.fire() }
        } else {
            _ = tessera_malloc_trim()
        }
    }
}
