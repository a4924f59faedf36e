/// What the config of every card field holds: its texts, whether it is required, its messages and the events all
/// four fields fire. A field's config (``CardNumberComponentConfig``…) keeps one and reads its members as its own
/// (`config.label`, `config.onChange`; see ``CardFieldConfig``).
public struct CardFieldSettings {
    /// The label above the field; the localisation's (for a CVC, the brand's name for the code) when nil.
    public var label: String?
    /// The hint shown in the empty field; the localisation's (for a card number, bullets; for a CVC, the brand's name
    /// for the code) when nil.
    public var placeholder: String?
    /// Whether an empty field fails validation.
    public var isRequired: Bool
    /// Messages by CardKit code (`CN01`, `EX01`, `CV01`, `NM01`…), replacing the localisation's messages (English
    /// unless the checkout's ``CheckoutEnvironment/localization`` says otherwise).
    public var validationMessages: [String: String]
    /// Called after every change of the text (with its length, never the value).
    public var onChange: (@MainActor (FieldChange) -> Void)?
    /// Called when the field gains focus.
    public var onFocus: (@MainActor () -> Void)?
    /// Called when the field loses focus.
    public var onBlur: (@MainActor () -> Void)?
    /// Called when validation passes.
    public var onValidationPassed: (@MainActor ([ValidationResult]) -> Void)?
    /// Called when validation fails.
    public var onValidationFailed: (@MainActor ([ValidationResult]) -> Void)?

    /// Settings with no event handlers; the field is required unless told otherwise.
    public init(
        label: String? = nil, placeholder: String? = nil, isRequired: Bool = true,
        validationMessages: [String: String] = [:]
    ) {
        self.label = label
        self.placeholder = placeholder
        self.isRequired = isRequired
        self.validationMessages = validationMessages
    }
}
