import Dispatch
import Foundation
import TesseraCore

/// A fixed set of threads that run handlers, off the event loops, with a bounded queue in front.
///
/// Handlers may block (SQLite does), so they never run on an event loop. Each worker owns a
/// ``WorkerExecutor`` on which the handler's task runs, so serving a request needs no thread of Swift
/// concurrency's small cooperative pool. When the queue is full, ``submit(_:)`` refuses at once and the
/// caller answers 503.
///
/// The queue sits in a `Locked`; a worker sleeps on a counting semaphore that is signalled once per queued job and
/// once per worker at ``stop()``, so every wake-up has a job to take or is the signal to end.
final class WorkerPool: Sendable {
    typealias Job = @Sendable (WorkerExecutor) -> Void

    private struct Queue {
        var jobs: [Job?] = []
        var head = 0
        var stopping = false

        var count: Int { jobs.count - head }

        /// The oldest job, taken out of the queue (the array is compacted now and then).
        mutating func take() -> Job? {
            guard head < jobs.count else { return nil }
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

    private let queue = Locked(Queue())
    private let wakeUps = DispatchSemaphore(value: 0)
    private let capacity: Int
    private let threads: Int

    /// Starts `threads` workers; at most `capacity` jobs wait for one.
    init(threads: Int, capacity: Int) {
        self.capacity = max(1, capacity)
        self.threads = max(1, threads)
        for index in 0..<self.threads {
            let thread = Thread { [self] in work() }
            thread.name = "HTTPServer.worker.\(index)"
            thread.stackSize = 1024 * 1024
            thread.start()
        }
    }

    /// Queues `job`; false when the queue is full or the pool stopped.
    func submit(_ job: @escaping Job) -> Bool {
        let queued = queue.withLock { queue in
            guard !queue.stopping, queue.count < capacity else { return false }
            queue.jobs.append(job)
            return true
        }
        if queued { wakeUps.signal() }
        return queued
    }

    /// The jobs waiting for a worker now.
    var queued: Int { queue.withLock { $0.count } }

    /// Lets the workers finish the queued jobs, then end.
    func stop() {
        let first = queue.withLock { queue in
            defer { queue.stopping = true }
            return !queue.stopping
        }
        guard first else { return }
        for _ in 0..<threads { wakeUps.signal() }
    }

    private func work() {
        let executor = WorkerExecutor()
        while true {
            wakeUps.wait()
            // A wake-up with no job left is one of the signals of `stop()`: queued jobs are taken first.
            guard let job = queue.withLock({ $0.take() }) else { return }
            job(executor)
        }
    }
}
