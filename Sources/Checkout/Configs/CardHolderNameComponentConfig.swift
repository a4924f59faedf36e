/// The configuration of a cardholder name field (seed: `holderConfig.isRequired = false`).
public struct CardHolderNameComponentConfig: CheckoutComponentConfig {
    /// The label above the field; the localisation's when nil.
    public var label: String?
    /// The hint shown in the empty field; the localisation's placeholder when nil.
    public var placeholder: String?
    /// Whether an empty field fails validation.
    public var isRequired: Bool
    /// Messages by CardKit code (`NM01`…), replacing the localisation's messages (English unless
    /// the checkout's ``CheckoutEnvironment/localization`` says otherwise).
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

    /// A configuration; the field is required unless told otherwise.
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
