import CardKit
import Drawing

/// The card number field: groups digits by brand as they are typed (CardKit's formatter), detects the
/// brand and validates length and Luhn.
@MainActor
public final class CardNumberComponent: CardFieldComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The configuration it was created with.
    public let config: CardNumberComponentConfig
    let model: FieldModel
    private let formatter = CardNumberFormatter()
    /// The verdict on the current text.
    public private(set) var validation: CardNumberValidation
    private var reportedBrand: String?
    private var reportedUnrecognised = false

    init(id: String, config: CardNumberComponentConfig, environment: CheckoutEnvironment, focus: FocusCoordinator) {
        componentId = id
        self.config = config
        model = FieldModel(id: id, focus: focus, localization: environment.localization)
        validation = CardNumber.validate("")
    }

    /// Always ``ComponentType/cardNumber``.
    public var componentType: ComponentType { .cardNumber }
    /// The formatted number, e.g. `4242 4242 42`.
    public var text: String { model.text }
    /// The caret's offset in ``text``.
    public var caret: Int { model.selection.upperBound }
    /// Whether the field has focus.
    public var isFocused: Bool { model.isFocused }
    /// The digits typed, without spaces.
    public var digits: String { model.text.filter { $0.isASCII && $0.isNumber } }
    /// The detected brand, or the likely brand while the prefix is ambiguous.
    public var brand: CardBrand? { validation.detection.brand ?? validation.detection.likelyBrand }

    /// The second schemes the number's BIN carries (Cartes Bancaires, Dankort…), shown beside the brand so the
    /// payer may choose either.
    public var coBadges: [CoBadge] { formatter.catalog.coBadges(digits: Array(digits.utf8)) }

    /// Applies `edit` with CardKit's formatter, then fires `onChange` and brand events.
    public func apply(_ edit: TextEdit) {
        let result = formatter.apply(edit, to: model.text, selection: model.selection)
        validation = result.validation
        model.update(text: result.text, caret: result.caret, onChange: config.onChange)
        reportBrand()
        model.notify()
    }

    /// Moves the caret (clamped to the text).
    public func moveCaret(to offset: Int) { model.moveCaret(to: offset) }

    /// Gives the field focus.
    public func focus() { model.focus(self, onFocus: config.onFocus) }

    /// Takes focus away, then validates an edited field.
    public func blur() { model.blur(onBlur: config.onBlur) { validate() } }

    /// The digits, without spaces.
    public func getValue() -> String { digits }

    /// Validates the number: required, complete, Luhn.
    @discardableResult public func validate() -> [ValidationResult] {
        var reason = validation.reason
        if digits.isEmpty { reason = config.isRequired ? .cardNumberEmpty : nil }
        if reason == nil, !digits.isEmpty, !validation.isValid { reason = .cardNumberTooShort }
        return model.report(reason, settings: config.settings)
    }

    /// The field drawn with its label, masked to the last four digits when it does not have focus.
    public func buildContent() -> Scene {
        let shown = isFocused ? text : CardMasking.forDisplay(digits)
        return FieldSceneBuilder.scene(
            label: config.label ?? model.localization.numberFieldLabel, text: shown,
            placeholder: config.placeholder ?? model.localization.cardNumberPlaceholder,
            isFocused: isFocused)
    }

    /// The id, brand, digit count and at most the last four digits.
    public var description: String {
        let ending = digits.count >= 12 ? ", ending \(digits.suffix(4))" : ""
        return "CardNumberComponent(\(componentId), \(brand?.id ?? "no brand"), \(digits.count) digits\(ending))"
    }

    private func reportBrand() {
        let detection = validation.detection
        if let brand = detection.brand, brand.id != reportedBrand {
            reportedBrand = brand.id
            config.onCardBrandDetected?(brand)
        } else if detection.brand == nil {
            reportedBrand = nil
        }
        let unrecognised = !digits.isEmpty && detection.candidates.isEmpty
        if unrecognised && !reportedUnrecognised { config.onCardBrandCannotRecognised?() }
        reportedUnrecognised = unrecognised
    }
}
