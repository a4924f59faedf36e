import Foundation

/// A fixed set of threads that run handlers, off the event loops, with a bounded queue in front.
///
/// Handlers may block (SQLite does), so they never run on an event loop. Each worker owns a
/// ``WorkerExecutor`` on which the handler's task runs, so serving a request needs no thread of Swift
/// concurrency's small cooperative pool. When the queue is full, ``submit(_:)`` refuses at once and the
/// caller answers 503.
// Safe: `jobs`, `head` and `stopping` are only read and written while `condition` is locked (jobs run outside it);
// `capacity` never changes.
final class WorkerPool: @unchecked Sendable {
    typealias Job = @Sendable (WorkerExecutor) -> Void

    private let condition = NSCondition()
    private var jobs: [Job?] = []
    private var head = 0
    private var stopping = false
    private let capacity: Int

    /// Starts `threads` workers; at most `capacity` jobs wait for one.
    init(threads: Int, capacity: Int) {
        self.capacity = max(1, capacity)
        for index in 0..<max(1, threads) {
            let thread = Thread { [self] in work() }
            thread.name = "HTTPServer.worker.\(index)"
            thread.stackSize = 1024 * 1024
            thread.start()
        }
    }

    /// Queues `job`; false when the queue is full or the pool stopped.
    func submit(_ job: @escaping Job) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopping, jobs.count - head < capacity else { return false }
        jobs.append(job)
        condition.signal()
        return true
    }

    /// The jobs waiting for a worker now.
    var queued: Int { condition.withLock { jobs.count - head } }

    /// Lets the workers finish the queued jobs, then end.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        let executor = WorkerExecutor()
        while let job = next() {
            job(executor)
        }
    }

    private func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while head == jobs.count {
            if stopping { return nil }
            condition.wait()
        }
        let job = jobs[head]
        jobs[head] = nil
        head += 1
        if head > 1024 && head * 2 > jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
