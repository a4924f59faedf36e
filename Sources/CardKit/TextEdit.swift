/// One change a person makes to a text field: typing, deleting, pasting or replacing a range.
///
/// Offsets count `Character`s of the field's text. Formatted card numbers and expiry dates are ASCII, so these are
/// also their UTF-8 and UTF-16 offsets.
public enum TextEdit: Sendable, Hashable {
    /// Typing `text` at the caret, replacing the selection if there is one.
    case insert(String)
    /// The backspace key: removes the selection, or the digit before the caret (across a group gap).
    case deleteBackward
    /// The forward-delete key: removes the selection, or the digit after the caret (across a group gap).
    case deleteForward
    /// Pasting `text` at the caret, replacing the selection if there is one.
    case paste(String)
    /// Replacing the characters in `range` with `text`, whatever the selection.
    case replace(Range<Int>, with: String)

    /// The text the edit types, pastes or replaces with; nil for deletions.
    var typedText: String? {
        switch self {
        case .insert(let text), .paste(let text), .replace(_, let text): text
        case .deleteBackward, .deleteForward: nil
        }
    }
}

/// The text and caret after a ``TextEdit``.
///
/// The text may be a whole card number, so ``description`` and the mirror `dump` uses show its length, never
/// its characters.
public struct EditResult<Validation: Sendable & Hashable>: Sendable, Hashable, CustomStringConvertible,
    CustomReflectable
{
    /// The new, formatted text of the field.
    public let text: String
    /// The caret's new offset in ``text``, in characters.
    public let caret: Int
    /// The verdict on the new text.
    public let validation: Validation

    /// The length of the text, the caret and the verdict, never the text itself.
    public var description: String {
        "EditResult(\(text.count) characters, caret \(caret), \(validation))"
    }

    /// A mirror without the text, so `dump` never prints a card number.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["length": text.count, "caret": caret, "validation": validation],
            displayStyle: .struct)
    }
}
