import Foundation
import SQLite

extension SandboxStore {
    /// Thrown inside a transaction to roll it back when the session it would link to is gone.
    private struct SessionGone: Error {}

    /// The payment method `id`, or nil.
    func paymentMethod(id: String) throws -> StoredPaymentMethod? {
        try database.read { connection in
            try connection.query("SELECT * FROM payment_methods WHERE id = ?", [.text(id)]).first
                .map(StoredPaymentMethod.init(row:))
        }
    }

    /// Stores a tokenized card for the session's buyer and links it to the session, in one transaction.
    ///
    /// A card with the same fingerprint for the same buyer is reused: its use is counted and its expiry
    /// replaced by `expirationDate`; otherwise `makeNew` is inserted. Nil (and nothing stored) when the
    /// session is gone.
    func tokenize(
        fingerprint: String, expirationDate: String, session: CheckoutSessionRecord, at date: Date,
        makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod? {
        do {
            return try database.write { connection in
                let method = try Self.upsertCard(
                    connection, fingerprint: fingerprint, expirationDate: expirationDate, buyerID: session.buyerID,
                    at: date, makeNew: makeNew)
                guard try Self.link(connection, session.id, method.id, ["method": "card", "id": .string(method.id)])
                else { throw SessionGone() }
                return method
            }
        } catch is SessionGone {
            return nil
        }
    }

    /// Stores a card paid with for `buyerID` (`store: true` on a transaction): the stored method with
    /// the same fingerprint for the same buyer, its use counted and its expiry replaced, else `makeNew`.
    func store(
        card fingerprint: String, expirationDate: String, buyerID: String?, at date: Date,
        makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod {
        try database.write { connection in
            try Self.upsertCard(
                connection, fingerprint: fingerprint, expirationDate: expirationDate, buyerID: buyerID, at: date,
                makeNew: makeNew)
        }
    }

    /// Gives the stored method `id` to `buyerID` when it has no buyer yet (`store: true`).
    func assign(methodID id: String, to buyerID: String) throws {
        try database.write { connection in
            _ = try connection.run(
                "UPDATE payment_methods SET buyer_id = ? WHERE id = ? AND buyer_id IS NULL",
                [.text(buyerID), .text(id)])
        }
    }

    /// The upsert behind ``tokenize(fingerprint:expirationDate:session:at:makeNew:)`` and
    /// ``store(card:expirationDate:buyerID:at:makeNew:)``, inside the caller's transaction.
    private static func upsertCard(
        _ connection: Connection, fingerprint: String, expirationDate: String, buyerID: String?, at date: Date,
        makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod {
        let existing = try connection.query(
            "SELECT * FROM payment_methods WHERE fingerprint = ? AND buyer_id IS ?",
            [.text(fingerprint), SQLiteValue(buyerID)]
        ).first.map(StoredPaymentMethod.init(row:))
        var method: StoredPaymentMethod
        if let existing {
            method = existing
            try recordUse(connection, id: existing.id, at: date)
            try connection.run(
                "UPDATE payment_methods SET expiration_date = ? WHERE id = ?",
                [.text(expirationDate), .text(existing.id)])
            method.recordUse(at: date)
        } else {
            method = makeNew()
            method.recordUse(at: date)
            try connection.run(
                "INSERT INTO payment_methods (\(StoredPaymentMethod.columns)) VALUES (\(Self.marks(18)))", method.values
            )
        }
        method.expirationDate = expirationDate
        return method
    }

    /// Counts a use of the stored method `methodID` and links it to session `sessionID`, in one
    /// transaction; false (and nothing changed) when the session is gone.
    func use(methodID: String, sessionID: String, at date: Date) throws -> Bool {
        do {
            return try database.write { connection in
                try Self.recordUse(connection, id: methodID, at: date)
                guard try Self.link(connection, sessionID, methodID, ["method": "id", "id": .string(methodID)])
                else { throw SessionGone() }
                return true
            }
        } catch is SessionGone {
            return false
        }
    }

    /// Counts one customer-initiated use at `date` in the row itself, so concurrent uses all count.
    private static func recordUse(_ connection: Connection, id: String, at date: Date) throws {
        let time = SQLiteValue.real(date.timeIntervalSince1970)
        try connection.run(
            """
            UPDATE payment_methods SET usage_count = usage_count + 1, cit_usage_count = cit_usage_count + 1,
            last_used_at = ?, cit_last_used_at = ? WHERE id = ?
            """,
            [time, time, .text(id)])
    }

    /// The buyer's stored methods, filtered and sorted (`sortBy` is a column; NULLs last).
    func paymentMethods(
        buyerID: String, country: String?, currency: String?, sortBy: String?, descending: Bool
    ) throws -> [StoredPaymentMethod] {
        var sql = "SELECT * FROM payment_methods WHERE buyer_id = ?"
        var values: [SQLiteValue] = [.text(buyerID)]
        if let country {
            sql += " AND country = ?"
            values.append(.text(country))
        }
        if let currency {
            sql += " AND currency = ?"
            values.append(.text(currency))
        }
        let direction = descending ? "DESC" : "ASC"
        let column = sortBy ?? "created_at"
        sql += " ORDER BY \(column) IS NULL, \(column) \(direction), rowid \(direction)"
        return try database.read { connection in
            try connection.query(sql, values).map(StoredPaymentMethod.init(row:))
        }
    }
}
