import Foundation

/// The time source every Tessera module is given, so nothing reads the system clock inside its logic.
///
/// Pass ``live`` in apps and ``fixed(_:)`` in tests:
///
/// ```swift
/// let clock = WallClock.fixed(Date(timeIntervalSince1970: 1_800_000_000))
/// print(clock.now())  // 2027-01-15 08:00:00 +0000, every time
/// ```
public struct WallClock: Sendable {
    /// Returns the current time.
    public let now: @Sendable () -> Date

    /// A clock that answers with `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system clock.
    public static let live = WallClock { Date() }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> WallClock {
        WallClock { date }
    }

    /// This clock moved `interval` seconds ahead (or back, when negative), still ticking if it ticked.
    public func advanced(by interval: TimeInterval) -> WallClock {
        let now = self.now
        return WallClock { now().addingTimeInterval(interval) }
    }
}
