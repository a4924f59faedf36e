import CardKit

/// Creates the card components of seed 000: `pxpCheckout.create(.cardNumber, componentConfig: …)`.
///
/// Components are `@MainActor` reference types, linked to each other by reference as in the seed.
@MainActor
public final class Checkout {
    /// What the components read from the world.
    public let environment: CheckoutEnvironment
    private var counters: [ComponentType: Int] = [:]
    /// Which field has focus, shared by every field this checkout creates.
    let focusCoordinator = FocusCoordinator()

    /// A checkout using `environment` (the live clock and English unless given).
    public init(environment: CheckoutEnvironment = .live) {
        self.environment = environment
    }

    /// Creates a component of `type` from `componentConfig`.
    ///
    /// - Throws: ``CheckoutError/configMismatch(componentType:expected:received:)`` when the config is for another
    ///   type, ``CheckoutError/invalidStyling(property:reason:)`` or ``CheckoutError/imageUnavailable(property:reason:)``
    ///   for a card image config that cannot be drawn.
    public func create(_ type: ComponentType, componentConfig: any CheckoutComponentConfig) throws
        -> any CheckoutComponent
    {
        switch type {
        case .cardNumber:
            return CardNumberComponent(
                id: nextId(type), config: try cast(componentConfig, for: type), environment: environment,
                focus: focusCoordinator)
        case .cardExpiryDate:
            return CardExpiryDateComponent(
                id: nextId(type), config: try cast(componentConfig, for: type), environment: environment,
                focus: focusCoordinator)
        case .cardCvc:
            return CardCvcComponent(
                id: nextId(type), config: try cast(componentConfig, for: type), environment: environment,
                focus: focusCoordinator)
        case .cardHolderName:
            return CardHolderNameComponent(
                id: nextId(type), config: try cast(componentConfig, for: type), environment: environment,
                focus: focusCoordinator)
        case .dynamicCardImage:
            let config: DynamicCardImageComponentConfig = try cast(componentConfig, for: type)
            return try DynamicCardImageComponent(id: nextId(type), config: config, environment: environment)
        case .cardSubmit:
            return CardSubmitComponent(
                id: nextId(type), config: try cast(componentConfig, for: type), environment: environment)
        case .newCard:
            let config: NewCardComponentConfig = try cast(componentConfig, for: type)
            return try NewCardComponent(id: nextId(type), config: config, checkout: self)
        }
    }

    private func nextId(_ type: ComponentType) -> String {
        counters[type, default: 0] += 1
        return "\(type.rawValue)-\(counters[type]!)"
    }

    private func cast<Config>(_ config: any CheckoutComponentConfig, for type: ComponentType) throws -> Config {
        guard let typed = config as? Config else {
            throw CheckoutError.configMismatch(
                componentType: type, expected: String(describing: Config.self),
                received: String(describing: Swift.type(of: config)))
        }
        return typed
    }
}
