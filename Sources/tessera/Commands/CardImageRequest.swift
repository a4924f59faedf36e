import Checkout
import Drawing

/// The details `tessera card image` draws, and the card preview they describe.
@MainActor
struct CardImageRequest {
    let number: String?
    let expiry: String?
    let name: String?
    let cvc: String?
    let focus: CardField?
    /// Whether the number shows only its last four digits.
    let mask: Bool
    let localization: CheckoutLocalization
    /// The look: placeholders, backgrounds and stylings (its `maskCardNumber` is set from ``mask``).
    let imageConfig: DynamicCardImageComponentConfig
    /// The bank name to draw, instead of the test BIN issuers' lookup, or nil.
    let bankName: String?

    /// The card preview after typing the details into linked fields and focusing the chosen one.
    @MainActor
    func scene() throws -> Scene {
        var environment = CheckoutEnvironment(localization: localization)
        if let bankName { environment.bankNameLookup = { _ in bankName } }
        let checkout = Checkout(environment: environment)
        var imageConfig = imageConfig
        imageConfig.maskCardNumber = mask
        let image = try checkout.create(.dynamicCardImage, componentConfig: imageConfig) as! DynamicCardImageComponent
        let config = NewCardComponentConfig(dynamicCardImageComponent: image)
        let form = try checkout.create(.newCard, componentConfig: config) as! NewCardComponent
        if let number { form.cardNumberComponent.paste(number) }
        if let expiry { form.cardExpiryDateComponent.paste(expiry) }
        if let name { form.cardHolderNameComponent.paste(name) }
        if let cvc { form.cardCvcComponent.paste(cvc) }
        switch focus {
        case .number: form.cardNumberComponent.focus()
        case .expiry: form.cardExpiryDateComponent.focus()
        case .name: form.cardHolderNameComponent.focus()
        case .cvc: form.cardCvcComponent.focus()
        case nil: break
        }
        return image.buildContent()
    }
}
