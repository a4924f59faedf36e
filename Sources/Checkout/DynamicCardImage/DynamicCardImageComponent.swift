import CardKit
import Drawing

/// The live card image: redraws from its linked fields, turns to the back while the CVC field has focus
/// (not for brands that print the code on the front), and highlights the focused field.
@MainActor
public final class DynamicCardImageComponent: CheckoutComponent, @MainActor CustomStringConvertible {
    /// The component's id.
    public nonisolated let componentId: String
    /// The configuration it was created with.
    public let config: DynamicCardImageComponentConfig
    /// The side shown now.
    public private(set) var side = CardSide.front
    /// The most recent change of side, if any.
    public private(set) var lastFlip: CardFlip?
    let appearance: CardImageAppearance
    private(set) var state = CardPreviewState()
    private let environment: CheckoutEnvironment
    private weak var number: CardNumberComponent?
    private weak var expiry: CardExpiryDateComponent?
    private weak var cvc: CardCvcComponent?
    private weak var holder: CardHolderNameComponent?
    private var bankLookupPrefix: String?

    init(id: String, config: DynamicCardImageComponentConfig, environment: CheckoutEnvironment) throws {
        componentId = id
        self.config = config
        self.environment = environment
        appearance = try CardImageAppearance(config: config, localization: environment.localization)
        link(
            number: config.cardNumberComponent, expiry: config.cardExpiryDateComponent, cvc: config.cardCvcComponent,
            holder: config.cardHolderNameComponent)
    }

    /// Always ``ComponentType/dynamicCardImage``.
    public var componentType: ComponentType { .dynamicCardImage }

    /// Links the fields to draw (the new card component links its own); the image redraws on each change.
    func link(
        number: CardNumberComponent?, expiry: CardExpiryDateComponent?, cvc: CardCvcComponent?,
        holder: CardHolderNameComponent?
    ) {
        self.number = number ?? self.number
        self.expiry = expiry ?? self.expiry
        self.cvc = cvc ?? self.cvc
        self.holder = holder ?? self.holder
        if let cvc, cvc.cardNumberComponent == nil { cvc.cardNumberComponent = self.number }
        let models: [FieldModel?] = [number?.model, expiry?.model, cvc?.model, holder?.model]
        for model in models.compactMap({ $0 }) {
            model.observe { [weak self] in self?.refresh() }
        }
        refresh()
    }

    /// The card drawn for the current state and side.
    public func buildContent() -> Scene {
        CardSceneBuilder(appearance: appearance).scene(for: state, side: side)
    }

    /// What a screen reader says for each element of the card, in drawing order.
    public var accessibilityLabels: [String] {
        buildContent().labelledGroups.compactMap(\.accessibilityLabel)
    }

    /// The id, side, focus and brand (never digits).
    public var description: String {
        "DynamicCardImageComponent(\(componentId), \(side.rawValue), focus: \(state.focus?.rawValue ?? "none"), "
            + "brand: \(state.brand?.id ?? "none"))"
    }

    /// Reads the linked fields again and turns the card when the focus asks for it.
    func refresh() {
        var next = CardPreviewState()
        if let number {
            next.digits = number.digits
            next.brand = number.brand.map(Self.previewBrand)
            next.coBadgeNames = number.coBadges.map(\.displayName)
            if number.isFocused { next.focus = .number }
        }
        if let expiry {
            next.expiryText = expiry.text
            next.expiryMonth = expiry.validation.date?.month
            next.expiryYear = expiry.validation.date?.year
            if expiry.isFocused { next.focus = .expiry }
        }
        if let holder {
            next.holderName = holder.text
            if holder.isFocused { next.focus = .name }
        }
        if let cvc {
            next.cvc = cvc.text
            if cvc.isFocused { next.focus = .cvc }
        }
        next.bankName = bankName(for: next.digits)
        state = next
        let newSide: CardSide = next.showsBack ? .back : .front
        if newSide != side {
            let flip = CardFlip(from: side, to: newSide, transition: environment.reduceMotion ? .fade : .flip)
            side = newSide
            lastFlip = flip
            config.onCardFlipped?(flip)
        }
    }

    private func bankName(for digits: String) -> String? {
        guard let lookup = environment.bankNameLookup, digits.count >= 6 else {
            bankLookupPrefix = nil
            return nil
        }
        let prefix = String(digits.prefix(digits.count >= 8 ? 8 : 6))
        if prefix == bankLookupPrefix { return state.bankName }
        bankLookupPrefix = prefix
        return lookup(prefix)
    }

    nonisolated static func previewBrand(_ brand: CardBrand) -> CardPreviewState.Brand {
        CardPreviewState.Brand(
            id: brand.id, displayName: brand.displayName, gaps: brand.gaps, lengths: brand.lengths,
            codeName: brand.securityCode.name, codeLength: brand.securityCode.sizes.last ?? 3,
            codeOnFront: brand.id == "american-express")
    }
}
