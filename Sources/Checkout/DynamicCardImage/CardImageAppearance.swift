import Drawing

/// Everything from a ``DynamicCardImageComponentConfig`` that decides how the card looks, checked and
/// with images already read, so drawing cannot fail.
struct CardImageAppearance: Sendable {
    /// The kinds of text on the card, each with its own styling.
    enum Element: CaseIterable {
        case bankName, brandMark, cardNumber, holderName, expiryLabel, expiryValue, cvcLabel, cvcValue
    }

    var front: Image?
    var back: Image?
    var textStyling: DynamicCardTextStyling?
    var elementStyling: [Element: DynamicCardTextStyling] = [:]
    var highlight = DynamicCardHighlightStyling.standard
    var cardNumberText: String?
    var cardExpiryDateText: String?
    var cardHolderNameText: String?
    var cvcText: String?
    var localization = CheckoutLocalization.english
    var masksNumber = false

    /// The resolved font, colour, opacity and case of `element`: element styling over base styling
    /// over the built-in look.
    func style(of element: Element) -> TextNode {
        let styling = (elementStyling[element] ?? DynamicCardTextStyling()).merged(over: textStyling)
        let builtIn = CardImageAppearance.builtIn(element)
        let font = Font(
            family: builtIn.font.family, size: styling.hasFontSize ? Double(styling.fontSize) : builtIn.font.size,
            weight: styling.hasFontWeight ? styling.fontWeight : builtIn.font.weight)
        return TextNode(
            "", at: .zero, font: font, color: styling.color ?? builtIn.color,
            opacity: styling.opacity ?? builtIn.opacity,
            textCase: styling.textCase ?? builtIn.textCase, letterSpacing: builtIn.letterSpacing)
    }

    private static func builtIn(_ element: Element) -> TextNode {
        let mono = Font.monospaced
        let sans = Font.sansSerif
        switch element {
        case .bankName:
            return TextNode("", at: .zero, font: Font(family: sans, size: 16, weight: .semibold), color: .white)
        case .brandMark:
            return TextNode(
                "", at: .zero, font: Font(family: sans, size: 20, weight: .bold), color: .white, textCase: .uppercase)
        case .cardNumber:
            return TextNode(
                "", at: .zero, font: Font(family: mono, size: 24, weight: .medium), color: .white, letterSpacing: 0.5)
        case .holderName:
            return TextNode(
                "", at: .zero, font: Font(family: sans, size: 16, weight: .medium), color: .white, textCase: .uppercase)
        case .expiryLabel:
            return TextNode(
                "", at: .zero, font: Font(family: sans, size: 9, weight: .semibold), color: .white, opacity: 0.75,
                textCase: .uppercase)
        case .expiryValue:
            return TextNode("", at: .zero, font: Font(family: mono, size: 18, weight: .medium), color: .white)
        case .cvcLabel:
            return TextNode(
                "", at: .zero, font: Font(family: sans, size: 10, weight: .semibold), color: .white, opacity: 0.8,
                textCase: .uppercase)
        case .cvcValue:
            return TextNode("", at: .zero, font: Font(family: mono, size: 18, weight: .medium), color: .white)
        }
    }
}
