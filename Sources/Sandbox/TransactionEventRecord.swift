import Foundation
import SQLite
import TesseraCore

/// One entry of a transaction's history (`GET /transactions/{id}/events`).
struct TransactionEventRecord: Equatable {
    var id: String
    var transactionID: String
    var createdAt: Date
    /// One of the spec's `TransactionEvent` names.
    var name: String
    var context: JSONValue

    /// The values of `INSERT INTO transaction_events (id, transaction_id, created_at, name, context)`.
    var values: [SQLiteValue] {
        [
            .text(id), .text(transactionID), .real(createdAt.timeIntervalSince1970), .text(name),
            SQLiteValue(json: context),
        ]
    }

    /// The spec's `TransactionEvent`.
    var json: JSONValue {
        [
            "type": "transaction-event", "id": .string(id), "name": .string(name),
            "created_at": .string(Timestamp.string(createdAt)), "context": context,
        ]
    }
}

extension TransactionEventRecord {
    init(row: Row) {
        id = row["id"].string ?? ""
        transactionID = row["transaction_id"].string ?? ""
        createdAt = TransactionRecord.date(row["created_at"]) ?? Date(timeIntervalSince1970: 0)
        name = row["name"].string ?? ""
        context = row["context"].json ?? [:]
    }
}
