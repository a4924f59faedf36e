/// An inclusive range of issuer identification number (BIN/IIN) prefixes of one fixed length, such as 51–55 or
/// 401178.
///
/// Both bounds have the same number of digits, from 1 to 8 (ISO/IEC 7812-1:2017 allows 8-digit IINs). A card
/// number matches the range when its first ``digitCount`` digits, read as a number, lie between ``lower`` and
/// ``upper``.
public struct BINRange: Sendable, Hashable, CustomStringConvertible {
    /// The smallest prefix in the range, e.g. `2221`.
    public let lower: Int
    /// The largest prefix in the range, e.g. `2720`.
    public let upper: Int
    /// How many leading digits of a card number the range looks at.
    public let digitCount: Int

    /// The most digits a range may have.
    public static let maximumDigitCount = 8

    /// A range from `lower` to `upper`, which must have the same number of digits (1 to 8) and be ordered.
    public init(_ lower: Int, _ upper: Int) {
        let count = Self.digitCount(of: lower)
        precondition(lower > 0 && lower <= upper, "BIN range bounds must be positive and ordered")
        precondition(count == Self.digitCount(of: upper), "BIN range bounds must have the same number of digits")
        precondition(count <= Self.maximumDigitCount, "BIN ranges have at most 8 digits")
        self.lower = lower
        self.upper = upper
        self.digitCount = count
    }

    /// A range holding the single prefix `prefix`, e.g. `BINRange(34)`.
    public init(_ prefix: Int) {
        self.init(prefix, prefix)
    }

    /// The range as written in catalogues: `51-55` or `401178`.
    public var description: String {
        lower == upper ? "\(lower)" : "\(lower)-\(upper)"
    }

    /// How the range relates to the digits typed so far.
    func match(prefix value: Int, count: Int) -> BINRangeMatch {
        if count >= digitCount {
            let head = value / Self.powersOfTen[count - digitCount]
            return lower <= head && head <= upper ? .certain : .none
        }
        let scale = Self.powersOfTen[digitCount - count]
        let first = value * scale
        let last = first + scale - 1
        if last < lower || first > upper { return .none }
        return lower <= first && last <= upper ? .certain : .possible
    }

    /// 10⁰ through 10¹⁶, enough for every comparison of 8-digit prefixes.
    static let powersOfTen: [Int] = (0...16).map { exponent in
        (0..<exponent).reduce(1) { value, _ in value * 10 }
    }

    private static func digitCount(of value: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}

/// How a ``BINRange`` relates to a partly typed number.
enum BINRangeMatch: Sendable {
    /// Whatever digits follow, the number lies in the range.
    case certain
    /// Some completions lie in the range and some do not.
    case possible
    /// No completion lies in the range.
    case none
}
