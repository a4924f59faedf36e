import Drawing

extension CardImageAppearance {
    /// The appearance `config` asks for, checked, with its images read now.
    ///
    /// - Throws: ``CheckoutError/invalidStyling(property:reason:)`` or ``CheckoutError/imageUnavailable(property:reason:)``.
    @MainActor
    init(config: DynamicCardImageComponentConfig, localization: CheckoutLocalization) throws {
        try config.textStyling?.validate(as: "textStyling")
        for (element, property, styling) in config.elementStylings {
            guard let styling else { continue }
            try styling.validate(as: property)
            elementStyling[element] = styling
        }
        if let highlight = config.highlightFieldStyling {
            try highlight.validate()
            self.highlight = highlight.resolved
        }
        textStyling = config.textStyling
        front = try Self.load(config.frontDynamicCardImageBackground, property: "frontDynamicCardImageBackground")
        back = try Self.load(config.backDynamicCardImageBackground, property: "backDynamicCardImageBackground")
        cardNumberText = config.cardNumberText
        cardExpiryDateText = config.cardExpiryDateText
        cardHolderNameText = config.cardHolderNameText
        cvcText = config.cvcText
        self.localization = localization
        masksNumber = config.maskCardNumber
    }

    private static func load(_ image: Image?, property: String) throws -> Image? {
        guard let image else { return nil }
        do {
            return try image.loaded()
        } catch let error as DrawingError {
            throw CheckoutError.imageUnavailable(property: property, reason: error.description)
        }
    }
}
