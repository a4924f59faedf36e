import Foundation
import Testing

@testable import CardKit

/// The current month, worked out arithmetically and kept between keystrokes, agrees with Foundation's calendar
/// and follows the clock.
@Suite struct CurrentMonthTests {
    static let zones = [
        "UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "America/St_Johns", "Europe/Berlin",
    ]

    /// The month Foundation's Gregorian calendar gives for `date` in `zone`.
    static func calendarMonth(_ date: Date, _ zone: TimeZone) -> YearMonth {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month], from: date)
        return YearMonth(year: parts.year!, month: parts.month!)!
    }

    /// Every month boundary from 1999 to 2101 (leap days, 2000 and 2100 included), a second either side, and
    /// random instants from year 1 to 9999, in zones from UTC−11 to UTC+14 and with half-hour offsets.
    @Test(arguments: zones)
    func agreesWithTheGregorianCalendar(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        var instants: [Date] = []
        for year in 1999...2101 {
            for month in 1...12 {
                let start = try #require(calendar.date(from: DateComponents(year: year, month: month, day: 1)))
                instants += [start.addingTimeInterval(-1), start, start.addingTimeInterval(1)]
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            instants.append(
                Date(timeIntervalSince1970: .random(in: -62_000_000_000...253_000_000_000, using: &generator)))
        }
        for date in instants {
            #expect(
                WallClock.fixed(date).currentMonth(in: zone) == Self.calendarMonth(date, zone), "\(date) in \(zoneName)"
            )
        }
    }

    /// The seconds left in the month end exactly at the next month's first second, in zones whose offset does
    /// not change (a daylight-saving change moves a month's end by its difference; see `WallClock.month(at:in:)`).
    @Test(arguments: ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"])
    func theSecondsLeftEndWhereTheNextMonthBegins(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        for offset in stride(from: 0.0, to: 400 * 86_400, by: 86_400 * 7 + 3_601) {
            let date = Date(timeIntervalSince1970: 1_790_000_000 + offset)
            let (month, left) = WallClock.month(at: date, in: zone)
            #expect(Self.calendarMonth(date.addingTimeInterval(left - 1), zone) == month)
            #expect(Self.calendarMonth(date.addingTimeInterval(left), zone) != month)
        }
    }

    /// A kept month is given up when the clock passes the month's end, moves back, or a minute has gone by.
    @Test func theKeptMonthFollowsTheClock() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let lastSecondOfNovember = Date(timeIntervalSince1970: 1_796_083_199)  // 2026-11-30 23:59:59 UTC
        let now = Locked(lastSecondOfNovember)
        let month = CurrentMonth(clock: WallClock { now.value }, timeZone: { utc })
        #expect(month.month() == YearMonth(year: 2026, month: 11))
        now.replace(with: lastSecondOfNovember.addingTimeInterval(1))
        #expect(month.month() == YearMonth(year: 2026, month: 12))
        now.replace(with: lastSecondOfNovember.addingTimeInterval(-86_400 * 40))
        #expect(month.month() == YearMonth(year: 2026, month: 10))
        // A new time zone shows once the kept minute is over: 23:29:59 UTC is already December in Berlin.
        let zone = Locked(utc)
        let clock = Locked(lastSecondOfNovember.addingTimeInterval(-1_800))
        let travelling = CurrentMonth(clock: WallClock { clock.value }, timeZone: { zone.value })
        #expect(travelling.month() == YearMonth(year: 2026, month: 11))
        zone.replace(with: try #require(TimeZone(identifier: "Europe/Berlin")))
        clock.replace(with: clock.value.addingTimeInterval(CurrentMonth.longestKept + 1))
        #expect(travelling.month() == YearMonth(year: 2026, month: 12))
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
        now.replace(with: december.addingTimeInterval(CurrentMonth.longestKept))
        #expect(formatter.apply(.paste("11/26"), to: "", caret: 0).validation.state == .invalid)
    }
}
