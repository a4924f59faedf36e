import TesseraCore

/// Waits for a presenter's answer to one screen, and stops waiting as soon as the waiting task is cancelled,
/// whether or not the presenter itself stops.
///
/// A presenter should stop when cancelled, but one blocked in a read that cannot be interrupted would
/// hold the challenge past its timeout: the SDK's deadline must not depend on it. The presenter runs in
/// a task of its own, which is cancelled too; whichever comes first, its answer or the cancellation,
/// resumes the waiter, once.
enum PresenterWait {
    /// The presenter's action for `screen`, or `CancellationError` when the calling task is cancelled first.
    static func action(of presenter: any ChallengePresenter, for screen: ChallengeScreen) async throws
        -> ChallengeAction
    {
        let presenting = Task { try await presenter.present(screen) }
        let waiter = Waiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiter.wait(with: continuation)
                Task {
                    do {
                        waiter.finish(.success(try await presenting.value))
                    } catch {
                        waiter.finish(.failure(error))
                    }
                }
            }
        } onCancel: {
            presenting.cancel()
            waiter.finish(.failure(CancellationError()))
        }
    }

    /// The continuation and the first result, whichever arrives first; the continuation is resumed once.
    private final class Waiter: Sendable {
        private enum State {
            case idle
            case waiting(CheckedContinuation<ChallengeAction, any Error>)
            case finished(Result<ChallengeAction, any Error>)
            case resumed
        }

        private let state = Locked(State.idle)

        func wait(with continuation: CheckedContinuation<ChallengeAction, any Error>) {
            let early: Result<ChallengeAction, any Error>? = state.withLock { state in
                guard case .finished(let result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .resumed
                return result
            }
            if let early { continuation.resume(with: early) }
        }

        func finish(_ result: Result<ChallengeAction, any Error>) {
            let waiting: CheckedContinuation<ChallengeAction, any Error>? = state.withLock { state in
                switch state {
                case .idle:
                    state = .finished(result)
                    return nil
                case .waiting(let continuation):
                    state = .resumed
                    return continuation
                case .finished, .resumed:
                    return nil
                }
            }
            waiting?.resume(with: result)
        }
    }
}
