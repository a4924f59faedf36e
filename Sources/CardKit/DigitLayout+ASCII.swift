extension DigitLayout {
    /// The most digits the ASCII fast paths take from a field's text; a longer text goes the general way.
    static let asciiDigitLimit = 24

    /// Runs `body` with the UTF-8 bytes of a field's `text`, of the text `edit` types (empty for a deletion)
    /// and a stack buffer of `capacity` bytes: the working memory of the ASCII fast paths. Always inlined: the
    /// buffer stays on the stack only where its capacity is a constant, as in each caller.
    @inline(__always)
    static func withASCIIBuffers<Result>(
        _ text: String, _ edit: TextEdit, capacity: Int,
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeMutablePointer<UInt8>) -> Result
    ) -> Result {
        var field = text
        var typed = edit.typedText ?? ""
        return field.withUTF8 { fieldBytes in
            typed.withUTF8 { typedBytes in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                    body(fieldBytes, typedBytes, buffer.baseAddress!)
                }
            }
        }
    }

    /// The layout of an ASCII field's bytes without building one: the digits (copied to `digits` when given,
    /// room for ``asciiDigitLimit``) and how many precede each end of `selection`.
    ///
    /// Nil when the field is not ASCII, holds a CR (which joins a following LF into one `Character`, so byte
    /// offsets would no longer be character offsets) or has more than ``asciiDigitLimit`` digits.
    static func scanASCII(
        _ field: UnsafeBufferPointer<UInt8>, selection: Range<Int>, into digits: UnsafeMutablePointer<UInt8>?
    ) -> (count: Int, lower: Int, upper: Int)? {
        var count = 0
        var lower = 0
        var upper = 0
        for (offset, byte) in field.enumerated() {
            if byte >= 0x80 || byte == 13 { return nil }
            guard byte &- UInt8(ascii: "0") <= 9 else { continue }
            guard count < asciiDigitLimit else { return nil }
            if offset < selection.lowerBound { lower += 1 }
            if offset < selection.upperBound { upper += 1 }
            digits?[count] = byte
            count += 1
        }
        return (count, lower, upper)
    }

    /// The digit range an edit removes, for an ASCII field scanned by ``scanASCII(_:selection:into:)``; nil when
    /// a replaced range cannot be scanned.
    static func removedASCII(
        by edit: TextEdit, field: UnsafeBufferPointer<UInt8>, layout: (count: Int, lower: Int, upper: Int)
    ) -> Range<Int>? {
        let (count, lower, upper) = layout
        switch edit {
        case .insert, .paste: return lower..<upper
        case .deleteBackward: return lower < upper ? lower..<upper : max(0, lower - 1)..<lower
        case .deleteForward: return lower < upper ? lower..<upper : lower..<min(count, lower + 1)
        case .replace(let range, _):
            guard let replaced = scanASCII(field, selection: range, into: nil) else { return nil }
            return replaced.lower..<replaced.upper
        }
    }

    /// Copies the ASCII digits of `typed` (at most ``CardNumber/maximumLength``) to `digits` and returns how
    /// many; nil when `typed` is not ASCII (its digits may be of another script).
    static func typedASCII(_ typed: UnsafeBufferPointer<UInt8>, into digits: UnsafeMutablePointer<UInt8>) -> Int? {
        var count = 0
        for byte in typed {
            if byte >= 0x80 { return nil }
            if byte &- UInt8(ascii: "0") <= 9, count < CardNumber.maximumLength {
                digits[count] = byte
                count += 1
            }
        }
        return count
    }
}
