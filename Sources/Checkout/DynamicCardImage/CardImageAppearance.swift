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
        let (mono, sans) = (Font.monospaced, Font.sansSerif)
        switch element {
        case .bankName: return white(sans, 16, .semibold)
        case .brandMark: return white(sans, 20, .bold, textCase: .uppercase)
        case .cardNumber: return white(mono, 24, .medium, letterSpacing: 0.5)
        case .holderName: return white(sans, 16, .medium, textCase: .uppercase)
        case .expiryLabel: return white(sans, 9, .semibold, opacity: 0.75, textCase: .uppercase)
        case .expiryValue: return white(mono, 18, .medium)
        case .cvcLabel: return white(sans, 10, .semibold, opacity: 0.8, textCase: .uppercase)
        case .cvcValue: return white(mono, 18, .medium)
        }
    }

    /// White text in `family` at `size` points and `weight`: the look of every built-in element.
    private static func white(
        _ family: String, _ size: Double, _ weight: FontWeight, opacity: Double = 1, textCase: TextCase? = nil,
        letterSpacing: Double = 0
    ) -> TextNode {
        TextNode(
            "", at: .zero, font: Font(family: family, size: size, weight: weight), color: .white, opacity: opacity,
            textCase: textCase, letterSpacing: letterSpacing)
    }
}
