import Dispatch
import Foundation
import TesseraCore
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
///
/// The queued jobs and the response sit in a `Locked`; the worker sleeps on a counting semaphore signalled once per
/// queued job and once for the response, so each wake-up has exactly one thing to do.
final class WorkerExecutor: Sendable {
    private struct Pending {
        var jobs: [UnownedJob] = []
        var response: HTTPResponse?
    }

    /// One thing for the worker to do: run a job, or return the response.
    private enum Next {
        case run(UnownedJob)
        case answer(HTTPResponse)
    }

    private let pending = Locked(Pending())
    private let wakeUps = DispatchSemaphore(value: 0)

    /// Queues a job for the worker thread.
    fileprivate func append(_ job: UnownedJob) {
        pending.withLock { $0.jobs.append(job) }
        wakeUps.signal()
    }

    /// Hands the handler's response to the waiting worker thread.
    func finish(_ value: HTTPResponse) {
        pending.withLock { $0.response = value }
        wakeUps.signal()
    }

    /// Runs queued jobs on the calling thread until the response is in, then returns it (and forgets it, ready for
    /// the next request).
    func runUntilFinished() -> HTTPResponse {
        while true {
            wakeUps.wait()
            let next: Next? = pending.withLock { pending in
                if !pending.jobs.isEmpty { return .run(pending.jobs.removeFirst()) }
                defer { pending.response = nil }
                return pending.response.map(Next.answer)
            }
            switch next {
            case .run(let job):
                if #available(macOS 15.0, iOS 18.0, *) {
                    job.runSynchronously(on: asUnownedTaskExecutor())
                }
            case .answer(let response):
                return response
            case nil:
                continue
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
