import Foundation
import Testing

@testable import CardKit

/// The current month is the clock's instant in a time zone's calendar, and an expiry field follows the clock.
@Suite struct WallClockMonthTests {
    /// Instants either side of a month's end (seconds since 1970), read in zones from UTC−11 to UTC+14 and with
    /// half-hour offsets, each month worked out by hand from the zone's offset.
    @Test(arguments: [
        (1_796_083_199, "UTC", 2026, 11),  // 2026-11-30 23:59:59 UTC
        (1_796_083_200, "UTC", 2026, 12),  // 2026-12-01 00:00:00 UTC
        (1_796_081_400, "Europe/Berlin", 2026, 12),  // 23:30 UTC is 00:30 on 1 December in Berlin (UTC+1)
        (1_796_122_799, "Pacific/Pago_Pago", 2026, 11),  // 10:59:59 UTC on 1 December is still 30 November (UTC−11)
        (1_796_032_800, "Pacific/Kiritimati", 2026, 12),  // 10:00 UTC on 30 November is midnight (UTC+14)
        (1_796_063_400, "Asia/Kolkata", 2026, 12),  // 18:30 UTC on 30 November is midnight (UTC+5:30)
        (1_796_095_799, "America/St_Johns", 2026, 11),  // 03:29:59 UTC on 1 December is 23:59:59 (UTC−3:30)
        (951_782_400, "UTC", 2000, 2),  // 2000-02-29 00:00:00 UTC, a leap day of a century year
        (4_107_542_400, "UTC", 2100, 3),  // 2100-03-01 00:00:00 UTC: 2100 has no 29 February
        (253_402_300_800, "UTC", 1970, 1),  // 10000-01-01: beyond what a YearMonth holds
    ])
    func theMonthIsTheCalendarsInTheZone(seconds: Int, zone: String, year: Int, month: Int) throws {
        let clock = WallClock.fixed(Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(clock.currentMonth(in: try #require(TimeZone(identifier: zone))) == YearMonth(year: year, month: month))
    }

    /// A fixed month's clock is in that month in every zone.
    @Test func aFixedMonthIsThatMonthEverywhere() throws {
        let november = try #require(YearMonth(year: 2026, month: 11))
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"] {
            #expect(WallClock.fixed(november).currentMonth(in: try #require(TimeZone(identifier: zone))) == november)
        }
    }

    /// An expiry that ends this month is accepted until the month is over, then refused, by the same formatter.
    @Test func aFormatterNoticesTheNewMonth() throws {
        // The last second of November 2026 in the device's time zone, which the formatter uses.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let december = try #require(calendar.date(from: DateComponents(year: 2026, month: 12, day: 1)))
        let now = Locked(december.addingTimeInterval(-1))
        let formatter = ExpiryFormatter(clock: WallClock { now.value })
        #expect(formatter.apply(.paste("11/26"), to: "", caret: 0).validation.state == .valid)
        now.replace(with: december)
        #expect(formatter.apply(.paste("11/26"), to: "", caret: 0).validation.state == .invalid)
    }
}
