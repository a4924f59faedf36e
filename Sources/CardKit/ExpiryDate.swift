/// The month and year a card expires, valid through the last day of that month.
public struct ExpiryDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The month, 1 to 12.
    public let month: Int
    /// The four-digit year, e.g. `2030`.
    public let year: Int

    /// A card that expires at the end of `month` of `year`; nil unless the month is 1 to 12 and the year 1 to 9999.
    public init?(month: Int, year: Int) {
        guard YearMonth(year: year, month: month) != nil else { return nil }
        self.month = month
        self.year = year
    }

    /// The expiry as a ``YearMonth``.
    public var yearMonth: YearMonth { YearMonth(year: year, month: month)! }

    /// The expiry as printed on cards: `MM/YY`, e.g. `10/30`.
    public var formatted: String {
        let yy = year % 100
        return (month < 10 ? "0\(month)" : "\(month)") + "/" + (yy < 10 ? "0\(yy)" : "\(yy)")
    }

    /// `MM/YY`, as in ``formatted``.
    public var description: String { formatted }

    /// Whether `lhs` expires before `rhs`.
    public static func < (lhs: ExpiryDate, rhs: ExpiryDate) -> Bool {
        lhs.yearMonth < rhs.yearMonth
    }

    /// How many years ahead of the current month a card may expire.
    public static let maximumYearsAhead = 20

    /// Whether the card is still usable in the month `now`: valid from `now` (through its last day) up to 20
    /// years ahead, expired before it, and implausible beyond.
    public func validate(now: YearMonth) -> ExpiryValidation {
        let reason: ValidationReason?
        if yearMonth < now {
            reason = .expiryPast
        } else if yearMonth > now.adding(months: 12 * Self.maximumYearsAhead) {
            reason = .expiryTooFar
        } else {
            reason = nil
        }
        return ExpiryValidation(
            state: reason == nil ? .valid : .invalid, reason: reason, month: month, year: year, date: self)
    }

    /// Parses what people type for an expiry (`10/30`, `10 / 30`, `10/2030`, `1030`, `10 30`, `2030-10`, `1/30`) and
    /// checks it against the month `now`.
    ///
    /// Two-digit years are read as the year with those last two digits nearest to `now` (within 50 years back and
    /// 49 ahead). Input that could still be completed is ``ValidationState/incomplete``, never guessed: `123`
    /// might be `12/3x` or `1/23`, so it is incomplete rather than January 2023. Work is linear in `text`.
    public static func validate(_ text: String, now: YearMonth) -> ExpiryValidation {
        ExpiryParser.parse(text, now: now)
    }

    /// Parses the strict `MM/YY` form that ``formatted`` prints and payment APIs exchange (two digits, a
    /// slash, two digits), and checks it against the month `now` as ``validate(_:now:)`` does.
    ///
    /// Any other shape, even one ``validate(_:now:)`` would read, is ``ValidationReason/expiryFormat``.
    public static func validate(mmyy text: String, now: YearMonth) -> ExpiryValidation {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard bytes.count == 5, bytes[2] == UInt8(ascii: "/"), [0, 1, 3, 4].allSatisfy({ isDigit(bytes[$0]) }) else {
            return .failed(.invalid, .expiryFormat)
        }
        return ExpiryParser.parse(text, now: now)
    }

    /// Parses `text` as in ``validate(_:now:)``, asking `clock` for the current month.
    public static func validate(_ text: String, clock: WallClock = .live) -> ExpiryValidation {
        ExpiryParser.parse(ExpiryParser.tokenize(text), now: { clock.currentMonth() })
    }
}
