/// The configuration of the new card form (seed: `NewCardComponentConfig(dynamicCardImageComponent:submit:)`).
public struct NewCardComponentConfig: CheckoutComponentConfig {
    /// The card image the form's fields are linked to, if any.
    public var dynamicCardImageComponent: DynamicCardImageComponent?
    /// The submit button and its hooks.
    public var submit: CardSubmitComponentConfig
    /// The number field's configuration; its label is the localisation's unless set.
    public var cardNumber = CardNumberComponentConfig()
    /// The expiry field's configuration; its label is the localisation's unless set.
    public var cardExpiryDate = CardExpiryDateComponentConfig()
    /// The code field's configuration; its label is the brand's name for the code (CVV, CID…) unless set.
    public var cardCvc = CardCvcComponentConfig()
    /// The name field's configuration; its label is the localisation's unless set.
    public var cardHolderName = CardHolderNameComponentConfig()

    /// A form linked to `dynamicCardImageComponent`, submitting with `submit`.
    public init(
        dynamicCardImageComponent: DynamicCardImageComponent? = nil,
        submit: CardSubmitComponentConfig = CardSubmitComponentConfig()
    ) {
        self.dynamicCardImageComponent = dynamicCardImageComponent
        self.submit = submit
    }
}
