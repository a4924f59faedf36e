import Foundation

/// The data tokenize stores in a checkout session: the body of `PUT /checkout/sessions/{id}/fields`.
///
/// Encodes as `{"payment_method": {...}, "postal_code"?: "..."}`. The seed's name for it is
/// ``Gr4vyCardData``.
public struct Gr4vyCheckoutSessionRequest: Encodable, Sendable, Hashable, CustomStringConvertible {
    /// The card, stored method or Click to Pay data.
    public var paymentMethod: Gr4vyPaymentMethod
    /// The billing postal code, for address verification.
    public var postalCode: String?
    /// The timeout of this request in seconds, or nil for the client's; not part of the body.
    public var timeout: TimeInterval?

    /// Creates the data.
    public init(paymentMethod: Gr4vyPaymentMethod, postalCode: String? = nil, timeout: TimeInterval? = nil) {
        self.paymentMethod = paymentMethod
        self.postalCode = postalCode
        self.timeout = timeout
    }

    enum CodingKeys: String, CodingKey {
        case paymentMethod = "payment_method"
        case postalCode = "postal_code"
    }

    /// A summary without secrets.
    public var description: String {
        paymentMethod.description + (postalCode.map { " postal code \($0)" } ?? "")
    }
}

/// The card data given to tokenize (the seed's name for ``Gr4vyCheckoutSessionRequest``).
public typealias Gr4vyCardData = Gr4vyCheckoutSessionRequest

/// What tokenize did: whether the payment method was stored, and how 3-D Secure went when asked for.
public struct Gr4vyTokenizeResult: Codable, Sendable, Hashable {
    /// Whether the payment method was stored in the checkout session.
    public var tokenized: Bool
    /// The 3-D Secure authentication, when tokenize was asked to authenticate; nil otherwise.
    public var authentication: Gr4vyAuthentication?

    /// Creates a result.
    public init(tokenized: Bool, authentication: Gr4vyAuthentication? = nil) {
        self.tokenized = tokenized
        self.authentication = authentication
    }
}
