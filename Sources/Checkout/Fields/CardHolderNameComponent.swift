import CardKit
import Drawing

/// The cardholder name field: up to 255 printable characters, checked to look like a name.
@MainActor
public final class CardHolderNameComponent: CardFieldComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The configuration it was created with.
    public let config: CardHolderNameComponentConfig
    let model: FieldModel

    init(id: String, config: CardHolderNameComponentConfig, environment: CheckoutEnvironment, focus: FocusCoordinator) {
        componentId = id
        self.config = config
        model = FieldModel(id: id, focus: focus, localization: environment.localization)
    }

    /// Always ``ComponentType/cardHolderName``.
    public var componentType: ComponentType { .cardHolderName }
    /// The name as typed.
    public var text: String { model.text }
    /// The caret's offset in ``text``.
    public var caret: Int { model.selection.upperBound }
    /// Whether the field has focus.
    public var isFocused: Bool { model.isFocused }

    /// Applies `edit`, dropping control characters and stopping at 255 characters; fires `onChange`.
    public func apply(_ edit: TextEdit) {
        let result = PlainTextEditing.apply(
            edit, to: model.text, selection: model.selection, limit: CardholderName.maximumLength
        ) { character in
            character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? nil : character
        }
        model.update(text: result.text, caret: result.caret, onChange: config.onChange)
        model.notify()
    }

    /// Moves the caret (clamped to the text).
    public func moveCaret(to offset: Int) { model.moveCaret(to: offset) }

    /// Gives the field focus.
    public func focus() { model.focus(self, onFocus: config.onFocus) }

    /// Takes focus away, then validates an edited field.
    public func blur() { model.blur(onBlur: config.onBlur) { validate() } }

    /// The name with surrounding spaces removed.
    public func getValue() -> String { model.text.trimmingSpaces }

    /// Validates the name with CardKit's rules: required, at most 255 characters, not only digits or hyphens.
    @discardableResult public func validate() -> [ValidationResult] {
        var reason = CardholderName.validate(getValue()).reason
        if getValue().isEmpty, !config.isRequired { reason = nil }
        return model.report(reason, settings: config.settings)
    }

    /// The field drawn with its label.
    public func buildContent() -> Scene {
        FieldSceneBuilder.scene(
            label: config.label ?? model.localization.holderFieldLabel, text: text,
            placeholder: config.placeholder ?? model.localization.cardHolderNamePlaceholder,
            isFocused: isFocused)
    }

    /// The id and the name's length (a name is personal data, so it is not printed).
    public var description: String {
        "CardHolderNameComponent(\(componentId), \(text.count) characters)"
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
