import Foundation
import Synchronization
import TerminalChallenge
import TesseraCore
import TesseraTestSupport
import Testing
import ThreeDS

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal presenter on a pseudo-terminal with nobody typing: when the SDK's challenge timeout cancels
/// it, it stops waiting at once (it used to wait in a `readLine` until standard input closed), leaves the
/// terminal as it found it and leaves unread input for whoever reads next.
@Suite struct TerminalWaitTests {
    /// Presents `screen` with nobody typing, cancels as the SDK's timer does, and returns what the
    /// presenter did and whether it needed input to end: a guard types after 20 s so that a presenter
    /// deaf to cancellation ends too.
    static func cancelWhileWaiting(
        on terminal: PseudoTerminal, _ screen: ChallengeScreen, write: @escaping @Sendable (String) -> Void = { _ in }
    ) async -> (Result<ChallengeAction, any Error>, neededInput: Bool) {
        let drawn = Locked(false)
        let presenter = TerminalChallengePresenter(
            appearance: .light, environment: ["NO_COLOR": "1"], input: terminal.follower,
            write: { text in
                drawn.replace(with: true)
                write(text)
            })
        let task = Task { try await presenter.present(screen) }
        // The screen is drawn just before the presenter waits for a key; a little later it is waiting.
        _ = await eventually { drawn.value }
        try? await Task.sleep(for: .milliseconds(50))
        task.cancel()
        let typed = Task {
            try? await Task.sleep(nanoseconds: 20_000_000_000)
            if Task.isCancelled { return false }
            terminal.type("c\n")
            return true
        }
        let result = await task.result
        typed.cancel()
        return (result, await typed.value)
    }

    @Test(arguments: [ACSUIType.text, .singleSelect, .multiSelect, .outOfBand, .html])
    func aWaitForTheCardholderEndsWhenTheChallengeTimesOut(uiType: ACSUIType) async throws {
        let terminal = try PseudoTerminal()
        let (result, neededInput) = await Self.cancelWhileWaiting(on: terminal, .sample(uiType))
        #expect(!neededInput, "the presenter waited for input after the timeout")
        guard case .failure(let error) = result else {
            Issue.record("the presenter answered \(result) instead of stopping at the timeout")
            return
        }
        #expect(error is CancellationError, "\(error)")
        #expect(terminal.isCanonical, "the terminal was left in raw mode")
    }

    /// A timeout ends the prompt's line, so the app's "The challenge timed out after 5 minutes." is a line of its
    /// own rather than text after "Code (:resend, :cancel): ".
    @Test(arguments: [ACSUIType.text, .outOfBand, .html])
    func aTimeoutEndsThePromptsLine(uiType: ACSUIType) async throws {
        let terminal = try PseudoTerminal()
        let written = Mutex<[String]>([])
        _ = await Self.cancelWhileWaiting(on: terminal, .sample(uiType)) { text in
            written.withLock { $0.append(text) }
        }
        let output = written.withLock { $0 }
        #expect(output.count >= 2 && output.last == "\n", "\(output)")
        #expect(output.dropLast().last?.hasSuffix(": ") == true, "the prompt was not the last thing drawn: \(output)")
    }

    /// A code typed on the terminal answers a text screen.
    @Test func aCodeTypedOnTheTerminalAnswersTheScreen() async throws {
        let terminal = try PseudoTerminal()
        terminal.type("1234\n")
        let presenter = TerminalChallengePresenter(environment: ["NO_COLOR": "1"], input: terminal.follower) { _ in }
        #expect(try await presenter.present(.sample(.text)) == .submitText("1234"))
    }

    /// What is typed after the timeout is not swallowed by a read left behind.
    @Test func inputTypedAfterATimeoutReachesTheNextReader() async throws {
        let terminal = try PseudoTerminal()
        _ = await Self.cancelWhileWaiting(on: terminal, .sample(.text))
        terminal.type("1234\n")
        let presenter = TerminalChallengePresenter(
            appearance: .light, environment: ["NO_COLOR": "1"], input: terminal.follower, write: { _ in })
        #expect(try await presenter.present(.sample(.text)) == .submitText("1234"))
    }
}
