import Drawing

/// The configuration of the live card image, with every property of the seed's table and its defaults.
///
/// Styling values are checked when the component is created: a font size outside 1…200, an opacity
/// outside 0…1 or a border width outside 0…16 is a ``CheckoutError/invalidStyling(property:reason:)``,
/// and a background image that cannot be read is a ``CheckoutError/imageUnavailable(property:reason:)``.
public struct DynamicCardImageComponentConfig: CheckoutComponentConfig {
    /// The number shown before any digit is typed; the localisation's bullets when nil.
    public var cardNumberText: String?
    /// The expiry shown before it is typed; the localisation's `MM/YY` when nil.
    public var cardExpiryDateText: String?
    /// The name shown before it is typed; the localisation's "Cardholder name" when nil.
    public var cardHolderNameText: String?
    /// The code shown on the back before it is typed; bullets of the brand's length when nil.
    public var cvcText: String?
    /// The image for the card front; the brand's gradient when nil.
    public var frontDynamicCardImageBackground: Image?
    /// The image for the card back; the brand's gradient when nil.
    public var backDynamicCardImageBackground: Image?
    /// The base styling of every text on the card.
    public var textStyling: DynamicCardTextStyling?
    /// The styling of the code's label (e.g. "CVV"), over ``textStyling``.
    public var cvcLabelTextStyling: DynamicCardTextStyling?
    /// The styling of the code's value, over ``textStyling``.
    public var cvcValueTextStyling: DynamicCardTextStyling?
    /// The styling of the bank name, over ``textStyling``.
    public var bankNameTextStyling: DynamicCardTextStyling?
    /// The styling of the card number, over ``textStyling``.
    public var cardNumberTextStyling: DynamicCardTextStyling?
    /// The styling of the expiry label (e.g. "VALID THRU"), over ``textStyling``.
    public var expiryDateLabelTextStyling: DynamicCardTextStyling?
    /// The styling of the expiry value, over ``textStyling``.
    public var expiryDateValueTextStyling: DynamicCardTextStyling?
    /// The styling of the cardholder name, over ``textStyling``.
    public var holderNameTextStyling: DynamicCardTextStyling?
    /// The highlight of the focused field; a faint white box when nil.
    public var highlightFieldStyling: DynamicCardHighlightStyling?
    /// The linked number field: the image redraws as it is typed.
    public var cardNumberComponent: CardNumberComponent?
    /// The linked expiry field.
    public var cardExpiryDateComponent: CardExpiryDateComponent?
    /// The linked code field: the card turns to the back while it has focus.
    public var cardCvcComponent: CardCvcComponent?
    /// The linked name field.
    public var cardHolderNameComponent: CardHolderNameComponent?
    /// Whether to show only the last four digits of the number (Tessera addition; default false).
    public var maskCardNumber = false
    /// Called when the card changes sides, with the transition to animate (Tessera addition).
    public var onCardFlipped: (@MainActor (CardFlip) -> Void)?

    /// A configuration with every property at its default.
    public init() {}

    /// A configuration with custom front and back images (seed: `Image("CardFront")`, `Image("CardBack")`).
    public init(frontDynamicCardImageBackground: Image?, backDynamicCardImageBackground: Image?) {
        self.frontDynamicCardImageBackground = frontDynamicCardImageBackground
        self.backDynamicCardImageBackground = backDynamicCardImageBackground
    }

    /// The per-element stylings by the element they style, and each one's property name for messages.
    var elementStylings: [(CardImageAppearance.Element, String, DynamicCardTextStyling?)] {
        [
            (.cvcLabel, "cvcLabelTextStyling", cvcLabelTextStyling),
            (.cvcValue, "cvcValueTextStyling", cvcValueTextStyling),
            (.bankName, "bankNameTextStyling", bankNameTextStyling),
            (.cardNumber, "cardNumberTextStyling", cardNumberTextStyling),
            (.expiryLabel, "expiryDateLabelTextStyling", expiryDateLabelTextStyling),
            (.expiryValue, "expiryDateValueTextStyling", expiryDateValueTextStyling),
            (.holderName, "holderNameTextStyling", holderNameTextStyling),
        ]
    }
}
