extension ExpiryFormatter {
    /// ``apply(_:to:selection:)`` for the common case, on UTF-8 bytes in a stack buffer: the field's text and the
    /// typed text are ASCII and the field holds at most ``DigitLayout/asciiDigitLimit`` digits (and no CR).
    /// Returns nil otherwise, and the caller takes the general path; the differential test holds the two equal.
    func applyASCII(_ edit: TextEdit, to text: String, selection: Range<Int>) -> EditResult<ExpiryValidation>? {
        DigitLayout.withASCIIBuffers(text, edit, capacity: 64) { field, typed, buffer in
            applyASCII(
                edit, typedText: edit.typedText, field: field, typed: typed, selection: selection, buffer: buffer)
        }
    }

    private func applyASCII(
        _ edit: TextEdit, typedText: String?, field: UnsafeBufferPointer<UInt8>, typed: UnsafeBufferPointer<UInt8>,
        selection: Range<Int>, buffer: UnsafeMutablePointer<UInt8>
    ) -> EditResult<ExpiryValidation>? {
        // buffer[0..<24]: the field's digits; [24..<43]: the typed digits; [48..<56]: the text laid out.
        guard let layout = DigitLayout.scanASCII(field, selection: selection, into: buffer),
            var typedCount = DigitLayout.typedASCII(typed, into: buffer + 24),
            var removed = DigitLayout.removedASCII(by: edit, field: field, layout: layout)
        else { return nil }
        var caretAtEnd = false
        if let typedText {
            if layout.count == removed.count {
                // The typed text becomes the whole field: read it as a date.
                if let (value, count) = Self.wholeFieldValue(ExpiryParser.tokenize(typedText)) {
                    var rest = value
                    for index in stride(from: count - 1, through: 0, by: -1) {
                        buffer[24 + index] = UInt8(ascii: "0") + UInt8(rest % 10)
                        rest /= 10
                    }
                    typedCount = count
                } else {
                    typedCount = min(typedCount, Self.maximumDigits)
                }
            } else if typedCount == 0, layout.count == 1, typed.contains(where: Self.isASCIISeparator) {
                buffer[24] = UInt8(ascii: "0")  // "1" then "/" means January: pad the month.
                typedCount = 1
                removed = 0..<0
                caretAtEnd = true
            }
        }
        // The new digits, at most six, in place of the field's.
        let digits = buffer + 43
        var count = 0
        for index in 0..<removed.lowerBound where count < Self.maximumDigits {
            digits[count] = buffer[index]
            count += 1
        }
        for index in 0..<typedCount where count < Self.maximumDigits {
            digits[count] = buffer[24 + index]
            count += 1
        }
        for index in removed.upperBound..<layout.count where count < Self.maximumDigits {
            digits[count] = buffer[index]
            count += 1
        }
        let caretDigit = caretAtEnd ? count : min(removed.lowerBound + typedCount, count)
        let isDeletion = typedCount == 0 && !removed.isEmpty
        // The layout of ``layOut(_:addSlash:)``: a padded one-digit month, a slash after the month.
        let bytes = buffer + 50
        var length = 0
        var caret = 0
        if count > 0 {
            let first = digits[0]
            if first > UInt8(ascii: "1") || (first == UInt8(ascii: "1") && count > 1 && digits[1] > UInt8(ascii: "2")) {
                bytes[0] = UInt8(ascii: "0")
                length = 1
            }
            for index in 0..<count {
                if length == 7 { break }  // MM/YYYY
                if length == 2 {
                    bytes[2] = UInt8(ascii: "/")
                    length = 3
                }
                if index < caretDigit { caret = length + 1 }
                bytes[length] = digits[index]
                length += 1
                if index == count - 1, !isDeletion, length == 2 {
                    bytes[2] = UInt8(ascii: "/")
                    length = 3
                }
            }
        }
        if !isDeletion, caret < length, bytes[caret] == UInt8(ascii: "/") { caret += 1 }
        let shown = UnsafeBufferPointer(start: bytes, count: length)
        // The verdict is the one on the text shown, whose runs are known by position: the month before the
        // slash at index 2, the year after it.
        var (month, year) = (0, 0)
        for index in 0..<min(length, 2) { month = month * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        for index in min(length, 3)..<length { year = year * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
        let runs = ExpiryParser.Tokens(
            month: month, monthDigits: min(length, 2), slash: length >= 3, year: year, yearDigits: max(length - 3, 0))
        let validation = ExpiryParser.parse(runs, now: currentMonth.month)
        return EditResult(text: String(decoding: shown, as: UTF8.self), caret: caret, validation: validation)
    }

    private static func isASCIISeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "\\")
    }
}
