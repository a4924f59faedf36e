import Foundation

/// How a new transaction is paid: the card tokenized into a checkout session, or a stored payment method.
public enum Gr4vyTransactionPaymentMethod: Encodable, Sendable, Hashable {
    /// The card stored in the checkout session with this id (`{"method": "checkout-session", "id": …}`).
    case checkoutSession(id: String)
    /// The stored payment method with this id (`{"method": "id", "id": …}`).
    case storedPaymentMethod(id: String)

    /// Writes the API's `CheckoutSessionPaymentMethodCreate` or `PaymentMethodIdCreate`.
    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .checkoutSession(let id):
            try fields.encode("checkout-session", forKey: .method)
            try fields.encode(id, forKey: .id)
        case .storedPaymentMethod(let id):
            try fields.encode("id", forKey: .method)
            try fields.encode(id, forKey: .id)
        }
    }

    enum CodingKeys: String, CodingKey { case method, id }
}

/// The body of `POST /transactions` (`TransactionCreate`): the fields Tessera sends; nil fields are left out.
public struct Gr4vyTransactionCreate: Encodable, Sendable, Hashable {
    /// The amount in the currency's smallest unit, 0 to 99999999.
    public var amount: Int
    /// The ISO 4217 currency.
    public var currency: String
    /// How the transaction is paid.
    public var paymentMethod: Gr4vyTransactionPaymentMethod?
    /// `authorize` (the API's default) or `capture`.
    public var intent: String?
    /// The buyer paying.
    public var buyerId: String?
    /// The merchant's own id of the transaction.
    public var externalIdentifier: String?
    /// Merchant data kept with the transaction.
    public var metadata: [String: String]?

    /// Creates a body.
    public init(
        amount: Int, currency: String, paymentMethod: Gr4vyTransactionPaymentMethod? = nil, intent: String? = nil,
        buyerId: String? = nil, externalIdentifier: String? = nil, metadata: [String: String]? = nil
    ) {
        self.amount = amount
        self.currency = currency
        self.paymentMethod = paymentMethod
        self.intent = intent
        self.buyerId = buyerId
        self.externalIdentifier = externalIdentifier
        self.metadata = metadata
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case amount, currency, intent, metadata, paymentMethod, buyerId, externalIdentifier
    }
}

/// A request to create a transaction: its body, its idempotency key, and the merchant account and timeout.
public struct Gr4vyTransactionCreateRequest: Sendable, Hashable {
    /// The body.
    public var transaction: Gr4vyTransactionCreate
    /// Sent as `idempotency-key`: the same key with the same body gets the first answer again and makes no
    /// second transaction.
    public var idempotencyKey: String?
    /// The merchant account for this request, or nil for the client's.
    public var merchantId: String?
    /// The timeout of this request in seconds, or nil for the client's.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(
        transaction: Gr4vyTransactionCreate, idempotencyKey: String? = nil, merchantId: String? = nil,
        timeout: TimeInterval? = nil
    ) {
        self.transaction = transaction
        self.idempotencyKey = idempotencyKey
        self.merchantId = merchantId
        self.timeout = timeout
    }
}

/// A request for a page of transactions (`GET /transactions`), newest first; nil filters are not sent.
public struct Gr4vyTransactionListRequest: Sendable, Hashable {
    /// Only transactions with one of these statuses (none: every status).
    public var statuses: [String]
    /// Only the transactions of this buyer.
    public var buyerId: String?
    /// Only the transaction that paid this checkout session.
    public var checkoutSessionId: String?
    /// At most this many items, 1 to 100 (the API's default is 20).
    public var limit: Int?
    /// The page to read: a `next_cursor` or `previous_cursor` of an earlier page.
    public var cursor: String?
    /// The merchant account for this request, or nil for the client's.
    public var merchantId: String?
    /// The timeout of this request in seconds, or nil for the client's.
    public var timeout: TimeInterval?

    /// Creates a request.
    public init(
        statuses: [String] = [], buyerId: String? = nil, checkoutSessionId: String? = nil, limit: Int? = nil,
        cursor: String? = nil, merchantId: String? = nil, timeout: TimeInterval? = nil
    ) {
        self.statuses = statuses
        self.buyerId = buyerId
        self.checkoutSessionId = checkoutSessionId
        self.limit = limit
        self.cursor = cursor
        self.merchantId = merchantId
        self.timeout = timeout
    }

    /// The query items, in a fixed order, a status once per value.
    var queryItems: [(String, String)] {
        statuses.map { ("status", $0) }
            + [
                buyerId.map { ("buyer_id", $0) }, checkoutSessionId.map { ("checkout_session_id", $0) },
                limit.map { ("limit", String($0)) }, cursor.map { ("cursor", $0) },
            ].compactMap { $0 }
    }
}

/// The body of a capture (`TransactionCaptureCreate`) or a refund (`TransactionRefundCreate`); nil fields are
/// left out, and a capture or refund with no amount is of the whole remaining amount.
struct Gr4vyTransactionAmountBody: Encodable, Sendable {
    var amount: Int?
    var reason: String?
}
