import Dispatch
import Foundation

/// The one time source every Tessera module is given — the time of day, a monotonic reading for deadlines, and
/// sleeping — so nothing reads the system clock or sleeps on it inside its logic.
///
/// Pass ``live`` in apps, ``fixed(_:)`` where a test only reads the time, and a clock a test advances by hand
/// where it sleeps (the test support's `ManualClock`):
///
/// ```swift
/// let clock = WallClock.fixed(Date(timeIntervalSince1970: 1_800_000_000))
/// print(clock.now())  // 2027-01-15 08:00:00 +0000, every time
/// ```
public struct WallClock: Sendable {
    /// Returns the current time.
    public let now: @Sendable () -> Date
    /// Returns the time since a fixed moment of this clock's own; it never goes back, so deadlines and timings are
    /// read from it, not from ``now``.
    public let uptime: @Sendable () -> Duration
    private let sleeper: @Sendable (Date) async throws -> Void

    /// A clock from its three parts: `sleepUntil` suspends until `now` reads the given time or later, and throws
    /// `CancellationError` when the task is cancelled.
    public init(
        now: @escaping @Sendable () -> Date, uptime: @escaping @Sendable () -> Duration,
        sleepUntil: @escaping @Sendable (Date) async throws -> Void
    ) {
        self.now = now
        self.uptime = uptime
        self.sleeper = sleepUntil
    }

    /// A clock that answers with `now`; its uptime is read from `now` too, and it sleeps by waiting, in real time,
    /// for the difference between a deadline and `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.init(
            now: now, uptime: { .seconds(now().timeIntervalSince1970) },
            sleepUntil: { deadline in try await Self.sleepReally(deadline.timeIntervalSince(now())) })
    }

    /// The system clock: `Date()`, the uptime since boot, and `Task.sleep`.
    public static let live = WallClock(
        now: { Date() }, uptime: { .nanoseconds(DispatchTime.now().uptimeNanoseconds) },
        sleepUntil: { deadline in try await sleepReally(deadline.timeIntervalSinceNow) })

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> WallClock {
        WallClock { date }
    }

    /// This clock moved `interval` seconds ahead (or back, when negative), still ticking if it ticked; its
    /// uptime and its sleeps are this clock's.
    public func advanced(by interval: TimeInterval) -> WallClock {
        let now = self.now
        let sleeper = self.sleeper
        return WallClock(
            now: { now().addingTimeInterval(interval) }, uptime: uptime,
            sleepUntil: { deadline in try await sleeper(deadline.addingTimeInterval(-interval)) })
    }

    /// The time `seconds` from now on this clock, for a deadline.
    public func deadline(after seconds: TimeInterval) -> Date {
        now().addingTimeInterval(seconds)
    }

    /// Suspends until this clock reads `deadline` or later; throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Date) async throws {
        try await sleeper(deadline)
    }

    /// Suspends for `duration` of this clock's time; throws `CancellationError` when the task is cancelled.
    public func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await sleeper(deadline(after: TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18))
    }

    private static func sleepReally(_ seconds: TimeInterval) async throws {
        if seconds > 0 { try await Task.sleep(for: .seconds(seconds)) } else { try Task.checkCancellation() }
    }
}
