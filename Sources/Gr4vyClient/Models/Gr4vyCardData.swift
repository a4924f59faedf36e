/// The payment data tokenize stores in a checkout session: `{"payment_method": {…}, "postal_code"?}`.
public struct Gr4vyCardData: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The card, stored method or Click to Pay data.
    public let paymentMethod: Gr4vyPaymentMethod
    /// The billing postal code, for address verification (the API's optional `postal_code`; the official
    /// SDK cannot send it).
    public let postalCode: String?

    /// Creates the data.
    public init(paymentMethod: Gr4vyPaymentMethod, postalCode: String? = nil) {
        self.paymentMethod = paymentMethod
        self.postalCode = postalCode
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case paymentMethod, postalCode
    }

    /// A summary without secrets.
    public var description: String {
        paymentMethod.description + (postalCode.map { " postal code \($0)" } ?? "")
    }
}
