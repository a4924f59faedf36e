/// What tokenize stores in a checkout session: a new card, a stored method or Click to Pay data.
///
/// Encodes as the API's `payment_method` object, whose `method` is `card`, `id` or `click-to-pay`.
public enum Gr4vyPaymentMethod: Encodable, Sendable, Hashable, CustomStringConvertible {
    /// A card entered by the buyer.
    case card(Gr4vyCardPaymentMethod)
    /// A stored payment method, optionally with its security code.
    case id(Gr4vyIdPaymentMethod)
    /// A card from Click to Pay.
    case clickToPay(Gr4vyClickToPayPaymentMethod)

    /// Encodes the payment method object of the case held.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .card(let method): try method.encode(to: encoder)
        case .id(let method): try method.encode(to: encoder)
        case .clickToPay(let method): try method.encode(to: encoder)
        }
    }

    /// A summary without secrets.
    public var description: String {
        switch self {
        case .card(let method): method.description
        case .id(let method): method.description
        case .clickToPay(let method): method.description
        }
    }
}

/// A card entered by the buyer: `{"method":"card","number","expiration_date","security_code"?}`.
///
/// Its `description`, `debugDescription` and mirror show only the last four digits and never the
/// security code.
public struct Gr4vyCardPaymentMethod: Encodable, Sendable, Hashable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The card number, 13 to 19 digits.
    public var number: String
    /// The expiry as `MM/YY`.
    public var expirationDate: String
    /// The 3- or 4-digit security code.
    public var securityCode: String?

    /// Creates a card.
    public init(number: String, expirationDate: String, securityCode: String? = nil) {
        self.number = number
        self.expirationDate = expirationDate
        self.securityCode = securityCode
    }

    enum CodingKeys: String, CodingKey {
        case method, number
        case expirationDate = "expiration_date"
        case securityCode = "security_code"
    }

    /// Encodes the card with `"method":"card"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("card", forKey: .method)
        try container.encode(number, forKey: .number)
        try container.encode(expirationDate, forKey: .expirationDate)
        try container.encodeIfPresent(securityCode, forKey: .securityCode)
    }

    /// `card •••• 4242 exp 01/30` (and whether a security code is set).
    public var description: String {
        "card •••• \(number.suffix(4)) exp \(expirationDate)" + (securityCode == nil ? "" : " with security code")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the number or the security code.
    public var customMirror: Mirror { Mirror(self, children: ["summary": description]) }
}

/// A stored payment method: `{"method":"id","id","security_code"?}`.
public struct Gr4vyIdPaymentMethod: Encodable, Sendable, Hashable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The stored method's id (a UUID).
    public var id: String
    /// The security code, when the card's code must be checked again.
    public var securityCode: String?

    /// Creates a stored method reference.
    public init(id: String, securityCode: String? = nil) {
        self.id = id
        self.securityCode = securityCode
    }

    enum CodingKeys: String, CodingKey {
        case method, id
        case securityCode = "security_code"
    }

    /// Encodes the reference with `"method":"id"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("id", forKey: .method)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(securityCode, forKey: .securityCode)
    }

    /// `stored method <id>` (and whether a security code is set).
    public var description: String {
        "stored method \(id)" + (securityCode == nil ? "" : " with security code")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the security code.
    public var customMirror: Mirror { Mirror(self, children: ["summary": description]) }
}

/// A Click to Pay card: `{"method":"click-to-pay","merchant_transaction_id","src_correlation_id",
/// "src_dpa_id","src_cx_flow_id"?}`.
public struct Gr4vyClickToPayPaymentMethod: Encodable, Sendable, Hashable, CustomStringConvertible {
    /// The merchant's id of the transaction.
    public var merchantTransactionId: String
    /// The Click to Pay correlation id of the checkout.
    public var srcCorrelationId: String
    /// The Click to Pay digital payment application id (required by the API).
    public var srcDpaId: String
    /// The Click to Pay experience flow id.
    public var srcCxFlowId: String?

    /// Creates a Click to Pay method.
    public init(merchantTransactionId: String, srcCorrelationId: String, srcDpaId: String, srcCxFlowId: String? = nil) {
        self.merchantTransactionId = merchantTransactionId
        self.srcCorrelationId = srcCorrelationId
        self.srcDpaId = srcDpaId
        self.srcCxFlowId = srcCxFlowId
    }

    enum CodingKeys: String, CodingKey {
        case method
        case merchantTransactionId = "merchant_transaction_id"
        case srcCorrelationId = "src_correlation_id"
        case srcDpaId = "src_dpa_id"
        case srcCxFlowId = "src_cx_flow_id"
    }

    /// Encodes the method with `"method":"click-to-pay"` (a hyphen, as the API spells it).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("click-to-pay", forKey: .method)
        try container.encode(merchantTransactionId, forKey: .merchantTransactionId)
        try container.encode(srcCorrelationId, forKey: .srcCorrelationId)
        try container.encode(srcDpaId, forKey: .srcDpaId)
        try container.encodeIfPresent(srcCxFlowId, forKey: .srcCxFlowId)
    }

    /// `click-to-pay <correlation id>`.
    public var description: String { "click-to-pay \(srcCorrelationId)" }
}
