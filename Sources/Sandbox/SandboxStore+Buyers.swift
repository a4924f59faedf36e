import Foundation
import SQLite
import Transport

extension SandboxStore {
    /// Inserts `buyer` with its `buyer.created` webhook event; false (and nothing stored) when its external
    /// identifier is taken in its account.
    func insert(_ buyer: BuyerRecord, environment: SandboxEnvironment) throws -> Bool {
        try database.write { connection in
            if try Self.externalIdentifierTaken(connection, buyer, except: nil) { return false }
            try connection.run(
                "INSERT INTO buyers (\(BuyerRecord.columns)) VALUES (\(Self.marks(buyer.values.count)))", buyer.values)
            try enqueue(account: buyer.merchantAccountID, connection, makeID: environment.makeID) {
                [environment.webhookEvent("buyer.created", account: buyer.merchantAccountID, target: buyer.json)]
            }
            return true
        }
    }

    /// Replaces the stored fields of `buyer`, with its `buyer.updated` webhook event; nil when it is gone,
    /// false when its new external identifier belongs to another buyer of its account.
    func update(_ buyer: BuyerRecord, environment: SandboxEnvironment) throws -> Bool? {
        try database.write { connection in
            if try Self.externalIdentifierTaken(connection, buyer, except: buyer.id) { return false }
            let values = buyer.values
            let changed = try connection.run(
                """
                UPDATE buyers SET external_identifier = ?, display_name = ?, billing_details = ?,
                account_number = ?, updated_at = ? WHERE id = ? AND merchant_account_id = ?
                """,
                [
                    values[1], values[2], values[3], values[5], values[6], .text(buyer.id),
                    .text(buyer.merchantAccountID),
                ])
            guard changed == 1 else { return nil }
            try enqueue(account: buyer.merchantAccountID, connection, makeID: environment.makeID) {
                [environment.webhookEvent("buyer.updated", account: buyer.merchantAccountID, target: buyer.json)]
            }
            return true
        }
    }

    /// Deletes the buyer `id` of `account` and its stored payment methods, with a `buyer.deleted` webhook
    /// event whose target is the buyer as it was; false when it has none.
    func deleteBuyer(id: String, account: String, environment: SandboxEnvironment) throws -> Bool {
        try database.write { connection in
            let arguments: [SQLiteValue] = [.text(id), .text(account)]
            guard
                let buyer = try connection.query(
                    "SELECT * FROM buyers WHERE id = ? AND merchant_account_id = ?", arguments
                ).first.map(BuyerRecord.init(row:))
            else { return false }
            try connection.run("DELETE FROM buyers WHERE id = ? AND merchant_account_id = ?", arguments)
            try enqueue(account: account, connection, makeID: environment.makeID) {
                [environment.webhookEvent("buyer.deleted", account: account, target: buyer.json)]
            }
            return true
        }
    }

    /// The buyer of `account` with this id or external identifier, or nil (another account's is nil too).
    func buyer(id: String? = nil, externalIdentifier: String? = nil, account: String) throws -> BuyerRecord? {
        try database.read { connection in
            let rows =
                if let id {
                    try connection.query(
                        "SELECT * FROM buyers WHERE id = ? AND merchant_account_id = ?", [.text(id), .text(account)])
                } else {
                    try connection.query(
                        "SELECT * FROM buyers WHERE external_identifier = ? AND merchant_account_id = ?",
                        [SQLiteValue(externalIdentifier), .text(account)])
                }
            return rows.first.map(BuyerRecord.init(row:))
        }
    }

    /// Up to `limit` buyers of `account` from `offset`, newest first, whose display name or external
    /// identifier contains `search` and whose external identifier is `externalIdentifier` (when given).
    func buyers(account: String, offset: Int, limit: Int, search: String?, externalIdentifier: String?) throws
        -> [BuyerRecord]
    {
        var sql = "SELECT * FROM buyers WHERE merchant_account_id = ?"
        var values: [SQLiteValue] = [.text(account)]
        if let search {
            sql += " AND (instr(lower(display_name), lower(?)) > 0 OR instr(lower(external_identifier), lower(?)) > 0)"
            values += [.text(search), .text(search)]
        }
        if let externalIdentifier {
            sql += " AND external_identifier = ?"
            values.append(.text(externalIdentifier))
        }
        sql += " ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?"
        values += [.integer(Int64(limit)), .integer(Int64(offset))]
        let query = sql
        let arguments = values
        return try database.read { connection in
            try connection.query(query, arguments).map(BuyerRecord.init(row:))
        }
    }

    /// Whether another buyer of `buyer`'s account (any but `id`) has its external identifier.
    private static func externalIdentifierTaken(_ connection: Connection, _ buyer: BuyerRecord, except id: String?)
        throws -> Bool
    {
        guard let external = buyer.externalIdentifier else { return false }
        return try connection.scalar(
            "SELECT COUNT(*) FROM buyers WHERE external_identifier = ? AND merchant_account_id = ? AND id IS NOT ?",
            [.text(external), .text(buyer.merchantAccountID), SQLiteValue(id)]
        ).int != 0
    }
}
