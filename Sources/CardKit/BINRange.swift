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

    /// The range written as in catalogues, `51-55` or `401178`; nil unless both bounds are 1 to 8 ASCII digits of
    /// the same length, without a leading zero, in order.
    ///
    /// Use this to build ranges from BIN data; the integer initialisers are for ranges written in code.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({
                (1...Self.maximumDigitCount).contains($0.utf8.count) && $0.first != "0"
                    && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            }),
            let lower = Int(parts[0]), let upper = Int(parts[parts.count - 1]),
            parts[0].utf8.count == parts[parts.count - 1].utf8.count, lower <= upper
        else { return nil }
        self.init(lower, upper)
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
