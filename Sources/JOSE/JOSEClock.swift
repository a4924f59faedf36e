import Foundation

/// The time source for certificate validity and JWT claims, injected so tests can fix it.
public struct JOSEClock: Sendable {
    /// Returns the current time.
    public let now: @Sendable () -> Date

    /// Creates a clock that reads `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system clock.
    public static let live = JOSEClock { Date() }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> JOSEClock {
        JOSEClock { date }
    }
}
