import Foundation

/// Tells CardKit what month it is, so expiry checks never read the wall clock themselves.
///
/// Use ``live`` in apps and ``fixed(_:)`` in tests.
public struct CardClock: Sendable {
    /// Returns the current month.
    public let currentMonth: @Sendable () -> YearMonth

    /// A clock that answers with `currentMonth`.
    public init(currentMonth: @escaping @Sendable () -> YearMonth) {
        self.currentMonth = currentMonth
    }

    /// The month of the system clock in the device's time zone.
    public static let live = CardClock {
        let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month], from: Date())
        return YearMonth(year: parts.year ?? 1970, month: parts.month ?? 1) ?? YearMonth(year: 1970, month: 1)!
    }

    /// A clock that is always in `month`.
    public static func fixed(_ month: YearMonth) -> CardClock {
        CardClock { month }
    }
}
