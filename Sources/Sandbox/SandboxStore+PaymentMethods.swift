import Foundation
import SQLite

extension SandboxStore {
    /// Thrown inside a transaction to roll it back when the session it would link to is gone.
    private struct SessionGone: Error {}

    /// The payment method `id` of merchant account `account`, or nil (another account's is nil too).
    func paymentMethod(id: String, account: String) throws -> StoredPaymentMethod? {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM payment_methods WHERE id = ? AND merchant_account_id = ?", [.text(id), .text(account)]
            ).first.map(StoredPaymentMethod.init(row:))
        }
    }

    /// Stores a tokenized card for the session's buyer and links it to the session, in one transaction.
    ///
    /// A card with the same fingerprint for the same buyer of the session's account is reused: its use is
    /// counted and its expiry replaced by `expirationDate`; otherwise `makeNew` is inserted. Nil (and
    /// nothing stored) when the session is gone.
    func tokenize(
        fingerprint: String, expirationDate: String, session: CheckoutSessionRecord, at date: Date,
        makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod? {
        do {
            return try database.write { connection in
                let method = try Self.upsertCard(
                    connection, fingerprint: fingerprint, expirationDate: expirationDate,
                    owner: (session.merchantAccountID, session.buyerID), at: date, makeNew: makeNew)
                guard try Self.link(connection, session, method.id, ["method": "card", "id": .string(method.id)])
                else { throw SessionGone() }
                return method
            }
        } catch is SessionGone {
            return nil
        }
    }

    /// Stores a card paid with for `buyerID` of `account` (`store: true` on a transaction): the stored
    /// method with the same fingerprint for the same buyer, its use counted and its expiry replaced, else
    /// `makeNew`.
    func store(
        card fingerprint: String, expirationDate: String, account: String, buyerID: String?, at date: Date,
        makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod {
        try database.write { connection in
            try Self.upsertCard(
                connection, fingerprint: fingerprint, expirationDate: expirationDate, owner: (account, buyerID),
                at: date, makeNew: makeNew)
        }
    }

    /// Gives the stored method `id` of `account` to `buyerID` when it has no buyer yet (`store: true`).
    func assign(methodID id: String, account: String, to buyerID: String) throws {
        try database.write { connection in
            _ = try connection.run(
                "UPDATE payment_methods SET buyer_id = ? WHERE id = ? AND merchant_account_id = ? AND buyer_id IS NULL",
                [.text(buyerID), .text(id), .text(account)])
        }
    }

    /// The upsert behind ``tokenize(fingerprint:expirationDate:session:at:makeNew:)`` and
    /// ``store(card:expirationDate:account:buyerID:at:makeNew:)``, inside the caller's transaction:
    /// `owner` is the merchant account and the buyer (if any) the card is stored for.
    private static func upsertCard(
        _ connection: Connection, fingerprint: String, expirationDate: String,
        owner: (account: String, buyerID: String?), at date: Date, makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod {
        let existing = try connection.query(
            "SELECT * FROM payment_methods WHERE fingerprint = ? AND merchant_account_id = ? AND buyer_id IS ?",
            [.text(fingerprint), .text(owner.account), SQLiteValue(owner.buyerID)]
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
                "INSERT INTO payment_methods (\(StoredPaymentMethod.columns)) VALUES (\(Self.marks(method.values.count)))",
                method.values
            )
        }
        method.expirationDate = expirationDate
        return method
    }

    /// Counts a use of the stored method `methodID` and links it to `session`, in one transaction; false
    /// (and nothing changed) when the session is gone.
    func use(methodID: String, session: CheckoutSessionRecord, at date: Date) throws -> Bool {
        do {
            return try database.write { connection in
                try Self.recordUse(connection, id: methodID, at: date)
                guard try Self.link(connection, session, methodID, ["method": "id", "id": .string(methodID)])
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

    /// The stored methods of `buyer` in its account, filtered and sorted (`sortBy` is a column; NULLs last).
    func paymentMethods(
        of buyer: BuyerRecord, country: String?, currency: String?, sortBy: String?, descending: Bool
    ) throws -> [StoredPaymentMethod] {
        var sql = "SELECT * FROM payment_methods WHERE buyer_id = ? AND merchant_account_id = ?"
        var values: [SQLiteValue] = [.text(buyer.id), .text(buyer.merchantAccountID)]
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
