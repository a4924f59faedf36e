import Foundation

/// The body of `POST /payment-options`: the checkout the options are for.
///
/// Encodes `metadata` always (`{}` when empty), then `country`, `currency`, `amount`, `locale` and
/// `cart_items` when set; `merchantId` and `timeout` are not part of the body.
public struct Gr4vyPaymentOptionRequest: Encodable, Sendable, Hashable {
    /// A merchant account id for this request only, sent instead of the setup's.
    public let merchantId: String?
    /// Key-value pairs for flow rules.
    public let metadata: [String: String]
    /// The ISO 3166 two-letter country of the buyer.
    public let country: String?
    /// The ISO 4217 currency.
    public let currency: String?
    /// The amount in the smallest unit.
    public let amount: Int?
    /// The BCP 47 locale of labels, e.g. `en` or `en-GB`.
    public let locale: String
    /// The items in the cart.
    public let cartItems: [Gr4vyPaymentOptionCartItem]?
    /// The timeout of this request in seconds, or nil for the setup's.
    public let timeout: TimeInterval?

    /// Creates a request.
    public init(
        merchantId: String? = nil, metadata: [String: String], country: String?, currency: String?, amount: Int?,
        locale: String, cartItems: [Gr4vyPaymentOptionCartItem]?, timeout: TimeInterval? = nil
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

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case metadata, country, currency, amount, locale, cartItems
    }
}
