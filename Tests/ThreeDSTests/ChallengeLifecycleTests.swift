import Foundation
import JOSE
import TesseraTestSupport
import Testing
import ThreeDS
import Transport

/// Resend and counters, cancel, timeouts, and the runtime failures that end a challenge.
@Suite struct ChallengeLifecycleTests {
    @Test func countersStepAcrossAResend() async throws {
        let harness = try ChallengeHarness([.screen("01"), .screen("01"), .complete("Y")])
        let (_, calls) = try await harness.run([.resend, .submitText("1234")])
        #expect(calls == ["completed Y"])
        let creqs = harness.acs.creqs
        #expect(creqs.map { $0["sdkCounterStoA"]?.string } == ["000", "001", "002"])
        #expect(creqs[1]["resendChallenge"]?.string == "Y" && creqs[1]["challengeDataEntry"] == nil)
        #expect(creqs[2]["challengeDataEntry"]?.string == "1234" && creqs[2]["resendChallenge"] == nil)
    }

    @Test func aCResWithTheCounterBeforeAResendIsRefused() async throws {
        // After the resend the ACS answers with counter 000 again: out of order.
        let harness = try ChallengeHarness([.screen("01"), .screen("01", ["acsCounterAtoS": "000"])])
        let (_, calls) = try await harness.run([.resend])
        #expect(calls == ["protocolError 302 C"])
        #expect(harness.acs.erros.map { $0["errorCode"]?.string } == ["302"])
    }

    @Test func cancelSendsChallengeCancel01() async throws {
        let harness = try ChallengeHarness([.screen("01"), .complete("N")])
        let (outcome, calls) = try await harness.run([.cancel])
        #expect(outcome == .cancelled && calls == ["cancelled"])
        let creqs = harness.acs.creqs
        #expect(creqs.count == 2 && creqs[1]["challengeCancel"]?.string == "01")
        #expect(creqs[1]["sdkCounterStoA"]?.string == "001")
        #expect(harness.acs.erros.isEmpty)
    }

    @Test(arguments: [0, 4, -1])
    func aTimeoutUnderFiveMinutesIsRefused(minutes: Int) throws {
        let harness = try ChallengeHarness([])
        #expect(throws: ThreeDSError.self) {
            try harness.transaction.doChallenge(
                challengeParameters: harness.challenge, challengeStatusReceiver: RecordingReceiver(), timeout: minutes,
                presenter: ScriptedChallengePresenter([]))
        }
        #expect(harness.acs.requests == 0)
    }

    @Test func aCardholderWhoNeverAnswersTimesOutWithErro402() async throws {
        let harness = try ChallengeHarness([.screen("01")])
        let presenter = WaitingPresenter()
        let receiver = RecordingReceiver()
        let task = try harness.transaction.doChallenge(
            challengeParameters: harness.challenge, challengeStatusReceiver: receiver, timeout: 5, presenter: presenter)
        #expect(await eventually { await presenter.shown && harness.clock.sleeperCount == 1 })
        harness.clock.advance(by: 4 * 60 + 59)
        #expect(harness.acs.erros.isEmpty)
        harness.clock.advance(by: 1)
        #expect(await task.value == .timedOut)
        #expect(receiver.calls == ["timedout"])
        #expect(harness.acs.erros.map { $0["errorCode"]?.string } == ["402"])
        #expect(harness.acs.creqs.count == 1 && harness.acs.issues.isEmpty)
    }

    /// The SDK keeps its timeout even when a presenter does not stop waiting on cancellation (a read that
    /// cannot be interrupted): the outcome comes at the deadline, not when the presenter returns.
    @Test func aPresenterThatIgnoresCancellationStillTimesOutAtTheDeadline() async throws {
        let harness = try ChallengeHarness([.screen("01")])
        let presenter = DeafPresenter()
        let task = try harness.transaction.doChallenge(
            challengeParameters: harness.challenge, challengeStatusReceiver: RecordingReceiver(), timeout: 5,
            presenter: presenter)
        #expect(await eventually { await presenter.shown && harness.clock.sleeperCount == 1 })
        // A guard so that the test ends even when the SDK waits for the presenter: it answers 20 s later.
        let guardTask = Task {
            try? await Task.sleep(nanoseconds: 20_000_000_000)
            await presenter.answer()
        }
        harness.clock.advance(by: 5 * 60)
        #expect(await task.value == .timedOut)
        #expect(await !presenter.answered, "the outcome waited for the presenter to return")
        #expect(harness.acs.erros.map { $0["errorCode"]?.string } == ["402"])
        #expect(harness.acs.creqs.count == 1)
        guardTask.cancel()
        await presenter.answer()
    }

    @Test func anAnswerAfterTheDeadlineIsNotSent() async throws {
        let harness = try ChallengeHarness([.screen("01"), .complete()])
        let presenter = ClockPresenter(clock: harness.clock, advance: 10 * 60, action: .submitText("1234"))
        let outcome = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 10, presenter: presenter)
        #expect(outcome == .timedOut)
        #expect(harness.acs.creqs.count == 1)
        #expect(harness.acs.erros.map { $0["errorCode"]?.string } == ["402"])
    }

    @Test func networkFailureAndHTTPErrorsAreRuntimeErrors() async throws {
        for reply in [TestACS.Reply.networkFailure, .status(500)] {
            let harness = try ChallengeHarness([reply])
            let (outcome, calls) = try await harness.run([])
            #expect(calls == ["runtimeError"])
            if case .runtimeError(let event) = outcome, case .status = reply {
                #expect(event.errorCode == "500")
            }
            #expect(harness.acs.erros.isEmpty)
        }
    }

    @Test func aSecondChallengeOnOneTransactionIsRefused() async throws {
        let harness = try ChallengeHarness([.complete()])
        _ = try await harness.run([])
        await #expect(throws: ThreeDSError.self) {
            try await harness.transaction.doChallenge(
                challengeParameters: harness.challenge, timeout: 5, presenter: ScriptedChallengePresenter([]))
        }
    }

    @Test func aPresenterThatRunsOutIsARuntimeError() async throws {
        let harness = try ChallengeHarness([.screen("01")])
        let (outcome, calls) = try await harness.run([])
        #expect(calls == ["runtimeError"])
        guard case .runtimeError(let event) = outcome else { return }
        #expect(event.errorMessage.contains("no action left"))
    }
}

/// Shows the screen and waits until cancelled.
actor WaitingPresenter: ChallengePresenter {
    nonisolated let appearance = ChallengeAppearance.light
    private(set) var shown = false

    func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        shown = true
        try await ManualClock().clock.sleep(until: .distantFuture)  // until cancelled
        throw CancellationError()
    }
}

/// Moves the clock before answering, as a cardholder who took too long.
struct ClockPresenter: ChallengePresenter {
    let clock: ManualClock
    let advance: TimeInterval
    let action: ChallengeAction
    var appearance: ChallengeAppearance { .light }

    func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        clock.advance(by: advance)
        return action
    }
}

/// Shows the screen and waits for ``answer()``, deaf to cancellation, as a blocking read is.
actor DeafPresenter: ChallengePresenter {
    nonisolated let appearance = ChallengeAppearance.light
    private(set) var shown = false
    private(set) var answered = false
    private var waiting: CheckedContinuation<Void, Never>?

    func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
        shown = true
        if !answered { await withCheckedContinuation { waiting = $0 } }
        return .submitText("1234")
    }

    /// Lets ``present(_:)`` return.
    func answer() {
        answered = true
        waiting?.resume()
        waiting = nil
    }
}
