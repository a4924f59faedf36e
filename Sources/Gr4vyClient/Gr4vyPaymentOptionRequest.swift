import Foundation

/// The request of `POST /payment-options`: which payment options suit this checkout.
///
/// Encodes as `{"metadata","country","currency","amount","locale","cart_items"}`, omitting nil fields.
public struct Gr4vyPaymentOptionRequest: Encodable, Sendable, Hashable {
    /// A merchant account id for this request only, sent as `x-gr4vy-merchant-account-id` instead of
    /// the client's; not part of the body.
    public var merchantId: String?
    /// Free-form key-value pairs that checkout flow rules can match.
    public var metadata: [String: String]?
    /// The ISO 3166 two-letter country of the buyer, e.g. `US`.
    public var country: String?
    /// The ISO 4217 currency, e.g. `USD`.
    public var currency: String?
    /// The amount in the currency's smallest unit, e.g. 1299 for $12.99.
    public var amount: Int?
    /// The locale of labels, e.g. `en` (the default) or `pt-BR`; at most 50 characters.
    public var locale: String
    /// The items in the cart.
    public var cartItems: [Gr4vyPaymentOptionCartItem]?
    /// The timeout of this request in seconds, or nil for the client's; not part of the body.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(
        merchantId: String? = nil,
        metadata: [String: String]? = nil,
        country: String? = nil,
        currency: String? = nil,
        amount: Int? = nil,
        locale: String = "en",
        cartItems: [Gr4vyPaymentOptionCartItem]? = nil,
        timeout: TimeInterval? = nil
    ) {
        self.merchantId = merchantId
        self.metadata = metadata
        self.country = country
        self.currency = currency
        self.amount = amount
        self.locale = locale
        self.cartItems = cartItems
        self.timeout = timeout
    }

    enum CodingKeys: String, CodingKey {
        case metadata, country, currency, amount, locale
        case cartItems = "cart_items"
    }
}
