import Foundation

/// The time source of a challenge: its deadline and its timer, injected so tests can move time by hand.
public struct ThreeDSClock: Sendable {
    /// Returns the current time.
    public let now: @Sendable () -> Date
    /// Suspends until the clock reaches the given time; throws when the task is cancelled.
    public let sleepUntil: @Sendable (Date) async throws -> Void

    /// Creates a clock from its two operations.
    public init(now: @escaping @Sendable () -> Date, sleepUntil: @escaping @Sendable (Date) async throws -> Void) {
        self.now = now
        self.sleepUntil = sleepUntil
    }

    /// The system clock, sleeping with `Task.sleep`.
    public static let live = ThreeDSClock(
        now: { Date() },
        sleepUntil: { deadline in
            let seconds = deadline.timeIntervalSinceNow
            if seconds > 0 { try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) }
        })
}
