import Foundation
import TesseraCore

/// A transaction as the API returns it (`Transaction`), read leniently: only `id` is required, a field of
/// another type than expected reads as nil, and ``json`` keeps the whole answer as the API sent it.
///
/// Encoding writes ``json``, so a transaction printed as JSON is the API's answer, every field included.
public struct Gr4vyTransaction: Codable, Gr4vyLenientAnswer, Sendable, Hashable {
    /// The transaction's id.
    public var id: String
    /// The status, e.g. `authorization_succeeded`, `capture_succeeded` or `authorization_declined`.
    public var status: String?
    /// The authorized amount in the currency's smallest unit.
    public var amount: Int?
    /// The captured amount in the currency's smallest unit.
    public var capturedAmount: Int?
    /// The refunded amount in the currency's smallest unit.
    public var refundedAmount: Int?
    /// The ISO 4217 currency.
    public var currency: String?
    /// `authorize` or `capture`.
    public var intent: String?
    /// The checkout session the transaction paid, when it paid one.
    public var checkoutSessionId: String?
    /// The whole answer, as the API sent it.
    public var json: JSONValue

    /// Reads a transaction; throws only when the answer is not an object with a string `id`.
    init(json: JSONValue, fields: KeyedDecodingContainer<CodingKeys>) throws {
        self.json = json
        id = try fields.decode(String.self, forKey: .id)
        status = fields.lenient(String.self, .status)
        amount = fields.lenient(Int.self, .amount)
        capturedAmount = fields.lenient(Int.self, .capturedAmount)
        refundedAmount = fields.lenient(Int.self, .refundedAmount)
        currency = fields.lenient(String.self, .currency)
        intent = fields.lenient(String.self, .intent)
        checkoutSessionId = fields.lenient(String.self, .checkoutSessionId)
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case id, status, amount, currency, intent, capturedAmount, refundedAmount, checkoutSessionId
    }
}

/// A page of transactions (`CollectionNoCount[TransactionSummary]`): the items, and the cursors of the
/// pages around it. ``json`` keeps the whole answer.
public struct Gr4vyTransactionList: Codable, Gr4vyLenientAnswer, Sendable, Hashable {
    /// The transactions on this page.
    public var items: [Gr4vyTransaction]
    /// The cursor of the next page, or nil on the last.
    public var nextCursor: String?
    /// The cursor of the previous page, or nil on the first.
    public var previousCursor: String?
    /// The whole answer, as the API sent it.
    public var json: JSONValue

    /// Reads a page; throws only when `items` is missing or an item has no string `id`.
    init(json: JSONValue, fields: KeyedDecodingContainer<CodingKeys>) throws {
        self.json = json
        items = try fields.decode([Gr4vyTransaction].self, forKey: .items)
        nextCursor = fields.lenient(String.self, .nextCursor)
        previousCursor = fields.lenient(String.self, .previousCursor)
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case items, nextCursor, previousCursor
    }
}

/// A refund as the API returns it (`Refund`), read leniently like ``Gr4vyTransaction``.
public struct Gr4vyRefund: Codable, Gr4vyLenientAnswer, Sendable, Hashable {
    /// The refund's id.
    public var id: String
    /// The transaction refunded.
    public var transactionId: String?
    /// The status, e.g. `succeeded` or `processing`.
    public var status: String?
    /// The refunded amount in the currency's smallest unit.
    public var amount: Int?
    /// The ISO 4217 currency.
    public var currency: String?
    /// The whole answer, as the API sent it.
    public var json: JSONValue

    /// Reads a refund; throws only when the answer is not an object with a string `id`.
    init(json: JSONValue, fields: KeyedDecodingContainer<CodingKeys>) throws {
        self.json = json
        id = try fields.decode(String.self, forKey: .id)
        transactionId = fields.lenient(String.self, .transactionId)
        status = fields.lenient(String.self, .status)
        amount = fields.lenient(Int.self, .amount)
        currency = fields.lenient(String.self, .currency)
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case id, status, amount, currency, transactionId
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or nil when it is missing, null or of another type.
    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }
}
