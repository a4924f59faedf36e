/// The configuration of an expiry date field (seed: `CardExpiryDateComponentConfig(label: "Expiry")`); its messages
/// go by CardKit's `EX` codes.
public struct CardExpiryDateComponentConfig: CardFieldConfig {
    /// The label, placeholder, requirement, messages and events every field has.
    public var settings: CardFieldSettings

    /// A configuration holding `settings`.
    public init(settings: CardFieldSettings) {
        self.settings = settings
    }
}
