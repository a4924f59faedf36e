import Foundation
@_exported import TesseraCore

extension WallClock {
    /// The month this clock is in, in `timeZone` (the device's unless told).
    public func currentMonth(in timeZone: TimeZone = .current) -> YearMonth {
        Self.month(at: now(), in: timeZone).month
    }

    /// The month `date` is in, in `timeZone`, and how many seconds of it are left after `date` at the zone's
    /// offset at `date` (a daylight-saving change before the month ends moves the end by its difference, which is
    /// why ``CurrentMonth`` keeps a month for a minute at most).
    ///
    /// Worked out from the day number (days since 1970-01-01 in `timeZone`) with the proleptic Gregorian
    /// calendar's arithmetic, as an expiry field asks on every completed date; a time outside years 1600–9999
    /// goes through `Calendar`, with no seconds left, and a month `YearMonth` cannot hold is January 1970.
    static func month(at date: Date, in timeZone: TimeZone) -> (month: YearMonth, secondsLeft: TimeInterval) {
        let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        // From 1600 (after the Gregorian reform, before which Foundation's calendar is Julian) to the end of 9999.
        guard seconds >= -11_676_096_000, seconds < 253_402_300_800 else {
            return (calendarMonth(of: date, in: timeZone), 0)
        }
        let day = (seconds / 86_400).rounded(.down)
        let (month, daysLeft) = month(ofDay: Int(day))
        guard let month else { return (YearMonth(year: 1970, month: 1)!, 0) }
        return (month, Double(daysLeft) * 86_400 + (day + 1) * 86_400 - seconds)
    }

    /// The year and month of day `day` counted from 1970-01-01 (day 0) in the proleptic Gregorian calendar,
    /// and the days of that month after it. Days are counted in 400-year eras of 146,097 days, each era's
    /// years starting on 1 March, so that the leap day falls at the end of a year.
    static func month(ofDay day: Int) -> (month: YearMonth?, daysLeft: Int) {
        let shifted = day + 719_468  // Days from 0000-03-01.
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March.
        let dayOfMonth = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let length = month == 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
        return (YearMonth(year: year, month: month), length - dayOfMonth)
    }

    private static func calendarMonth(of date: Date, in timeZone: TimeZone) -> YearMonth {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month], from: date)
        return YearMonth(year: parts.year ?? 1970, month: parts.month ?? 1) ?? YearMonth(year: 1970, month: 1)!
    }

    /// A clock stopped at noon UTC on the 15th of `month`, which is in `month` in every time zone.
    public static func fixed(_ month: YearMonth) -> WallClock {
        var parts = DateComponents(year: month.year, month: month.month, day: 15, hour: 12)
        parts.timeZone = TimeZone(identifier: "UTC")
        return .fixed(Calendar(identifier: .gregorian).date(from: parts) ?? Date(timeIntervalSince1970: 0))
    }
}
