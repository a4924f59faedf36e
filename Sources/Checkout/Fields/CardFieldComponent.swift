import CardKit
import Drawing

/// The API the four card fields share: edits with a caret, focus, value and validation.
@MainActor
public protocol CardFieldComponent: CheckoutComponent {
    /// The text shown in the field (formatted, e.g. `4242 4242`).
    var text: String { get }
    /// The caret's offset in ``text``.
    var caret: Int { get }
    /// Whether the field has focus.
    var isFocused: Bool { get }
    /// Applies a keystroke, paste or replacement at the caret, as a text field would.
    func apply(_ edit: TextEdit)
    /// Moves the caret (clamped to the text).
    func moveCaret(to offset: Int)
    /// Gives the field focus, blurring whichever field had it; fires `onBlur` there, then `onFocus` here.
    func focus()
    /// Takes focus away; fires `onBlur`, then validates an edited field (`onValidationPassed`/`Failed`).
    func blur()
    /// The value to submit.
    func getValue() -> String
    /// Validates the field, fires `onValidationPassed` or `onValidationFailed`, and returns the result.
    @discardableResult func validate() -> [ValidationResult]
}

extension CardFieldComponent {
    /// Types `text` at the caret.
    public func insert(_ text: String) { apply(.insert(text)) }
    /// Types `text` one character at a time, as a person would.
    public func type(_ text: String) {
        for character in text { apply(.insert(String(character))) }
    }
    /// The backspace key.
    public func deleteBackward() { apply(.deleteBackward) }
    /// Pastes `text` at the caret.
    public func paste(_ text: String) { apply(.paste(text)) }
}

/// Applies an edit to plain text (CVC, name) where every allowed character counts and no grouping is shown.
enum PlainTextEditing {
    /// The new text and caret after `edit`, keeping at most `limit` characters; `accept` turns each typed
    /// character into the one to keep, or nil to drop it.
    static func apply(
        _ edit: TextEdit, to text: String, selection: Range<Int>, limit: Int, accept: (Character) -> Character?
    ) -> (text: String, caret: Int) {
        var characters = Array(text)
        let lower = min(max(selection.lowerBound, 0), characters.count)
        var range = lower..<min(max(selection.upperBound, lower), characters.count)
        var typed = ""
        switch edit {
        case .insert(let string), .paste(let string): typed = string
        case .deleteBackward: if range.isEmpty, range.lowerBound > 0 { range = range.lowerBound - 1..<range.lowerBound }
        case .deleteForward:
            if range.isEmpty, range.upperBound < characters.count { range = range.lowerBound..<range.upperBound + 1 }
        case .replace(let target, let string):
            let start = min(max(target.lowerBound, 0), characters.count)
            range = start..<min(max(target.upperBound, start), characters.count)
            typed = string
        }
        let room = max(limit - (characters.count - range.count), 0)
        let inserted = Array(typed.compactMap(accept).prefix(room))
        characters.replaceSubrange(range, with: inserted)
        return (String(characters), range.lowerBound + inserted.count)
    }

    /// The ASCII digit with the value of `character` when it is a decimal digit of any script (full-width `４`,
    /// Arabic-Indic `٤`…), as CardKit reads card numbers; nil for anything else.
    static func asciiDigit(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
            scalar.properties.numericType == .decimal, let value = character.wholeNumberValue, (0...9).contains(value)
        else { return nil }
        return Character(String(value))
    }
}
