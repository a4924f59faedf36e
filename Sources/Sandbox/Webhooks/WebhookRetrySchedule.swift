import Foundation

/// When a failed webhook delivery is tried again, and when the emulator gives up.
///
/// Gr4vy retries "with an exponential delay for a maximum of 7 days from the point of creation" and
/// publishes no first delay, factor or cap (webhooks facts §5). The emulator's schedule (its own choice):
/// the first retry ``firstDelay`` after the first attempt, each later delay twice the one before, never more
/// than ``maximumDelay``, and no attempt later than ``lifetime`` after the event. The default — 30 s, 1 min,
/// 2 min, … up to 6 h, for 7 days — makes about 37 attempts. ``scaled(firstDelay:)`` keeps that shape
/// with a shorter first delay, for tests and `tessera sandbox serve --webhook-retry-seconds`.
public struct WebhookRetrySchedule: Sendable, Equatable {
    /// The delay before the second attempt, in seconds.
    public var firstDelay: TimeInterval
    /// The longest delay between two attempts, in seconds.
    public var maximumDelay: TimeInterval
    /// How long after the event the last attempt may be made, in seconds.
    public var lifetime: TimeInterval

    /// 30 seconds doubling up to 6 hours, for 7 days.
    public static let standard = WebhookRetrySchedule(firstDelay: 30, maximumDelay: 6 * 3600, lifetime: 7 * 86_400)

    /// The standard schedule's shape with `firstDelay` in place of 30 seconds (the cap and the lifetime
    /// shrink by the same factor).
    public static func scaled(firstDelay: TimeInterval) -> WebhookRetrySchedule {
        let factor = firstDelay / standard.firstDelay
        return WebhookRetrySchedule(
            firstDelay: firstDelay, maximumDelay: standard.maximumDelay * factor, lifetime: standard.lifetime * factor)
    }

    /// When to try again after `attempts` failed attempts, the last at `date`, of an event made at
    /// `created`; nil when the schedule has run out.
    public func retry(after attempts: Int, at date: Date, created: Date) -> Date? {
        let exponent = Double(max(0, attempts - 1))
        let delay = min(maximumDelay, firstDelay * pow(2, min(exponent, 62)))
        let next = date.addingTimeInterval(delay)
        return next.timeIntervalSince(created) <= lifetime ? next : nil
    }
}
