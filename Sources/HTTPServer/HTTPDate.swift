import Foundation
import TesseraCore

/// The `Date` header value (RFC 9110 §5.6.7 IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT`),
/// formatted once per second.
final class HTTPDate: Sendable {
    /// The second last formatted, and its text.
    private let formatted = Locked((second: Int64(-1), text: ""))
    private let now: @Sendable () -> Date

    /// A clock read on every call.
    init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The current time as an IMF-fixdate.
    var current: String {
        let seconds = Int64(now().timeIntervalSince1970.rounded(.down))
        return formatted.withLock { formatted in
            if seconds != formatted.second {
                formatted = (seconds, Self.format(secondsSince1970: seconds))
            }
            return formatted.text
        }
    }

    /// Formats a time given in seconds since 1970 as an IMF-fixdate (Gregorian, UTC).
    static func format(secondsSince1970 seconds: Int64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
