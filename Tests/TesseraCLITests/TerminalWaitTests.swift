import Foundation
import TesseraCore
import TesseraTestSupport
import Testing
import ThreeDS

@testable import tessera

#if canImport(Glibc)
    import Glibc
#endif

/// The terminal presenter on a pseudo-terminal with nobody typing: when the SDK's challenge timeout cancels
/// it, it stops waiting at once (it used to wait in a `readLine` until standard input closed), leaves the
/// terminal as it found it and leaves unread input for whoever reads next.
@Suite struct TerminalWaitTests {
    /// A pseudo-terminal: the presenter reads `follower`; the test types on `leader`.
    final class PseudoTerminal: Sendable {
        let leader: Int32
        let follower: Int32

        /// `_IOW('T', 0x31, int)` and `_IOR('T', 0x30, unsigned int)` from Linux's asm-generic ioctls, which
        /// Swift cannot import (function-like macros).
        static let (unlockRequest, numberRequest): (UInt, UInt) = (0x4004_5431, 0x8004_5430)

        /// Opens a new pair through `/dev/ptmx` (what `posix_openpt`, `unlockpt` and `ptsname` do, which
        /// Glibc's module does not export).
        init() throws {
            leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard leader >= 0, ioctl(leader, Self.unlockRequest, &unlock) == 0,
                ioctl(leader, Self.numberRequest, &number) == 0
            else { throw POSIXError(.ENXIO) }
            follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard follower >= 0 else { throw POSIXError(.ENXIO) }
        }

        /// Types `text` on the terminal.
        func type(_ text: String) {
            var bytes = Array(text.utf8)
            _ = write(leader, &bytes, bytes.count)
        }

        /// Whether the terminal is in its normal (line, echo) mode.
        var isCanonical: Bool {
            var settings = termios()
            return tcgetattr(follower, &settings) == 0
                && settings.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO)
        }

        deinit {
            close(follower)
            close(leader)
        }
    }

    /// Presents `screen` with nobody typing, cancels as the SDK's timer does, and returns what the
    /// presenter did and whether it needed input to end: a guard types after 20 s so that a presenter
    /// deaf to cancellation ends too.
    static func cancelWhileWaiting(on terminal: PseudoTerminal, _ screen: ChallengeScreen) async -> (
        Result<ChallengeAction, any Error>, neededInput: Bool
    ) {
        let drawn = Locked(false)
        let presenter = TerminalChallengePresenter(
            appearance: .light, environment: ["NO_COLOR": "1"], input: terminal.follower,
            write: { _ in drawn.replace(with: true) })
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
