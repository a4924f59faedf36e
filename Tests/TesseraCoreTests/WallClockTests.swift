import Foundation
import TesseraCore
import Testing

/// The shared wall clock.
@Suite struct WallClockTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

    @Test func aFixedClockNeverMoves() {
        let clock = WallClock.fixed(Self.start)
        #expect(clock.now() == Self.start && clock.now() == Self.start)
    }

    @Test func anAdvancedClockIsAheadByTheInterval() {
        let tenYears: TimeInterval = 10 * 365 * 86_400
        #expect(WallClock.fixed(Self.start).advanced(by: tenYears).now() == Date(timeIntervalSince1970: 2_115_360_000))
        #expect(WallClock.fixed(Self.start).advanced(by: -60).now() == Self.start.addingTimeInterval(-60))
    }

    @Test func anAdvancedLiveClockStillTicks() {
        let ahead = WallClock.live.advanced(by: 3600)
        let before = Date()
        let reading = ahead.now()
        #expect(reading >= before.addingTimeInterval(3600) && reading <= Date().addingTimeInterval(3600))
    }
}
