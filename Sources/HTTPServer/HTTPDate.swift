import Foundation

/// The `Date` header value (RFC 9110 §5.6.7 IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT`),
/// formatted once per second.
// Safe: `second` and `text` are only read and written while holding `lock`; `now` is an immutable `@Sendable` closure.
final class HTTPDate: @unchecked Sendable {
    private let lock = NSLock()
    private var second: Int64 = -1
    private var text = ""
    private let now: @Sendable () -> Date

    /// A clock read on every call; the live one by default.
    init(now: @escaping @Sendable () -> Date = { Date() }) {
        self.now = now
    }

    /// The current time as an IMF-fixdate.
    var current: String {
        let seconds = Int64(now().timeIntervalSince1970.rounded(.down))
        return lock.withLock {
            if seconds != second {
                second = seconds
                text = Self.format(secondsSince1970: seconds)
            }
            return text
        }
    }

    private static let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Formats a time given in seconds since 1970 as an IMF-fixdate (proleptic Gregorian, UTC).
    static func format(secondsSince1970 seconds: Int64) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Days to civil date (Howard Hinnant's algorithm), from an era starting 0000-03-01.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let weekday = weekdays[Int(((days % 7) + 7) % 7)]
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let time = "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        return "\(weekday), \(two(day)) \(months[Int(month - 1)]) \(year) \(time) GMT"
    }
}
