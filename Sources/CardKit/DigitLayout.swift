/// The digits of a field's text and where a selection falls among them, the model every edit works on.
///
/// Group gaps, slashes and anything else that is not a digit are presentation; an edit changes digits only and
/// the formatter lays them out again.
struct DigitLayout {
    /// The ASCII digits of the text, in order.
    var digits: [UInt8] = []
    /// How many digits precede the start of the selection.
    var lowerDigit = 0
    /// How many digits precede the end of the selection.
    var upperDigit = 0

    /// Reads `text`, counting the digits before each end of `selection` (clamped to the text).
    init(text: String, selection: Range<Int>) {
        digits.reserveCapacity(24)
        var offset = 0
        if !text.utf8.contains(where: { $0 >= 0x80 || $0 == 13 }) {
            // Common path: ASCII text (without CR, which joins LF into one Character), one byte per offset.
            for byte in text.utf8 {
                note(isDigit: byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), byte, offset, selection)
                offset += 1
            }
        } else {
            for character in text {
                let scalars = character.unicodeScalars
                let digit = scalars.count == 1 ? DigitScanner.asciiDigit(scalars.first!) : nil
                note(isDigit: digit != nil, digit ?? 0, offset, selection)
                offset += 1
            }
        }
    }

    private mutating func note(isDigit: Bool, _ byte: UInt8, _ offset: Int, _ selection: Range<Int>) {
        guard isDigit else { return }
        if offset < selection.lowerBound { lowerDigit += 1 }
        if offset < selection.upperBound { upperDigit += 1 }
        digits.append(byte)
    }

    /// The digit range an edit removes and the digits it inserts, for a field whose caret sits in this layout.
    func change(for edit: TextEdit, text: String) -> (removed: Range<Int>, inserted: [UInt8]) {
        let lower = lowerDigit
        let upper = upperDigit
        switch edit {
        case .insert(let typed), .paste(let typed):
            return (lower..<upper, DigitScanner.scan(typed, limit: CardNumber.maximumLength).digits)
        case .deleteBackward:
            return (lower < upper ? lower..<upper : max(0, lower - 1)..<lower, [])
        case .deleteForward:
            return (lower < upper ? lower..<upper : lower..<min(digits.count, lower + 1), [])
        case .replace(let range, let typed):
            let replaced = DigitLayout(text: text, selection: range)
            return (
                replaced.lowerDigit..<replaced.upperDigit,
                DigitScanner.scan(typed, limit: CardNumber.maximumLength).digits
            )
        }
    }
}
