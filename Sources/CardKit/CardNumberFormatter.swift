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
        let digits = DigitScanner.scan(text, limit: CardNumber.maximumLength).digits
        let detection = catalog.detection(ascii: digits)
        return String(decoding: Self.group(digits.prefix(detection.maximumLength), gaps: detection.gaps), as: UTF8.self)
    }

    /// Applies `edit` to a field showing `text` with the caret at `caret`.
    public func apply(_ edit: TextEdit, to text: String, caret: Int) -> EditResult<CardNumberValidation> {
        apply(edit, to: text, selection: caret..<caret)
    }

    /// Applies `edit` to a field showing `text` with `selection` selected (an empty range is a caret).
    public func apply(_ edit: TextEdit, to text: String, selection: Range<Int>) -> EditResult<CardNumberValidation> {
        applyASCII(edit, to: text, selection: selection) ?? applyGeneral(edit, to: text, selection: selection)
    }

    /// ``apply(_:to:selection:)`` for any text, by `Character`: digits of every script, any length.
    func applyGeneral(_ edit: TextEdit, to text: String, selection: Range<Int>) -> EditResult<CardNumberValidation> {
        let layout = DigitLayout(text: text, selection: selection)
        let (removed, typed) = layout.change(for: edit, text: text)
        var inserted = typed
        var digits = Self.replacing(layout.digits, removed, with: inserted)
        var detection = catalog.detection(ascii: digits)
        if digits.count > detection.maximumLength {
            // Keep only as many of the new digits as fit; the rest of the paste or keystroke is refused.
            let room = max(0, detection.maximumLength - (layout.digits.count - removed.count))
            inserted = Array(inserted.prefix(room))
            digits = Self.replacing(layout.digits, removed, with: inserted)
            detection = catalog.detection(ascii: digits)
            if digits.count > detection.maximumLength {
                digits.removeLast(digits.count - detection.maximumLength)
                detection = catalog.detection(ascii: digits)
            }
        }
        let caretDigit = min(removed.lowerBound + inserted.count, digits.count)
        let gaps = detection.gaps
        let validation = CardNumberValidation(
            digits: digits, digitCount: digits.count, hasInvalidCharacter: false, catalog: catalog, detection: detection
        )
        let formatted = String(decoding: Self.group(digits[...], gaps: gaps), as: UTF8.self)
        if removed.isEmpty && inserted.isEmpty && formatted == text {
            // Nothing changed (a refused character, backspace at the start): leave the caret alone.
            return EditResult(text: text, caret: max(0, min(selection.lowerBound, text.count)), validation: validation)
        }
        var caret = caretDigit
        for gap in gaps where gap < caretDigit { caret += 1 }
        return EditResult(text: formatted, caret: caret, validation: validation)
    }

    /// `digits` grouped with a space at each gap that has digits after it.
    static func group(_ digits: ArraySlice<UInt8>, gaps: [Int]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(digits.count + gaps.count)
        var nextGap = 0
        for (position, digit) in digits.enumerated() {
            if nextGap < gaps.count, position == gaps[nextGap] {
                output.append(UInt8(ascii: " "))
                nextGap += 1
            }
            output.append(digit)
        }
        return output
    }

    private static func replacing(_ digits: [UInt8], _ range: Range<Int>, with inserted: [UInt8]) -> [UInt8] {
        var result = digits
        result.replaceSubrange(range, with: inserted)
        return result
    }
}
