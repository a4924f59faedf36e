/// The query of `GET /card-details`, with the SDK's free-text fields.
///
/// Nothing is checked here; the API refuses what its document does not allow (an `amount` that is not
/// an integer, an `intent` other than `authorize` or `capture`, …). ``Gr4vyPaymentIntent`` and
/// ``Gr4vyPaymentSource`` list the values it takes.
public struct Gr4vyCardDetails: Codable, Sendable, Hashable {
    /// The ISO 4217 currency, e.g. `USD`.
    public let currency: String
    /// The amount in the smallest unit, e.g. `1299`.
    public let amount: String?
    /// The first 6 to 8 digits of the card number.
    public let bin: String?
    /// The ISO 3166 two-letter country of the buyer.
    public let country: String?
    /// `authorize` (the API's default) or `capture`.
    public let intent: String?
    /// Whether this is a later payment of a series.
    public let isSubsequentPayment: Bool?
    /// Whether the merchant, not the buyer, starts the payment.
    public let merchantInitiated: Bool?
    /// Key-value pairs for flow rules, as one JSON string.
    public let metadata: String?
    /// The id (a UUID) of a stored payment method, instead of a BIN.
    public let paymentMethodId: String?
    /// Where the payment comes from: a ``Gr4vyPaymentSource`` raw value.
    public let paymentSource: String?

    /// Creates a query.
    public init(
        currency: String, amount: String? = nil, bin: String? = nil, country: String? = nil, intent: String? = nil,
        isSubsequentPayment: Bool? = nil, merchantInitiated: Bool? = nil, metadata: String? = nil,
        paymentMethodId: String? = nil, paymentSource: String? = nil
    ) {
        self.currency = currency
        self.amount = amount
        self.bin = bin
        self.country = country
        self.intent = intent
        self.isSubsequentPayment = isSubsequentPayment
        self.merchantInitiated = merchantInitiated
        self.metadata = metadata
        self.paymentMethodId = paymentMethodId
        self.paymentSource = paymentSource
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case currency, amount, bin, country, intent, metadata, isSubsequentPayment, merchantInitiated, paymentMethodId,
            paymentSource
    }

    /// Whether `bin` is 6 to 8 ASCII digits, as the API requires.
    public static func isValid(bin: String) -> Bool {
        (6...8).contains(bin.utf8.count) && bin.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether `bin` holds more than 8 digits: possibly a whole card number, which never goes in a URL.
    static func mayBeCardNumber(_ bin: String) -> Bool {
        bin.unicodeScalars.filter { $0.properties.numericType == .decimal }.count > 8
    }
}

/// Whether a payment only authorizes or also captures: the values of ``Gr4vyCardDetails/intent``.
public enum Gr4vyPaymentIntent: String, Codable, Sendable, CaseIterable {
    /// Authorize now, capture later.
    case authorize
    /// Authorize and capture at once.
    case capture
}

/// Where a payment comes from: the values of ``Gr4vyCardDetails/paymentSource``.
public enum Gr4vyPaymentSource: String, Codable, Sendable, CaseIterable {
    /// An online checkout.
    case ecommerce
    /// Mail order or telephone order.
    case moto
    /// A recurring payment.
    case recurring
    /// An instalment of a split payment.
    case installment
    /// A payment with a card on file.
    case cardOnFile = "card_on_file"
}
