/// A card scheme as data: its identifier, name, BIN ranges, number lengths, grouping and security code.
///
/// The standard brands are listed in ``CardBrandCatalog/standard``; a catalogue may also be built from
/// brands of one's own.
public struct CardBrand: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// A stable, lower-case identifier such as `visa` or `american-express`.
    public let id: String
    /// The name shown to people, such as `American Express`.
    public let displayName: String
    /// The prefixes that identify the brand.
    public let ranges: [BINRange]
    /// The permitted numbers of digits, shortest first.
    public let lengths: [Int]
    /// Digit counts after which a space is shown: `[4, 8, 12, 16]` gives `4242 4242 4242 4242` (and a fifth group
    /// for 19 digits).
    public let gaps: [Int]
    /// The brand's security code.
    public let securityCode: SecurityCodeSpec
    /// Whether numbers of the brand must pass the Luhn check (some UnionPay cards do not).
    public let luhnRequired: Bool

    /// A brand with every property given.
    public init(
        id: String,
        displayName: String,
        ranges: [BINRange],
        lengths: [Int],
        gaps: [Int],
        securityCode: SecurityCodeSpec,
        luhnRequired: Bool = true
    ) {
        self.id = id
        self.displayName = displayName
        self.ranges = ranges
        self.lengths = lengths.sorted()
        self.gaps = gaps.sorted()
        self.securityCode = securityCode
        self.luhnRequired = luhnRequired
    }

    /// The longest permitted number, in digits.
    public var maximumLength: Int { lengths.last ?? CardNumber.maximumLength }

    /// The shortest permitted number, in digits.
    public var minimumLength: Int { lengths.first ?? CardNumber.minimumLength }

    /// The identifier, e.g. `visa`.
    public var description: String { id }
}
