/// Reads the digits out of typed or pasted text in one pass, normalising non-ASCII decimal digits.
///
/// Every Unicode decimal digit (general category Nd: full-width `４`, Arabic-Indic `٤`, Devanagari `४`…) counts as
/// the ASCII digit of the same value. Spaces, hyphens and dots of any script count as separators. Anything else
/// (letters, emoji, control characters) is reported as invalid.
enum DigitScanner {
    /// The result of one scan.
    struct Scan: Sendable {
        /// The ASCII digits found, at most the `limit` given to ``scan(_:limit:)``.
        var digits: [UInt8] = []
        /// How many digits the text held, including any beyond the limit.
        var digitCount = 0
        /// Whether any character was neither a digit nor a separator.
        var hasInvalidCharacter = false
    }

    /// Scans `text`, keeping at most `limit` digits.
    static func scan(_ text: String, limit: Int = .max) -> Scan {
        var scan = Scan()
        for scalar in text.unicodeScalars {
            if let digit = asciiDigit(scalar) {
                if scan.digitCount < limit { scan.digits.append(digit) }
                scan.digitCount += 1
            } else if !isSeparator(scalar) {
                scan.hasInvalidCharacter = true
            }
        }
        return scan
    }

    /// The ASCII digit with the value of the decimal digit `scalar`, or nil when it is not a decimal digit.
    static func asciiDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII {
            let value = UInt8(scalar.value)
            return value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9") ? value : nil
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
            value >= 0, value <= 9
        else { return nil }
        return UInt8(ascii: "0") + UInt8(value)
    }

    /// Whether `scalar` separates groups of digits: a space, hyphen, dash or dot of any script.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "-" || scalar == "." }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .dashPunctuation: return true
        default: return scalar == "\u{FF0E}" || scalar == "\u{2212}"
        }
    }
}
