import Dispatch
import Foundation
import Transport

/// Calls an async ``HTTPHandler`` from a worker thread and blocks that thread until it answers.
///
/// The handler's task prefers a ``WorkerExecutor`` whose jobs run on the worker thread
/// itself, so serving a request needs no thread of Swift concurrency's small cooperative pool (which
/// blocking code elsewhere in the process may be holding) and costs no thread hop. A handler that
/// hops to an actor still works: those parts run where the actor runs, and the worker thread
/// waits for the result.
enum HandlerBridge {
    /// The handler's response to `request`, computed with `executor` running on the calling thread.
    static func respond(
        _ handler: any HTTPHandler, to request: HTTPRequest, on executor: WorkerExecutor
    ) -> HTTPResponse {
        executor.begin()
        if #available(macOS 15.0, iOS 18.0, *) {
            Task(executorPreference: executor) {
                executor.finish(await handler.handle(request))
            }
        } else {
            Task {
                executor.finish(await handler.handle(request))
            }
        }
        return executor.runUntilFinished()
    }
}

/// A task executor that runs its jobs on one worker thread, inside ``runUntilFinished()``.
///
/// Where task executors are unavailable (Apple platforms before macOS 15 / iOS 18) no job is ever
/// queued and the handler runs on the global executor; the thread still waits here for its response.
// Safe: `jobs` and `response` are only read and written while `condition` is locked; the jobs themselves run outside
// it, on the one worker thread inside `runUntilFinished()`.
final class WorkerExecutor: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var response: HTTPResponse?

    /// Queues a job for the worker thread.
    fileprivate func append(_ job: UnownedJob) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Clears the previous response before a new request.
    func begin() {
        condition.lock()
        response = nil
        condition.unlock()
    }

    /// Hands the handler's response to the waiting worker thread.
    func finish(_ value: HTTPResponse) {
        condition.lock()
        response = value
        condition.signal()
        condition.unlock()
    }

    /// Runs queued jobs on the calling thread until the response is in, then returns it.
    func runUntilFinished() -> HTTPResponse {
        while true {
            condition.lock()
            while jobs.isEmpty && response == nil {
                condition.wait()
            }
            if jobs.isEmpty, let response {
                condition.unlock()
                return response
            }
            let job = jobs.removeFirst()
            condition.unlock()
            if #available(macOS 15.0, iOS 18.0, *) {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}

@available(macOS 15.0, iOS 18.0, *)
extension WorkerExecutor: TaskExecutor {
    /// Queues a job of the handler's task for the worker thread.
    func enqueue(_ job: consuming ExecutorJob) {
        append(UnownedJob(job))
    }
}
