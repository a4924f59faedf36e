import Foundation
import TesseraCore
import ThreeDS

/// The requests that may show a 3-D Secure challenge in the page: each runs on the server in a task of its own,
/// and the page follows it by id (``status(of:after:)``), answering the screens it shows (``answer(_:in:)``).
///
/// A run ends with its ``ClientAnswer``. The screen the SDK waits on is kept here with the continuation the
/// answer resumes; when the SDK stops waiting (its challenge timeout, or the run ended) the screen is withdrawn.
/// A page that never answers leaves the run to the SDK's timeout. At most ``capacity`` runs are kept; a run
/// forgotten while its screen waits has that screen withdrawn.
final class ChallengeBoard: Sendable {
    /// How many runs are remembered.
    static let capacity = 16
    /// How long a status request waits for a change before answering with the same state.
    static let longPoll: Duration = .seconds(10)

    /// One screen waiting for the cardholder.
    struct Pending {
        let sequence: Int
        let screen: ChallengeScreen
        /// The secret in the URL the ACS HTML's form posts to (UI type 05): the sandboxed frame has no cookie.
        let formKey: String
        let waiter: CheckedContinuation<ChallengeAction, any Error>
    }

    private struct Run {
        var version = 0
        var shown = 0
        var pending: Pending?
        var answer: ClientAnswer?
    }

    private let runs = Locked<(byID: [String: Run], order: [String])>(([:], []))
    /// The clock the long poll waits on.
    private let clock: WallClock

    /// A board with no runs; its long polls wait on `clock`.
    init(clock: WallClock = .live) {
        self.clock = clock
    }

    /// Starts `work` with a presenter of `appearance` for the new run, and returns the run's id at once.
    func start(
        appearance: ChallengeAppearance,
        _ work: @escaping @Sendable (BrowserChallengePresenter) async -> ClientAnswer
    ) -> String {
        let id = String(AppGate.randomToken().prefix(32))
        runs.withLock { runs in
            runs.byID[id] = Run()
            runs.order.append(id)
            // A forgotten run's screen stops waiting, so its challenge ends rather than hanging.
            if runs.order.count > Self.capacity {
                runs.byID.removeValue(forKey: runs.order.removeFirst())?.pending?.waiter.resume(
                    throwing: CancellationError())
            }
        }
        let presenter = BrowserChallengePresenter(appearance: appearance, board: self, run: id)
        Task {
            let answer = await work(presenter)
            self.update(id) { run in
                run.answer = answer
                run.pending?.waiter.resume(throwing: CancellationError())
                run.pending = nil
            }
        }
        return id
    }

    /// Shows `screen` in run `id` and waits for the page's answer; throws `CancellationError` when the waiting
    /// task is cancelled (the SDK's challenge timeout), withdrawing the screen.
    func show(_ screen: ChallengeScreen, in id: String) async throws -> ChallengeAction {
        let withdrawn = Locked(false)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let placed = update(id) { run in
                    guard !withdrawn.value else { return false }
                    run.shown += 1
                    run.pending = Pending(
                        sequence: run.shown, screen: screen, formKey: AppGate.randomToken(), waiter: continuation)
                    return true
                }
                if placed != true { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            withdrawn.replace(with: true)
            update(id) { run in
                run.pending?.waiter.resume(throwing: CancellationError())
                run.pending = nil
            }
        }
    }

    /// What the page sees of run `id`.
    struct Status: Sendable {
        /// Changes whenever the run does; the page sends it back to wait for the next change.
        let version: Int
        /// The screen waiting for an answer, if any.
        let pending: (sequence: Int, screen: ChallengeScreen, formKey: String)?
        /// The run's answer once it ended.
        let answer: ClientAnswer?
    }

    /// The state of run `id`, once its version differs from `version` or ``longPoll`` has passed; nil for an
    /// unknown run.
    func status(of id: String, after version: Int?) async -> Status? {
        let until = clock.uptime() + Self.longPoll
        while true {
            guard let status = current(id) else { return nil }
            if status.version != version || clock.uptime() >= until { return status }
            try? await clock.sleep(for: .milliseconds(50))
            if Task.isCancelled { return status }
        }
    }

    /// The state of run `id` now.
    func current(_ id: String) -> Status? {
        runs.withLock { runs in
            runs.byID[id].map { run in
                Status(
                    version: run.version, pending: run.pending.map { ($0.sequence, $0.screen, $0.formKey) },
                    answer: run.answer)
            }
        }
    }

    /// Answers the screen numbered `sequence` of run `id` with what `decide` makes of it; the sentence saying
    /// why nothing was answered otherwise (the screen is gone, or `decide` refused the input).
    func answer(
        _ sequence: Int, in id: String,
        _ decide: (_ screen: ChallengeScreen, _ formKey: String) throws(AppRequestError) -> ChallengeAction
    ) throws(AppRequestError) {
        let result: Result<Void, AppRequestError> =
            update(id) { run in
                guard let pending = run.pending, pending.sequence == sequence else {
                    return .failure(.notFound("This challenge screen is no longer waiting for an answer."))
                }
                do throws(AppRequestError) {
                    let action = try decide(pending.screen, pending.formKey)
                    run.pending = nil
                    pending.waiter.resume(returning: action)
                    return .success(())
                } catch {
                    return .failure(error)
                }
            } ?? .failure(.notFound("This challenge is no longer known to the app; start again."))
        try result.get()
    }

    /// Changes run `id` and bumps its version; nil when the run is unknown.
    @discardableResult
    private func update<T>(_ id: String, _ change: (inout Run) -> T) -> T? {
        runs.withLock { runs in
            guard var run = runs.byID[id] else { return nil }
            let result = change(&run)
            run.version += 1
            runs.byID[id] = run
            return result
        }
    }
}
