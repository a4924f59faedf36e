/// Formats an expiry date field as the person types: `2` becomes `02/`, `12` becomes `12/`, `1` stays `1` (it may
/// become 10, 11 or 12), and `13` becomes `01/3`.
///
/// Deleting never brings a slash back: backspace on `12/` leaves `1`. Pasted dates in any form
/// ``ExpiryDate/validate(_:now:)`` reads are laid out as `MM/YY` (or `MM/YYYY` when four year digits were given).
public struct ExpiryFormatter: Sendable {
    /// The clock the formatted date is validated against.
    public let clock: WallClock

    /// A formatter validating against `clock`.
    public init(clock: WallClock = .live) {
        self.clock = clock
    }

    /// `text` laid out as typed, with the slash added once the month is known.
    public func format(_ text: String) -> String {
        String(decoding: Self.layOut(Self.wholeFieldDigits(text), addSlash: true).bytes, as: UTF8.self)
    }

    /// Applies `edit` to an expiry field showing `text` with the caret at `caret`.
    public func apply(_ edit: TextEdit, to text: String, caret: Int) -> EditResult<ExpiryValidation> {
        apply(edit, to: text, selection: caret..<caret)
    }

    /// Applies `edit` to an expiry field showing `text` with `selection` selected.
    ///
    /// A completed date is checked against the clock's month, read through the Gregorian calendar in the device's
    /// time zone; a date still being typed never reads the clock.
    public func apply(_ edit: TextEdit, to text: String, selection: Range<Int>) -> EditResult<ExpiryValidation> {
        let layout = DigitLayout(text: text, selection: selection)
        var removed = layout.removed(by: edit, in: text)
        var typed: [UInt8] = []
        DigitLayout.insertTypedDigits(of: edit, into: &typed, at: 0)
        var digits = layout.digits
        var caretAtEnd = false
        if let typedText = edit.typedText {
            if layout.digits.count == removed.count {
                typed = Self.wholeFieldDigits(typedText)  // The typed text becomes the whole field: read it as a date.
            } else if typed.isEmpty, digits.count == 1,
                typedText.unicodeScalars.contains(where: ExpiryParser.isSeparator)
            {
                typed = [UInt8(ascii: "0")]  // "1" then "/" means January: pad the month.
                removed = 0..<0
                caretAtEnd = true
            }
        }
        digits.replaceSubrange(removed, with: typed)
        if digits.count > Self.maximumDigits { digits.removeLast(digits.count - Self.maximumDigits) }
        let caretDigit = caretAtEnd ? digits.count : min(removed.lowerBound + typed.count, digits.count)
        let isDeletion = typed.isEmpty && !removed.isEmpty
        let laidOut = Self.layOut(digits, addSlash: !isDeletion)
        let formatted = String(decoding: laidOut.bytes, as: UTF8.self)
        let shownDigit = min(caretDigit, laidOut.offsets.count)  // A padded month leaves room for one digit less.
        var caret = shownDigit == 0 ? 0 : laidOut.offsets[shownDigit - 1] + 1
        if !isDeletion, caret < laidOut.bytes.count, laidOut.bytes[caret] == UInt8(ascii: "/") { caret += 1 }
        return EditResult(
            text: formatted, caret: caret,
            validation: ExpiryParser.parse(ExpiryParser.tokenize(formatted), now: { clock.currentMonth() }))
    }

    /// `MM` plus `YYYY`: the most digits an expiry holds.
    static let maximumDigits = 6

    /// The digits laid out as `MM/YY…`, with each digit's offset in the output.
    ///
    /// A leading 2–9, or a 1 followed by 3–9, is a one-digit month and is padded with a zero.
    static func layOut(_ digits: [UInt8], addSlash: Bool) -> (bytes: [UInt8], offsets: [Int]) {
        guard let first = digits.first else { return ([], []) }
        let oneDigitMonth =
            first > UInt8(ascii: "1")
            || (first == UInt8(ascii: "1") && digits.count > 1 && digits[1] > UInt8(ascii: "2"))
        var bytes: [UInt8] = oneDigitMonth ? [UInt8(ascii: "0")] : []
        var offsets: [Int] = []
        for (index, digit) in digits.enumerated() {
            if bytes.count == 7 { break }  // MM/YYYY
            if bytes.count == 2 { bytes.append(UInt8(ascii: "/")) }
            offsets.append(bytes.count)
            bytes.append(digit)
            if index == digits.count - 1, addSlash, bytes.count == 2 { bytes.append(UInt8(ascii: "/")) }
        }
        return (bytes, offsets)
    }

    /// The digits of a whole field's text, month first and padded to two digits where the text shows the month
    /// (`1/30` gives `0130`, `2030-10` gives `102030`); other text gives its digits as they are.
    static func wholeFieldDigits(_ text: String) -> [UInt8] {
        let tokens = ExpiryParser.tokenize(text)
        if let (value, count) = wholeFieldValue(tokens) { return digits(value, count: count) }
        return DigitScanner.scan(text, limit: maximumDigits).digits
    }

    /// The digits ``wholeFieldDigits(_:)`` reads from `tokens` as one number and its digit count (month first,
    /// padded), or nil when the text's digits are to be taken as they are.
    static func wholeFieldValue(_ tokens: ExpiryParser.Tokens) -> (value: Int, count: Int)? {
        let counts = tokens.counts
        guard !tokens.hasInvalidCharacter, !tokens.tooManyRuns, (0..<tokens.runCount).allSatisfy({ counts[$0] <= 4 })
        else { return nil }
        if tokens.runCount == 2 && counts[0] == 4 && counts[1] <= 2 {
            return (tokens.values[1] * 10_000 + tokens.values[0], 6)
        }
        if tokens.runCount == 2 && counts[0] <= 2 {
            return (tokens.values[0] * pow10(counts[1]) + tokens.values[1], 2 + counts[1])
        }
        if tokens.runCount == 1 && counts[0] == 1 && tokens.endsWithSeparator { return (tokens.values[0], 2) }
        return nil
    }

    private static func pow10(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { power, _ in power * 10 }
    }

    /// `value` as `count` ASCII digits, zero-padded.
    private static func digits(_ value: Int, count: Int) -> [UInt8] {
        var output = [UInt8](repeating: UInt8(ascii: "0"), count: count)
        var rest = value
        for index in stride(from: count - 1, through: 0, by: -1) {
            output[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return output
    }
}
