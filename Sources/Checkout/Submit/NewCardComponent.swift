import Drawing

/// The new card form: number, expiry, CVC and name fields and a submit button, linked to a card image.
@MainActor
public final class NewCardComponent: CheckoutComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The number field.
    public let cardNumberComponent: CardNumberComponent
    /// The expiry field.
    public let cardExpiryDateComponent: CardExpiryDateComponent
    /// The code field.
    public let cardCvcComponent: CardCvcComponent
    /// The name field.
    public let cardHolderNameComponent: CardHolderNameComponent
    /// The submit button.
    public let cardSubmitComponent: CardSubmitComponent
    /// The linked card image, if any.
    public let dynamicCardImageComponent: DynamicCardImageComponent?

    init(id: String, config: NewCardComponentConfig, checkout: Checkout) throws {
        componentId = id
        // The casts cannot fail: each create call returns the type it is asked for.
        cardNumberComponent =
            try checkout.create(.cardNumber, componentConfig: config.cardNumber) as! CardNumberComponent
        cardExpiryDateComponent =
            try checkout.create(.cardExpiryDate, componentConfig: config.cardExpiryDate) as! CardExpiryDateComponent
        cardCvcComponent = try checkout.create(.cardCvc, componentConfig: config.cardCvc) as! CardCvcComponent
        cardHolderNameComponent =
            try checkout.create(.cardHolderName, componentConfig: config.cardHolderName) as! CardHolderNameComponent
        cardSubmitComponent = try checkout.create(.cardSubmit, componentConfig: config.submit) as! CardSubmitComponent
        dynamicCardImageComponent = config.dynamicCardImageComponent
        cardCvcComponent.cardNumberComponent = cardNumberComponent
        cardSubmitComponent.number = cardNumberComponent
        cardSubmitComponent.expiry = cardExpiryDateComponent
        cardSubmitComponent.cvc = cardCvcComponent
        cardSubmitComponent.holder = cardHolderNameComponent
        dynamicCardImageComponent?.link(
            number: cardNumberComponent, expiry: cardExpiryDateComponent, cvc: cardCvcComponent,
            holder: cardHolderNameComponent)
    }

    /// Always ``ComponentType/newCard``.
    public var componentType: ComponentType { .newCard }

    /// The fields in form order.
    public var fields: [any CardFieldComponent] {
        [cardNumberComponent, cardExpiryDateComponent, cardCvcComponent, cardHolderNameComponent]
    }

    /// Validates, tokenises and authorises (see ``CardSubmitComponent/submit()``).
    @discardableResult public func submit() async -> SubmitOutcome {
        await cardSubmitComponent.submit()
    }

    /// The form: the fields stacked, then the button (the card image is built separately, as in the seed).
    public func buildContent() -> Scene {
        var nodes: [Node] = []
        var y = 0.0
        for scene in fields.map({ $0.buildContent() }) + [cardSubmitComponent.buildContent()] {
            nodes.append(.group(Group(scene.nodes, offset: Point(x: 0, y: y))))
            y += scene.height + 12
        }
        return Scene(width: FieldSceneBuilder.width, height: y - 12, nodes: nodes)
    }

    /// The id and the fields' own summaries.
    public var description: String {
        "NewCardComponent(\(componentId): \(fields.map(\.description).joined(separator: "; ")))"
    }
}
