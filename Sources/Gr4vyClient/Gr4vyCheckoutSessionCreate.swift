import Foundation

/// The body of `POST /checkout/sessions`: the API's `CheckoutSessionUpdate`, every field optional.
///
/// Only the fields the specification allows are encoded; nil fields are left out. A buyer is given
/// inline as guest-buyer details (``Gr4vyBuyerDetails``): the request body has no buyer id.
public struct Gr4vyCheckoutSessionCreate: Codable, Sendable, Hashable {
    /// The amount in the currency's smallest unit, 0 to 99999999.
    public var amount: Int?
    /// The ISO 4217 currency.
    public var currency: String?
    /// The buyer's ISO 3166-1 alpha-2 country.
    public var country: String?
    /// Merchant data kept with the session.
    public var metadata: [String: String]?
    /// The items in the cart.
    public var cartItems: [Gr4vyPaymentOptionCartItem]?
    /// Details of the buyer paying.
    public var buyer: Gr4vyBuyerDetails?
    /// The session's lifetime in seconds, 3600 to 86400 (the API's default is 3600).
    public var expiresIn: Int?

    /// Creates a body.
    public init(
        amount: Int? = nil, currency: String? = nil, country: String? = nil, metadata: [String: String]? = nil,
        cartItems: [Gr4vyPaymentOptionCartItem]? = nil, buyer: Gr4vyBuyerDetails? = nil, expiresIn: Int? = nil
    ) {
        self.amount = amount
        self.currency = currency
        self.country = country
        self.metadata = metadata
        self.cartItems = cartItems
        self.buyer = buyer
        self.expiresIn = expiresIn
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case amount, currency, country, metadata, buyer, cartItems, expiresIn
    }
}

/// A request to create a checkout session: its body, and the merchant account and timeout to use.
public struct Gr4vyCheckoutSessionCreateRequest: Sendable, Hashable {
    /// The body.
    public var session: Gr4vyCheckoutSessionCreate
    /// The merchant account for this request, or nil for the client's.
    public var merchantId: String?
    /// The timeout of this request in seconds, or nil for the client's.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(session: Gr4vyCheckoutSessionCreate = .init(), merchantId: String? = nil, timeout: TimeInterval? = nil)
    {
        self.session = session
        self.merchantId = merchantId
        self.timeout = timeout
    }
}

/// A buyer's details: the fields the API's `BuyerCreate` (the body of `POST /buyers`) and `GuestBuyer` (the
/// buyer given inline in a checkout session) share. Billing and shipping details are not modelled yet.
public struct Gr4vyBuyerDetails: Codable, Sendable, Hashable {
    /// The merchant's own id of the buyer, 1 to 200 characters.
    public var externalIdentifier: String?
    /// A name to show, 1 to 200 characters.
    public var displayName: String?
    /// The buyer's account number with the merchant, 1 to 200 characters.
    public var accountNumber: String?

    /// Creates buyer details.
    public init(externalIdentifier: String? = nil, displayName: String? = nil, accountNumber: String? = nil) {
        self.externalIdentifier = externalIdentifier
        self.displayName = displayName
        self.accountNumber = accountNumber
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case externalIdentifier, displayName, accountNumber
    }
}
