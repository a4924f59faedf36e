/// The configuration of a cardholder name field (seed: `holderConfig.isRequired = false`); its messages go by
/// CardKit's `NM` codes.
public struct CardHolderNameComponentConfig: CardFieldConfig {
    /// The label, placeholder, requirement, messages and events every field has.
    public var settings: CardFieldSettings

    /// A configuration holding `settings`.
    public init(settings: CardFieldSettings) {
        self.settings = settings
    }
}
