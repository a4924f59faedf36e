import Foundation

/// The request of `GET /buyers/payment-methods`; encodes as `{"payment_methods": {…}}`, which the HTTP
/// client sends as query items.
public struct Gr4vyBuyersPaymentMethodsRequest: Encodable, Sendable, Hashable {
    /// A merchant account id for this request only, sent instead of the setup's; not part of the query.
    public let merchantId: String?
    /// The timeout of this request in seconds, or nil for the setup's; not part of the query.
    public let timeout: TimeInterval?
    /// The query.
    public let paymentMethods: Gr4vyBuyersPaymentMethods

    /// Creates a request.
    public init(paymentMethods: Gr4vyBuyersPaymentMethods, merchantId: String? = nil, timeout: TimeInterval? = nil) {
        self.paymentMethods = paymentMethods
        self.merchantId = merchantId
        self.timeout = timeout
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case paymentMethods
    }
}
