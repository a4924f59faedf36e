/// The configuration of a security code field (seed: `CardCvcComponentConfig(label: "CVC", isRequired: true)`); its
/// messages go by CardKit's `CV` codes.
public struct CardCvcComponentConfig: CardFieldConfig {
    /// The label, placeholder, requirement, messages and events every field has.
    public var settings: CardFieldSettings
    /// Called when the code reaches the brand's full length.
    public var onCvcEntered: (@MainActor () -> Void)?

    /// A configuration holding `settings`.
    public init(settings: CardFieldSettings) {
        self.settings = settings
    }
}
