import Foundation
@_exported import TesseraCore

extension WallClock {
    /// The month this clock is in, in `timeZone` (the device's unless told), by the Gregorian calendar; a time
    /// whose year is not 1 to 9999 gives January 1970.
    public func currentMonth(in timeZone: TimeZone = .current) -> YearMonth {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month], from: now())
        return YearMonth(year: parts.year ?? 1970, month: parts.month ?? 1) ?? YearMonth(year: 1970, month: 1)!
    }

    /// A clock stopped at noon UTC on the 15th of `month`, which is in `month` in every time zone.
    public static func fixed(_ month: YearMonth) -> WallClock {
        var parts = DateComponents(year: month.year, month: month.month, day: 15, hour: 12)
        parts.timeZone = TimeZone(identifier: "UTC")
        return .fixed(Calendar(identifier: .gregorian).date(from: parts) ?? Date(timeIntervalSince1970: 0))
    }
}
