/// Masks card numbers for display and for logs, so a full PAN is never shown or written.
public enum CardMasking {
    /// The character that stands for a hidden digit on screen.
    public static let displayMask: Character = "•"
    /// The character that stands for a hidden digit in logs.
    public static let logMask: Character = "*"

    /// The number grouped by its brand's gaps with every digit but the last four hidden:
    /// `•••• •••• •••• 4242`.
    ///
    /// Characters that are not digits are ignored. Numbers of four digits or fewer are hidden entirely.
    public static func forDisplay(_ number: String, catalog: CardBrandCatalog = .standard) -> String {
        var digits = DigitScanner.scan(number, limit: CardNumber.maximumLength).digits
        let hidden = digits.count > 4 ? digits.count - 4 : digits.count
        CardNumberFormatter.group(&digits, gaps: catalog.detect(digits: digits).gaps)
        var output = ""
        var seen = 0
        for byte in digits {
            if byte == UInt8(ascii: " ") {
                output.append(" ")
                continue
            }
            output.append(seen < hidden ? displayMask : Character(Unicode.Scalar(byte)))
            seen += 1
        }
        return output
    }

    /// The number as logs may show it: the first six and last four digits of a number of 13 digits or more
    /// (`424242******4242`), only the last four of a shorter one, and nothing of four digits or fewer.
    ///
    /// Characters that are not digits are ignored; at most 19 digits are considered.
    public static func forLogs(_ number: String) -> String {
        let digits = DigitScanner.scan(number, limit: CardNumber.maximumLength).digits
        let count = digits.count
        let first = count >= 13 ? 6 : 0
        let last = count > 4 ? 4 : 0
        var output = String(decoding: digits.prefix(first), as: UTF8.self)
        output += String(repeating: logMask, count: count - first - last)
        output += String(decoding: digits.suffix(last), as: UTF8.self)
        return output
    }
}
