import CardKit

/// The configuration of a card number field (seed: `CardNumberComponentConfig(label: "Card number")`); its messages
/// go by CardKit's `CN` codes.
public struct CardNumberComponentConfig: CardFieldConfig {
    /// The label, placeholder, requirement, messages and events every field has.
    public var settings: CardFieldSettings
    /// Called when the digits typed so far identify a single brand (again after it changes).
    public var onCardBrandDetected: (@MainActor (CardBrand) -> Void)?
    /// Called when the digits typed match no known brand.
    public var onCardBrandCannotRecognised: (@MainActor () -> Void)?

    /// A configuration holding `settings`.
    public init(settings: CardFieldSettings) {
        self.settings = settings
    }
}
