import Foundation
import SQLite
import TesseraCore

/// One transaction as stored: its state (status, amounts, timestamps) and the members fixed when it
/// was created (payment method, 3-D Secure, buyer, response codes) kept as JSON.
struct TransactionRecord: Equatable {
    var id: String
    var merchantAccountID: String
    var createdAt: Date
    var updatedAt: Date
    var status: TransactionStatus
    var intent: String
    var amount: Int
    var currency: String
    var authorizedAmount = 0
    var capturedAmount = 0
    var refundedAmount = 0
    var authorizedAt: Date?
    var capturedAt: Date?
    var voidedAt: Date?
    var canceledAt: Date?
    var buyerID: String?
    var buyerExternalIdentifier: String?
    var checkoutSessionID: String?
    var paymentMethodID: String?
    var externalIdentifier: String?
    var metadata: [String: String]?
    var paymentServiceTransactionID: String?
    /// The members fixed at creation, by their spec names (`payment_method`, `three_d_secure`, `buyer`, …).
    var details: [String: JSONValue] = [:]

    init(id: String, merchantAccountID: String, createdAt: Date, intent: String, amount: Int, currency: String) {
        self.id = id
        self.merchantAccountID = merchantAccountID
        self.createdAt = createdAt
        updatedAt = createdAt
        status = .processing
        self.intent = intent
        self.amount = amount
        self.currency = currency
    }

    init(row: Row) {
        id = row["id"].string ?? ""
        merchantAccountID = row["merchant_account_id"].string ?? "default"
        createdAt = Self.date(row["created_at"]) ?? Date(timeIntervalSince1970: 0)
        updatedAt = Self.date(row["updated_at"]) ?? createdAt
        status = row["status"].string.flatMap(TransactionStatus.init(rawValue:)) ?? .processing
        intent = row["intent"].string ?? "authorize"
        amount = row["amount"].int ?? 0
        currency = row["currency"].string ?? ""
        authorizedAmount = row["authorized_amount"].int ?? 0
        capturedAmount = row["captured_amount"].int ?? 0
        refundedAmount = row["refunded_amount"].int ?? 0
        authorizedAt = Self.date(row["authorized_at"])
        capturedAt = Self.date(row["captured_at"])
        voidedAt = Self.date(row["voided_at"])
        canceledAt = Self.date(row["canceled_at"])
        buyerID = row["buyer_id"].string
        buyerExternalIdentifier = row["buyer_external_identifier"].string
        checkoutSessionID = row["checkout_session_id"].string
        paymentMethodID = row["payment_method_id"].string
        externalIdentifier = row["external_identifier"].string
        metadata = row["metadata"].json.flatMap { node in
            guard case .object(let members) = node else { return nil }
            return members.compactMapValues(\.string)
        }
        paymentServiceTransactionID = row["payment_service_transaction_id"].string
        if case .object(let members)? = row["details"].json { details = members }
    }

    static let columns = """
        id, merchant_account_id, created_at, updated_at, status, intent, amount, currency, authorized_amount, \
        captured_amount, refunded_amount, authorized_at, captured_at, voided_at, canceled_at, buyer_id, \
        buyer_external_identifier, checkout_session_id, payment_method_id, external_identifier, metadata, \
        payment_service_transaction_id, details
        """
    static let columnCount = 23

    /// The values in ``columns`` order.
    var values: [SQLiteValue] {
        [
            .text(id), .text(merchantAccountID), .real(createdAt.timeIntervalSince1970),
            .real(updatedAt.timeIntervalSince1970), .text(status.rawValue), .text(intent), .integer(Int64(amount)),
            .text(currency), .integer(Int64(authorizedAmount)), .integer(Int64(capturedAmount)),
            .integer(Int64(refundedAmount)), SQLiteValue(authorizedAt?.timeIntervalSince1970),
            SQLiteValue(capturedAt?.timeIntervalSince1970), SQLiteValue(voidedAt?.timeIntervalSince1970),
            SQLiteValue(canceledAt?.timeIntervalSince1970), SQLiteValue(buyerID), SQLiteValue(buyerExternalIdentifier),
            SQLiteValue(checkoutSessionID), SQLiteValue(paymentMethodID), SQLiteValue(externalIdentifier),
            SQLiteValue(json: metadata.map { .object($0.mapValues { .string($0) }) }),
            SQLiteValue(paymentServiceTransactionID), SQLiteValue(json: .object(details)),
        ]
    }

    /// The spec's `Transaction`.
    var json: JSONValue {
        var members = details
        members.reserveCapacity(details.count + 45)
        let stamp = { (date: Date?) in JSONValue.string(date.map(Timestamp.string)) }
        let fixed: KeyValuePairs<String, JSONValue> = [
            "type": "transaction", "id": .string(id), "reconciliation_id": .string(BuyerRecord.reconciliationID(id)),
            "merchant_account_id": .string(merchantAccountID), "currency": .string(currency),
            "amount": .integer(Int64(amount)), "status": .string(status.rawValue),
            "authorized_amount": .integer(Int64(authorizedAmount)), "captured_amount": .integer(Int64(capturedAmount)),
            "refunded_amount": .integer(Int64(refundedAmount)), "settled_amount": 0, "settled": false,
            "settled_currency": .null, "intent": .string(intent), "gift_card_redemptions": [],
            "gift_card_service": .null, "created_at": stamp(createdAt), "updated_at": stamp(updatedAt),
            "authorized_at": stamp(authorizedAt), "captured_at": stamp(capturedAt), "voided_at": stamp(voidedAt),
            "canceled_at": stamp(canceledAt), "approval_expires_at": .null, "buyer_approval_timedout_at": .null,
            "disputed": false, "pending_review": false, "multi_tender": false,
            "checkout_session_id": .string(checkoutSessionID), "external_identifier": .string(externalIdentifier),
            "metadata": metadata.map { .object($0.mapValues { .string($0) }) } ?? .null,
            "payment_service_transaction_id": .string(paymentServiceTransactionID),
            "reauthorized_from_transaction_id": .null, "session_token": .null, "shipping_details": .null,
            "transaction_link_id": .null, "anti_fraud_decision": .null, "additional_identifiers": [:],
            "merchant_advice_code": .null, "recipient": .null, "statement_descriptor": .null,
        ]
        for (name, value) in fixed { members[name] = value }
        return .object(members)
    }

    /// The spec's `TransactionSummary`: the members of ``json`` its closed schema has.
    var summaryJSON: JSONValue {
        guard case .object(let members) = json else { return json }
        return .object(members.filter { Self.summaryKeys.contains($0.key) })
    }

    private static let summaryKeys: Set<String> = [
        "amount", "authorized_amount", "buyer", "captured_amount", "checkout_session_id", "country", "created_at",
        "currency", "disputed", "error_code", "external_identifier", "gift_card_redemptions", "gift_card_service",
        "id", "instrument_type", "intent", "merchant_account_id", "method", "payment_method", "payment_service",
        "pending_review", "raw_response_code", "raw_response_description", "reauthorized_from_transaction_id",
        "reconciliation_id", "refunded_amount", "settled", "settled_amount", "settled_currency", "shipping_details",
        "status", "type", "updated_at",
    ]

    static func date(_ value: SQLiteValue) -> Date? {
        value.double.map(Date.init(timeIntervalSince1970:))
    }
}

/// The spec's `TransactionStatus`: what the emulator stores and filters by, and what
/// `tessera transaction list --status` takes.
public enum TransactionStatus: String, CaseIterable, Sendable {
    /// Created; the authorization has not finished.
    case processing
    /// Authorized and not yet captured.
    case authorizationSucceeded = "authorization_succeeded"
    /// Declined by the issuer (final).
    case authorizationDeclined = "authorization_declined"
    /// The authorization failed (final).
    case authorizationFailed = "authorization_failed"
    /// The authorization was voided.
    case authorizationVoided = "authorization_voided"
    /// A void is under way.
    case authorizationVoidPending = "authorization_void_pending"
    /// Captured, in full or in part.
    case captureSucceeded = "capture_succeeded"
    /// A capture is under way.
    case capturePending = "capture_pending"
    /// Waiting for the buyer to approve.
    case buyerApprovalPending = "buyer_approval_pending"
}
