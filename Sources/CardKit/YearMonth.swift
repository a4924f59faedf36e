/// A month of a year in the Gregorian calendar, such as October 2030: what a card expiry and "now" are compared in.
public struct YearMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. `2030`.
    public let year: Int
    /// The month, 1 (January) to 12 (December).
    public let month: Int

    /// October 2030 is `YearMonth(year: 2030, month: 10)`; nil unless `month` is 1 to 12 and `year` 1 to 9999.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month written as `YYYY-MM`, e.g. `2030-10`; nil for any other text.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The month `count` months later (earlier when negative); the month is always 1 to 12, and only the year
    /// may leave 1…9999 for offsets of millennia.
    public func adding(months count: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + count
        let (years, months) = index.quotientAndRemainder(dividingBy: 12)
        // Floor division: December of year 0 is index -1, not month 0 of year 0.
        return months < 0 ? YearMonth(unchecked: years - 1, months + 13) : YearMonth(unchecked: years, months + 1)
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// `YYYY-MM`, e.g. `2030-10`.
    public var description: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        return "\(year)-\(monthText)"
    }

    private init(unchecked year: Int, _ month: Int) {
        self.year = year
        self.month = month
    }
}
