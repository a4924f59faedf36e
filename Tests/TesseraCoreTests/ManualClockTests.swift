import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

/// Sleeping on the one clock: a test's clock wakes its sleepers only when moved, and a clock moved ahead sleeps on
/// the timeline of the clock it came from.
@Suite struct ManualClockTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aSleeperWakesWhenTheClockReachesItsDeadlineAndNotBefore() async throws {
        let manual = ManualClock(Self.start)
        let clock = manual.clock
        let sleeper = Task { try await clock.sleep(for: .seconds(90)) }
        #expect(await eventually { manual.sleeperCount == 1 })
        manual.advance(by: 89)
        #expect(manual.sleeperCount == 1)
        #expect(clock.uptime() == .seconds(89))
        manual.advance(by: 1)
        try await sleeper.value
        #expect(manual.sleeperCount == 0 && clock.now() == Self.start.addingTimeInterval(90))
    }

    @Test func aDeadlineAlreadyPassedDoesNotSleep() async throws {
        let clock = ManualClock(Self.start).clock
        try await clock.sleep(until: Self.start.addingTimeInterval(-1))
        try await clock.sleep(until: Self.start)
    }

    @Test func aCancelledSleeperThrowsCancellation() async throws {
        let manual = ManualClock(Self.start)
        let clock = manual.clock
        let sleeper = Task { try await clock.sleep(until: .distantFuture) }
        #expect(await eventually { manual.sleeperCount == 1 })
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(manual.sleeperCount == 0)
    }

    @Test func anAdvancedClockSleepsOnItsBaseTimeline() async throws {
        let manual = ManualClock(Self.start)
        let ahead = manual.clock.advanced(by: 3600)
        #expect(ahead.deadline(after: 60) == Self.start.addingTimeInterval(3660))
        let sleeper = Task { try await ahead.sleep(until: Self.start.addingTimeInterval(3660)) }
        #expect(await eventually { manual.sleeperCount == 1 })
        manual.advance(by: 59)
        #expect(manual.sleeperCount == 1)
        manual.advance(by: 1)
        try await sleeper.value
    }
}
