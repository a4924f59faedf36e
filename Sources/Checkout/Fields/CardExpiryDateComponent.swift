import CardKit
import Drawing

/// The expiry date field: accepts what people type (`1030`, `10/2030`…) through CardKit's formatter and
/// validates against the injected clock.
@MainActor
public final class CardExpiryDateComponent: CardFieldComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The configuration it was created with.
    public let config: CardExpiryDateComponentConfig
    let model: FieldModel
    private let formatter: ExpiryFormatter
    /// The verdict on the current text.
    public private(set) var validation: ExpiryValidation

    init(id: String, config: CardExpiryDateComponentConfig, environment: CheckoutEnvironment, focus: FocusCoordinator) {
        componentId = id
        self.config = config
        model = FieldModel(id: id, focus: focus, localization: environment.localization)
        formatter = ExpiryFormatter(clock: environment.clock)
        validation = ExpiryDate.validate("", clock: environment.clock)
    }

    /// Always ``ComponentType/cardExpiryDate``.
    public var componentType: ComponentType { .cardExpiryDate }
    /// The formatted text, e.g. `10/30`.
    public var text: String { model.text }
    /// The caret's offset in ``text``.
    public var caret: Int { model.selection.upperBound }
    /// Whether the field has focus.
    public var isFocused: Bool { model.isFocused }

    /// Applies `edit` with CardKit's expiry formatter, then fires `onChange`.
    public func apply(_ edit: TextEdit) {
        let result = formatter.apply(edit, to: model.text, selection: model.selection)
        validation = result.validation
        model.update(text: result.text, caret: result.caret, onChange: config.onChange)
        model.notify()
    }

    /// Moves the caret (clamped to the text).
    public func moveCaret(to offset: Int) { model.moveCaret(to: offset) }

    /// Gives the field focus.
    public func focus() { model.focus(self, onFocus: config.onFocus) }

    /// Takes focus away, then validates an edited field.
    public func blur() { model.blur(onBlur: config.onBlur) { validate() } }

    /// The date as `MM/YY` when complete, else the text as typed.
    public func getValue() -> String { validation.formatted ?? model.text }

    /// Validates the date: required, a real month, not past, not too far ahead.
    @discardableResult public func validate() -> [ValidationResult] {
        var reason = validation.reason
        if model.text.isEmpty { reason = config.isRequired ? .expiryEmpty : nil }
        if reason == nil, !model.text.isEmpty, !validation.isValid { reason = .expiryIncomplete }
        return model.report(reason, settings: config.settings)
    }

    /// The field drawn with its label.
    public func buildContent() -> Scene {
        FieldSceneBuilder.scene(
            label: config.label ?? model.localization.expiryFieldLabel, text: text,
            placeholder: config.placeholder ?? model.localization.expiryDatePlaceholder,
            isFocused: isFocused)
    }

    /// The id and the state of the date (an expiry date is not secret).
    public var description: String {
        "CardExpiryDateComponent(\(componentId), \(text.isEmpty ? "empty" : text), \(validation.state.rawValue))"
    }
}
