import CardKit
import Drawing

/// The security code field: digits only, as many as the brand of the linked number allows (3 or 4 while
/// the brand is unknown). Its digits are kept only in memory and never appear in ``description``.
@MainActor
public final class CardCvcComponent: CardFieldComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The configuration it was created with.
    public let config: CardCvcComponentConfig
    /// The number field whose brand decides the code's length and name (set by the new card component).
    public weak var cardNumberComponent: CardNumberComponent?
    let model: FieldModel
    private var reportedEntered = false

    init(id: String, config: CardCvcComponentConfig, environment: CheckoutEnvironment, focus: FocusCoordinator) {
        componentId = id
        self.config = config
        model = FieldModel(id: id, focus: focus, localization: environment.localization)
    }

    /// Always ``ComponentType/cardCvc``.
    public var componentType: ComponentType { .cardCvc }
    /// The digits typed.
    public var text: String { model.text }
    /// The caret's offset in ``text``.
    public var caret: Int { model.selection.upperBound }
    /// Whether the field has focus.
    public var isFocused: Bool { model.isFocused }
    /// The code's rules for the linked number's brand, or three or four digits while it is unknown.
    public var securityCode: SecurityCodeSpec {
        cardNumberComponent?.brand?.securityCode ?? .unknownBrand
    }

    /// Applies `edit`, keeping digits (those of other scripts read as ASCII, as CardKit does) up to the brand's
    /// longest code; fires `onChange` and, once the code is complete, `onCvcEntered`.
    public func apply(_ edit: TextEdit) {
        let limit = securityCode.sizes.last ?? 4
        let result = PlainTextEditing.apply(
            edit, to: model.text, selection: model.selection, limit: limit, accept: PlainTextEditing.asciiDigit)
        model.update(text: result.text, caret: result.caret, onChange: config.onChange)
        let entered = model.text.count == limit
        if entered && !reportedEntered { config.onCvcEntered?() }
        reportedEntered = entered
        model.notify()
    }

    /// Moves the caret (clamped to the text).
    public func moveCaret(to offset: Int) { model.moveCaret(to: offset) }

    /// Gives the field focus (the card image turns to the back unless the brand prints the code on the front).
    public func focus() { model.focus(self, onFocus: config.onFocus) }

    /// Takes focus away, then validates an edited field.
    public func blur() { model.blur(onBlur: config.onBlur) { validate() } }

    /// The digits, for the tokenizer only.
    public func getValue() -> String { model.text }

    /// Validates the code's length against the linked number's brand (CardKit's rules).
    @discardableResult public func validate() -> [ValidationResult] {
        var reason = SecurityCode.validate(model.text, brand: cardNumberComponent?.brand).reason
        if model.text.isEmpty, !config.isRequired { reason = nil }
        return model.report(reason, settings: config.settings)
    }

    /// The field drawn with its label; the digits are shown as bullets.
    public func buildContent() -> Scene {
        FieldSceneBuilder.scene(
            label: config.label ?? securityCode.name, text: String(repeating: "•", count: text.count),
            placeholder: config.placeholder ?? securityCode.name, isFocused: isFocused)
    }

    /// The id and how many digits were typed, never the digits.
    public var description: String {
        "CardCvcComponent(\(componentId), \(text.count) digits)"
    }
}
