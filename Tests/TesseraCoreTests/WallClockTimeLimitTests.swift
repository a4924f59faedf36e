import TesseraCore
import TesseraTestSupport
import Testing

/// `WallClock.withTimeLimit`: the operation's value when it ends in time, nil when the clock runs out first (and
/// the operation is cancelled), and the operation's own end when the caller is cancelled.
@Suite struct WallClockTimeLimitTests {
    /// An operation that sleeps an hour of real time unless cancelled, and says which.
    @Sendable static func sleepForAnHour() async -> String {
        do {
            try await Task.sleep(for: .seconds(3600))
            return "slept"
        } catch {
            return "cancelled"
        }
    }

    @Test func anOperationThatEndsInTimeGivesItsValueAndStopsTheTimer() async {
        let clock = ManualClock()
        let value = await clock.clock.withTimeLimit(.seconds(5)) { 42 }
        #expect(value == 42)
        #expect(clock.sleeperCount == 0, "the timer outlived the operation")
    }

    @Test func theClockRunningOutFirstGivesNilAndCancelsTheOperation() async {
        let clock = ManualClock()
        let limited = Task {
            await clock.clock.withTimeLimit(.milliseconds(1500), Self.sleepForAnHour)
        }
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: 1.4)
        #expect(clock.sleeperCount == 1, "ran out early")
        clock.advance(by: 0.1)
        #expect(await limited.value == nil)
    }

    @Test func cancellingTheCallerGivesWhatTheOperationEndsWith() async {
        let clock = ManualClock()
        let limited = Task {
            await clock.clock.withTimeLimit(.seconds(60), Self.sleepForAnHour)
        }
        #expect(await eventually { clock.sleeperCount == 1 })
        limited.cancel()
        #expect(await limited.value == "cancelled")
    }
}
