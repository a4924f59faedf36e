/// The digits of a field's text and where a selection falls among them, the model every edit works on.
///
/// Group gaps, slashes and anything else that is not a digit are presentation; an edit changes digits only and
/// the formatter lays them out again. Offsets count `Character`s, so a digit followed by a combining mark, or a
/// CR LF pair, is one character that is not a digit.
struct DigitLayout {
    /// The ASCII digits of the text, in order.
    var digits: [UInt8] = []
    /// How many digits precede the start of the selection.
    var lowerDigit = 0
    /// How many digits precede the end of the selection.
    var upperDigit = 0

    /// Reads `text`, counting the digits before each end of `selection` (clamped to the text).
    ///
    /// The text is walked a character at a time through its UTF-8: an ASCII byte other than CR followed by
    /// another ASCII byte (or the end) is a whole character, as UAX #29 has no ASCII scalar that extends or joins
    /// another; anywhere else `String` finds where the character ends. A character is a digit when it is one
    /// scalar that is a decimal digit.
    init(text: String, selection: Range<Int>) {
        digits.reserveCapacity(CardNumber.maximumLength + 4)
        let (utf8, scalars) = (text.utf8, text.unicodeScalars)
        var index = utf8.startIndex
        var offset = 0
        while index < utf8.endIndex {
            let byte = utf8[index]
            var next = utf8.index(after: index)
            var digit: UInt8?
            if byte < 0x80 && byte != UInt8(ascii: "\r") && (next == utf8.endIndex || utf8[next] < 0x80) {
                digit = byte &- UInt8(ascii: "0") <= 9 ? byte : nil
            } else {
                next = text.index(after: index)
                digit = scalars.index(after: index) == next ? DigitScanner.asciiDigit(scalars[index]) : nil
            }
            if let digit {
                if offset < selection.lowerBound { lowerDigit += 1 }
                if offset < selection.upperBound { upperDigit += 1 }
                digits.append(digit)
            }
            index = next
            offset += 1
        }
    }

    /// The digit range `edit` removes from the field this layout read from `text`.
    func removed(by edit: TextEdit, in text: String) -> Range<Int> {
        let (lower, upper) = (lowerDigit, upperDigit)
        switch edit {
        case .insert, .paste: return lower..<upper
        case .deleteBackward: return lower < upper ? lower..<upper : max(0, lower - 1)..<lower
        case .deleteForward: return lower < upper ? lower..<upper : lower..<min(digits.count, lower + 1)
        case .replace(let range, _):
            let replaced = DigitLayout(text: text, selection: range)
            return replaced.lowerDigit..<replaced.upperDigit
        }
    }

    /// Inserts the digits `edit` types (at most ``CardNumber/maximumLength``, read as ``DigitScanner`` reads them)
    /// into `digits` at `position`, and returns how many; a deletion types none.
    @discardableResult
    static func insertTypedDigits(of edit: TextEdit, into digits: inout [UInt8], at position: Int) -> Int {
        guard let text = edit.typedText else { return 0 }
        var count = 0
        for scalar in text.unicodeScalars where count < CardNumber.maximumLength {
            guard let digit = DigitScanner.asciiDigit(scalar) else { continue }
            digits.insert(digit, at: position + count)
            count += 1
        }
        return count
    }
}
