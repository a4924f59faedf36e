import Foundation

/// A clock's current month, kept until it may have changed.
///
/// An expiry field checks every completed date against the current month, and working that out asks the time
/// zone for its offset, which costs more than the rest of the keystroke. The month is kept until the end of the
/// month or for a minute, whichever comes first, so a new month, a changed time zone or a clock set back shows
/// within a minute.
final class CurrentMonth: Sendable {
    /// The longest a month is kept, in seconds.
    static let longestKept: TimeInterval = 60

    private let clock: WallClock
    private let timeZone: @Sendable () -> TimeZone
    private let kept = Locked<(month: YearMonth, from: Date, until: Date)?>(nil)

    /// The month of `clock` in the time zone `timeZone` returns (the device's unless told).
    init(clock: WallClock, timeZone: @escaping @Sendable () -> TimeZone = { .current }) {
        self.clock = clock
        self.timeZone = timeZone
    }

    /// The month the clock is in now.
    func month() -> YearMonth {
        let now = clock.now()
        if let kept = kept.value, now >= kept.from, now < kept.until { return kept.month }
        let (month, secondsLeft) = WallClock.month(at: now, in: timeZone())
        kept.replace(with: (month, now, now.addingTimeInterval(min(secondsLeft, Self.longestKept))))
        return month
    }
}
