/// The kinds of component ``Checkout/create(_:componentConfig:)`` builds, named as in the seed.
public enum ComponentType: String, Sendable, Hashable, CaseIterable {
    /// A card number field (``CardNumberComponent``).
    case cardNumber
    /// An expiry date field (``CardExpiryDateComponent``).
    case cardExpiryDate
    /// A security code field (``CardCvcComponent``).
    case cardCvc
    /// A cardholder name field (``CardHolderNameComponent``).
    case cardHolderName
    /// The live card preview (``DynamicCardImageComponent``).
    case dynamicCardImage
    /// The four fields together with a preview and a submit button (``NewCardComponent``).
    case newCard
    /// The submit button (``CardSubmitComponent``).
    case cardSubmit
}
