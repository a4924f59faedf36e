/// Groups card numbers by their brand's gaps and applies keystrokes to a card number field, keeping the caret
/// where the person expects it.
///
/// Every edit works on digits: characters that are not digits are dropped (letters, emoji, control characters),
/// digits of other scripts are normalised to ASCII, and input stops at the longest length the brand allows.
/// Deleting next to a gap removes the digit on the other side of the gap.
public struct CardNumberFormatter: Sendable {
    /// The brands used for grouping and length limits.
    public let catalog: CardBrandCatalog

    /// A formatter over `catalog`.
    public init(catalog: CardBrandCatalog = .standard) {
        self.catalog = catalog
    }

    /// The digits of `text` grouped by the brand's gaps, e.g. `3782 822463 10005`; digits beyond the brand's longest
    /// length are dropped.
    public func format(_ text: String) -> String {
        var digits = DigitScanner.scan(text, limit: CardNumber.maximumLength).digits
        let detection = catalog.detect(digits: digits)
        digits.removeLast(max(0, digits.count - detection.maximumLength))
        Self.group(&digits, gaps: detection.gaps)
        return String(decoding: digits, as: UTF8.self)
    }

    /// Applies `edit` to a field showing `text` with the caret at `caret`.
    public func apply(_ edit: TextEdit, to text: String, caret: Int) -> EditResult<CardNumberValidation> {
        apply(edit, to: text, selection: caret..<caret)
    }

    /// Applies `edit` to a field showing `text` with `selection` selected (an empty range is a caret).
    public func apply(_ edit: TextEdit, to text: String, selection: Range<Int>) -> EditResult<CardNumberValidation> {
        let layout = DigitLayout(text: text, selection: selection)
        let removed = layout.removed(by: edit, in: text)
        var digits = layout.digits
        digits.removeSubrange(removed)
        let kept = digits.count
        var inserted = DigitLayout.insertTypedDigits(of: edit, into: &digits, at: removed.lowerBound)
        var detection = catalog.detect(digits: digits)
        if digits.count > detection.maximumLength {
            // Keep only as many of the new digits as fit; the rest of the paste or keystroke is refused.
            let room = min(inserted, max(0, detection.maximumLength - kept))
            digits.removeSubrange((removed.lowerBound + room)..<(removed.lowerBound + inserted))
            inserted = room
            detection = catalog.detect(digits: digits)
            if digits.count > detection.maximumLength {
                digits.removeLast(digits.count - detection.maximumLength)
                detection = catalog.detect(digits: digits)
            }
        }
        let caretDigit = min(removed.lowerBound + inserted, digits.count)
        let validation = CardNumberValidation(
            digits: digits, digitCount: digits.count, hasInvalidCharacter: false, catalog: catalog,
            detection: detection)
        Self.group(&digits, gaps: detection.gaps)
        let formatted = String(decoding: digits, as: UTF8.self)
        if removed.isEmpty && inserted == 0 && formatted == text {
            // Nothing changed (a refused character, backspace at the start): leave the caret alone.
            return EditResult(text: text, caret: max(0, min(selection.lowerBound, text.count)), validation: validation)
        }
        var caret = caretDigit
        for gap in detection.gaps where gap < caretDigit { caret += 1 }
        return EditResult(text: formatted, caret: caret, validation: validation)
    }

    /// `digits` grouped in place with a space at each gap that has digits after it.
    static func group(_ digits: inout [UInt8], gaps: [Int]) {
        for gap in gaps.reversed() where gap < digits.count {
            digits.insert(UInt8(ascii: " "), at: gap)
        }
    }
}
