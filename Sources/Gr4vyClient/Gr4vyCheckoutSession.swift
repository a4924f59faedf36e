/// A checkout session as the API returns it (`CheckoutSession`): what `create` and `get` answer.
public struct Gr4vyCheckoutSession: Codable, Sendable, Hashable {
    /// Always `checkout-session`.
    public var type: String?
    /// The session's id, which tokenize takes.
    public var id: String
    /// When the session expires, ISO 8601.
    public var expiresAt: String
    /// The amount in the currency's smallest unit.
    public var amount: Int?
    /// The ISO 4217 currency.
    public var currency: String?
    /// Merchant data kept with the session.
    public var metadata: [String: String]?
    /// The items in the cart.
    public var cartItems: [Gr4vyPaymentOptionCartItem]?
    /// The buyer's details.
    public var buyer: Gr4vyBuyerDetails?
    /// The payment method stored by tokenize, once there is one.
    public var paymentMethod: Gr4vyCheckoutSessionPaymentMethod?

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case type, id, amount, currency, metadata, buyer, expiresAt, cartItems, paymentMethod
    }
}

/// The payment method stored in a checkout session (`CheckoutSessionPaymentMethod`), without card data.
public struct Gr4vyCheckoutSessionPaymentMethod: Codable, Sendable, Hashable {
    /// Always `payment-method`.
    public var type: String?
    /// The stored payment method's id, when it was stored.
    public var id: String?
    /// Always `card`.
    public var method: String?
    /// The card scheme, e.g. `visa` or `carte-bancaire`.
    public var scheme: String?
    /// The last four digits.
    public var label: String?
    /// A fingerprint of the card, the same for the same card.
    public var fingerprint: String?
}
