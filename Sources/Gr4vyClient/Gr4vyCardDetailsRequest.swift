import Foundation

/// The request of `GET /card-details`: what the API knows about a card (by BIN or stored method).
public struct Gr4vyCardDetailsRequest: Sendable, Hashable {
    /// The query.
    public var cardDetails: Gr4vyCardDetails
    /// The timeout of this request in seconds, or nil for the client's.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(cardDetails: Gr4vyCardDetails, timeout: TimeInterval? = nil) {
        self.cardDetails = cardDetails
        self.timeout = timeout
    }
}

/// The query of `GET /card-details`.
public struct Gr4vyCardDetails: Sendable, Hashable {
    /// The ISO 4217 currency (required), e.g. `USD`.
    public var currency: String
    /// The amount in the smallest unit, e.g. 1299.
    public var amount: Int?
    /// The first 6 to 8 digits of the card number.
    public var bin: String?
    /// The ISO 3166 two-letter country of the buyer.
    public var country: String?
    /// Whether the payment authorizes only or captures too (the API's default is `authorize`).
    public var intent: Gr4vyPaymentIntent?
    /// Whether this is a later payment of a series.
    public var isSubsequentPayment: Bool?
    /// Whether the merchant, not the buyer, starts the payment.
    public var merchantInitiated: Bool?
    /// Key-value pairs for flow rules, sent as one JSON string.
    public var metadata: [String: String]?
    /// The id (a UUID) of a stored payment method, instead of a BIN.
    public var paymentMethodId: String?
    /// Where the payment comes from.
    public var paymentSource: Gr4vyPaymentSource?

    /// Creates a query.
    public init(
        currency: String,
        amount: Int? = nil,
        bin: String? = nil,
        country: String? = nil,
        intent: Gr4vyPaymentIntent? = nil,
        isSubsequentPayment: Bool? = nil,
        merchantInitiated: Bool? = nil,
        metadata: [String: String]? = nil,
        paymentMethodId: String? = nil,
        paymentSource: Gr4vyPaymentSource? = nil
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

    /// Whether `bin` is 6 to 8 ASCII digits, as the API requires.
    public static func isValid(bin: String) -> Bool {
        (6...8).contains(bin.utf8.count) && bin.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// The query items in a fixed order; booleans as `true`/`false`, metadata as a JSON string.
    var queryItems: [(String, String)] {
        var items: [(String, String)] = [("currency", currency)]
        if let amount { items.append(("amount", String(amount))) }
        if let bin { items.append(("bin", bin)) }
        if let country { items.append(("country", country)) }
        if let intent { items.append(("intent", intent.rawValue)) }
        if let isSubsequentPayment { items.append(("is_subsequent_payment", isSubsequentPayment ? "true" : "false")) }
        if let merchantInitiated { items.append(("merchant_initiated", merchantInitiated ? "true" : "false")) }
        if let metadata { items.append(("metadata", Self.json(metadata))) }
        if let paymentMethodId { items.append(("payment_method_id", paymentMethodId)) }
        if let paymentSource { items.append(("payment_source", paymentSource.rawValue)) }
        return items
    }

    private static func json(_ metadata: [String: String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(metadata)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Whether a payment only authorizes or also captures.
public enum Gr4vyPaymentIntent: String, Codable, Sendable, CaseIterable {
    /// Authorize now, capture later.
    case authorize
    /// Authorize and capture at once.
    case capture
}

/// Where a payment comes from.
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
