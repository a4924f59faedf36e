import Foundation
import SQLite
import TesseraCore

/// One refund of a transaction as stored; the emulator's processor settles each at once (`succeeded`).
struct RefundRecord: Equatable {
    var id: String
    var transactionID: String
    var createdAt: Date
    var amount: Int
    var currency: String
    var reason: String?
    var externalIdentifier: String?

    init(id: String, transaction: TransactionRecord, amount: Int, reason: String?, externalIdentifier: String?) {
        self.id = id
        transactionID = transaction.id
        createdAt = transaction.updatedAt
        self.amount = amount
        currency = transaction.currency
        self.reason = reason
        self.externalIdentifier = externalIdentifier
    }

    init(row: Row) {
        id = row["id"].string ?? ""
        transactionID = row["transaction_id"].string ?? ""
        createdAt = TransactionRecord.date(row["created_at"]) ?? Date(timeIntervalSince1970: 0)
        amount = row["amount"].int ?? 0
        currency = row["currency"].string ?? ""
        reason = row["reason"].string
        externalIdentifier = row["external_identifier"].string
    }

    static let columns = "id, transaction_id, created_at, amount, currency, reason, external_identifier"
    static let columnCount = 7

    /// The values in ``columns`` order.
    var values: [SQLiteValue] {
        [
            .text(id), .text(transactionID), .real(createdAt.timeIntervalSince1970), .integer(Int64(amount)),
            .text(currency), SQLiteValue(reason), SQLiteValue(externalIdentifier),
        ]
    }

    /// The spec's `Refund`, of `transaction`.
    func json(of transaction: TransactionRecord) -> JSONValue {
        let stamp = JSONValue.string(Timestamp.string(createdAt))
        return [
            "type": "refund", "id": .string(id), "transaction_id": .string(transactionID),
            "payment_service_refund_id": .null, "status": "succeeded",
            "currency": .string(currency), "amount": .integer(Int64(amount)), "reason": .string(reason),
            "target_type": "payment-method", "target_id": .string(transaction.paymentMethodID),
            "reconciliation_id": .string(BuyerRecord.reconciliationID(id)),
            "transaction_reconciliation_id": .string(BuyerRecord.reconciliationID(transactionID)),
            "external_identifier": .string(externalIdentifier),
            "transaction_external_identifier": .string(transaction.externalIdentifier), "created_at": stamp,
            "updated_at": stamp, "settled": false, "settled_amount": 0, "settled_currency": .null,
            "error_code": .null, "raw_response_code": "00", "raw_response_description": "Approved", "creator": .null,
        ]
    }
}
