import Foundation

/// The body of `PUT /checkout/sessions/{id}/fields`: `{"payment_method": {…}, "postal_code"?}`.
public struct Gr4vyCheckoutSessionRequest: Encodable, Sendable, Hashable {
    /// The timeout of this request in seconds, or nil for the setup's; not part of the body.
    public let timeout: TimeInterval?
    /// The card, stored method or Click to Pay data.
    public let paymentMethod: Gr4vyPaymentMethod
    /// The billing postal code, for address verification.
    public let postalCode: String?

    /// Creates a request.
    public init(paymentMethod: Gr4vyPaymentMethod, postalCode: String? = nil, timeout: TimeInterval? = nil) {
        self.paymentMethod = paymentMethod
        self.postalCode = postalCode
        self.timeout = timeout
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case paymentMethod, postalCode
    }
}
