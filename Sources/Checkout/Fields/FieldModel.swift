import CardKit

/// The state every field shares: its text and caret, focus, whether it was edited, and who listens.
@MainActor
final class FieldModel {
    /// The component's id.
    let id: String
    /// The text shown in the field.
    var text = ""
    /// The selection (an empty range is a caret), in characters of ``text``.
    var selection = 0..<0
    /// Whether the field has focus.
    private(set) var isFocused = false
    /// Whether the field was edited since it was created (blur validates only edited fields).
    var wasEdited = false
    private var observers: [@MainActor () -> Void] = []
    private let focus: FocusCoordinator
    /// The language of validation messages the config does not override.
    let localization: CheckoutLocalization

    init(id: String, focus: FocusCoordinator, localization: CheckoutLocalization) {
        self.id = id
        self.focus = focus
        self.localization = localization
    }

    /// Registers `observer`, called after every change of text or focus (card image, new card).
    func observe(_ observer: @escaping @MainActor () -> Void) {
        observers.append(observer)
    }

    /// Tells every observer that something changed.
    func notify() {
        for observer in observers { observer() }
    }

    /// Takes focus for `component`, blurring the field that had it first; returns false when already focused.
    func takeFocus(for component: any CardFieldComponent) -> Bool {
        guard !isFocused else { return false }
        if let other = focus.focused, other !== component { other.blur() }
        isFocused = true
        focus.focused = component
        return true
    }

    /// Gives up focus; returns false when not focused.
    func giveUpFocus() -> Bool {
        guard isFocused else { return false }
        isFocused = false
        if let current = focus.focused, current.componentId == id { focus.focused = nil }
        return true
    }

    /// Moves the caret to `offset`, clamped to the text.
    func moveCaret(to offset: Int) {
        let clamped = min(max(offset, 0), text.count)
        selection = clamped..<clamped
    }

    /// Focuses `component` (blurring the field that had focus), then calls `onFocus` and tells the observers.
    func focus(_ component: any CardFieldComponent, onFocus: (@MainActor () -> Void)?) {
        guard takeFocus(for: component) else { return }
        onFocus?()
        notify()
    }

    /// Takes focus away, calls `onBlur`, runs `validate` when the field was edited, and tells the observers.
    func blur(onBlur: (@MainActor () -> Void)?, validate: () -> Void) {
        guard giveUpFocus() else { return }
        onBlur?()
        if wasEdited { validate() }
        notify()
    }

    /// The one-element result for `reason` (with the messages of `settings`), reported to its `onValidationPassed`
    /// or `onValidationFailed`.
    func report(_ reason: ValidationReason?, settings: CardFieldSettings) -> [ValidationResult] {
        let results = [result(reason, messages: settings.validationMessages)]
        if results[0].isValid { settings.onValidationPassed?(results) } else { settings.onValidationFailed?(results) }
        return results
    }

    /// Records an edit's result and, when the text changed, calls `onChange` with its new length.
    func update(text newText: String, caret: Int, onChange: (@MainActor (FieldChange) -> Void)?) {
        let changed = newText != text
        text = newText
        selection = caret..<caret
        guard changed else { return }
        wasEdited = true
        onChange?(FieldChange(componentId: id, length: newText.count))
    }

    /// The validation result for this field from a CardKit verdict; the message comes from `messages` (the
    /// config's), else from the localisation, else CardKit's English.
    func result(_ reason: ValidationReason?, messages: [String: String]) -> ValidationResult {
        ValidationResult(
            isValid: reason == nil, errorMessage: reason.map { messages[$0.code] ?? localization.message(for: $0) },
            errorCode: reason?.code, componentId: id)
    }
}

/// Which field of one ``Checkout`` has focus, so focusing one field blurs the other as a UI would.
@MainActor
final class FocusCoordinator {
    /// The focused field, if any.
    weak var focused: (any CardFieldComponent)?
}
