import CardKit

/// A field's text, a selection and one ``TextEdit``, read from a fuzz input.
///
/// Layout: the edit kind, the selection's start and length, then the field's text and the typed text separated by
/// a zero byte. The selection may reach past the end of the text, as a stale caret from a host view can.
public struct TextEditInput {
    /// The text the field shows before the edit.
    public let text: String
    /// The selected range (empty for a caret), possibly out of bounds.
    public let selection: Range<Int>
    /// The edit applied.
    public let edit: TextEdit
    /// The text typed, pasted or replaced with; empty for deletions.
    public let typed: String

    /// Reads an edit from `input`; `prepare` turns the raw field text into what the field shows.
    public init(_ input: inout FuzzInput, prepare: (String) -> String) {
        let kind = input.choice(5)
        let start = Int(input.byte())
        let length = input.choice(4) == 0 ? Int(input.byte() % 8) : 0
        text = prepare(input.text())
        typed = input.text()
        let lower = min(start, text.count + 2)
        selection = lower..<(lower + length)
        switch kind {
        case 0: edit = .insert(typed)
        case 1: edit = .paste(typed)
        case 2: edit = .deleteBackward
        case 3: edit = .deleteForward
        default: edit = .replace(selection, with: typed)
        }
    }

    /// Whether the edit types text rather than deleting.
    public var types: Bool {
        switch edit {
        case .insert, .paste, .replace: true
        case .deleteBackward, .deleteForward: false
        }
    }
}

/// An independent reading of card digits: every decimal digit of any script, by its numeric value.
public enum ReferenceDigits {
    /// The ASCII digits of the decimal digits in `text`.
    public static func of(_ text: String) -> [UInt8] {
        text.unicodeScalars.compactMap { scalar in
            guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
                value >= 0, value <= 9
            else { return nil }
            return UInt8(ascii: "0") + UInt8(value)
        }
    }

    /// Whether `part` is a subsequence of `whole`.
    public static func isSubsequence(_ part: [UInt8], of whole: [UInt8]) -> Bool {
        var rest = whole[...]
        for byte in part {
            guard let found = rest.firstIndex(of: byte) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }
}
