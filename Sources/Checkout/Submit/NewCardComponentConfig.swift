/// The configuration of the new card form (seed: `NewCardComponentConfig(dynamicCardImageComponent:submit:)`).
public struct NewCardComponentConfig: CheckoutComponentConfig {
    /// The card image the form's fields are linked to, if any.
    public var dynamicCardImageComponent: DynamicCardImageComponent?
    /// The submit button and its hooks.
    public var submit: CardSubmitComponentConfig
    /// The number field's configuration.
    public var cardNumber = CardNumberComponentConfig(label: "Card number")
    /// The expiry field's configuration.
    public var cardExpiryDate = CardExpiryDateComponentConfig(label: "Expiry date")
    /// The code field's configuration.
    public var cardCvc = CardCvcComponentConfig(label: "CVC")
    /// The name field's configuration.
    public var cardHolderName = CardHolderNameComponentConfig(label: "Name on card")

    /// A form linked to `dynamicCardImageComponent`, submitting with `submit`.
    public init(
        dynamicCardImageComponent: DynamicCardImageComponent? = nil,
        submit: CardSubmitComponentConfig = CardSubmitComponentConfig()
    ) {
        self.dynamicCardImageComponent = dynamicCardImageComponent
        self.submit = submit
    }
}
