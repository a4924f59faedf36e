import Foundation
import SQLite
import TesseraCore

extension SandboxStore {
    /// Inserts the new `session`.
    func insert(_ session: CheckoutSessionRecord) throws {
        try database.write { connection in
            try connection.run(
                "INSERT INTO checkout_sessions (\(CheckoutSessionRecord.columns)) VALUES (\(Self.marks(session.values.count)))",
                session.values)
        }
    }

    /// Replaces the expiry, amount, currency, buyer, metadata, cart items, guest buyer and payment
    /// service of `session` — and nothing else, so a tokenization running at the same time keeps its
    /// payment method; false when the session is gone (or belongs to another merchant account).
    func updateDetails(of session: CheckoutSessionRecord) throws -> Bool {
        let values = session.values
        return try database.write { connection in
            try connection.run(
                """
                UPDATE checkout_sessions SET expires_at = ?, amount = ?, currency = ?, buyer_id = ?, metadata = ?,
                cart_items = ?, guest_buyer = ?, payment_service_id = ? WHERE id = ? AND merchant_account_id = ?
                """,
                [
                    values[2], values[3], values[4], values[5], values[6], values[7], values[10], values[11],
                    .text(session.id), .text(session.merchantAccountID),
                ]) == 1
        }
    }

    /// Records `paymentMethod` (and the stored method's id, if any) as what `session` tokenized last;
    /// false when the session is gone.
    func link(_ session: CheckoutSessionRecord, methodID: String?, paymentMethod: JSONValue) throws -> Bool {
        try database.write { connection in try Self.link(connection, session, methodID, paymentMethod) }
    }

    /// The update behind ``link(_:methodID:paymentMethod:)``, inside the caller's transaction.
    static func link(
        _ connection: Connection, _ session: CheckoutSessionRecord, _ methodID: String?, _ method: JSONValue
    ) throws -> Bool {
        try connection.run(
            "UPDATE checkout_sessions SET payment_method_id = ?, payment_method = ? WHERE id = ? AND merchant_account_id = ?",
            [SQLiteValue(methodID), SQLiteValue(json: method), .text(session.id), .text(session.merchantAccountID)]
        ) == 1
    }

    /// The session `id` of merchant account `account` (nil: of any account), or nil (another account's
    /// session is nil too).
    func session(id: String, account: String?) throws -> CheckoutSessionRecord? {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM checkout_sessions WHERE id = ? AND (?2 IS NULL OR merchant_account_id = ?2)",
                [.text(id), SQLiteValue(account)]
            ).first.map(CheckoutSessionRecord.init(row:))
        }
    }

    /// Deletes the session `id` of `account`; false when it has none.
    func deleteSession(id: String, account: String) throws -> Bool {
        try database.write { connection in
            try connection.run(
                "DELETE FROM checkout_sessions WHERE id = ? AND merchant_account_id = ?", [.text(id), .text(account)]
            ) > 0
        }
    }

    static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}
