extension CardNumberFormatter {
    /// ``apply(_:to:selection:)`` for the common case, on UTF-8 bytes in stack buffers: the field's text and
    /// the typed text are ASCII and the field holds at most ``DigitLayout/asciiDigitLimit`` digits (and no CR,
    /// which would join a following LF into one `Character`). Returns nil otherwise, and the caller takes the general path,
    /// which handles digits of other scripts and every other input; the differential test holds the two equal.
    func applyASCII(_ edit: TextEdit, to text: String, selection: Range<Int>) -> EditResult<CardNumberValidation>? {
        DigitLayout.withASCIIBuffers(text, edit, capacity: 192) { field, typed, buffer in
            applyASCII(edit, to: text, field: field, typed: typed, selection: selection, buffer: buffer)
        }
    }

    private func applyASCII(
        _ edit: TextEdit, to text: String, field: UnsafeBufferPointer<UInt8>, typed: UnsafeBufferPointer<UInt8>,
        selection: Range<Int>,
        buffer: UnsafeMutablePointer<UInt8>
    ) -> EditResult<CardNumberValidation>? {
        // buffer[0..<24]: the field's digits; [24..<43]: the typed digits; [48..<91]: the new digits;
        // [96..<182]: the formatted text (a digit and a gap at most for each of the new digits).
        guard let layout = DigitLayout.scanASCII(field, selection: selection, into: buffer) else { return nil }
        guard let typedCount = DigitLayout.typedASCII(typed, into: buffer + 24),
            let removed = DigitLayout.removedASCII(by: edit, field: field, layout: layout)
        else { return nil }
        let count = layout.count
        let digits = buffer + 48
        func splice(keeping inserted: Int) -> Int {
            (digits).update(from: buffer, count: removed.lowerBound)
            (digits + removed.lowerBound).update(from: buffer + 24, count: inserted)
            (digits + removed.lowerBound + inserted).update(
                from: buffer + removed.upperBound, count: count - removed.upperBound)
            return count - removed.count + inserted
        }
        var inserted = typedCount
        var newCount = splice(keeping: inserted)
        var detection = catalog.detection(ascii: UnsafeBufferPointer(start: digits, count: newCount))
        if newCount > detection.maximumLength {
            // Keep only as many of the new digits as fit; the rest of the paste or keystroke is refused.
            inserted = min(inserted, max(0, detection.maximumLength - (count - removed.count)))
            newCount = splice(keeping: inserted)
            detection = catalog.detection(ascii: UnsafeBufferPointer(start: digits, count: newCount))
            if newCount > detection.maximumLength {
                newCount = detection.maximumLength
                detection = catalog.detection(ascii: UnsafeBufferPointer(start: digits, count: newCount))
            }
        }
        let number = UnsafeBufferPointer(start: digits, count: newCount)
        let validation = CardNumberValidation(
            detection: detection, digitCount: newCount,
            passesLuhn: newCount <= CardNumber.maximumLength && Luhn.isValid(bytes: number), hasInvalidCharacter: false)
        let gaps = detection.gaps
        let output = buffer + 96
        var length = 0
        var nextGap = 0
        for position in 0..<newCount {
            if nextGap < gaps.count, position == gaps[nextGap] {
                output[length] = UInt8(ascii: " ")
                length += 1
                nextGap += 1
            }
            output[length] = digits[position]
            length += 1
        }
        let formatted = UnsafeBufferPointer(start: output, count: length)
        if removed.isEmpty && inserted == 0 && formatted.elementsEqual(field) {
            // Nothing changed (a refused character, backspace at the start): leave the caret alone.
            return EditResult(
                text: text, caret: max(0, min(selection.lowerBound, field.count)),
                validation: validation)
        }
        let caretDigit = min(removed.lowerBound + inserted, newCount)
        var caret = caretDigit
        for gap in gaps where gap < caretDigit { caret += 1 }
        return EditResult(text: String(decoding: formatted, as: UTF8.self), caret: caret, validation: validation)
    }
}
