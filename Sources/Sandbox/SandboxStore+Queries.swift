import Foundation
import SQLite
import Transport

extension SandboxStore {
    /// Inserts the new `session`.
    func insert(_ session: CheckoutSessionRecord) throws {
        try database.write { connection in
            try connection.run(
                "INSERT INTO checkout_sessions (\(CheckoutSessionRecord.columns)) VALUES (\(Self.marks(10)))",
                session.values)
        }
    }

    /// Replaces the amount, currency, buyer, metadata and cart items of `session` — and nothing else, so
    /// a tokenization running at the same time keeps its payment method; false when the session is gone.
    func updateDetails(of session: CheckoutSessionRecord) throws -> Bool {
        let values = session.values
        return try database.write { connection in
            try connection.run(
                """
                UPDATE checkout_sessions SET amount = ?, currency = ?, buyer_id = ?, metadata = ?, cart_items = ?
                WHERE id = ?
                """,
                [values[3], values[4], values[5], values[6], values[7], .text(session.id)]) == 1
        }
    }

    /// Records `paymentMethod` (and the stored method's id, if any) as what session `id` tokenized last;
    /// false when the session is gone.
    func link(sessionID id: String, methodID: String?, paymentMethod: JSONValue) throws -> Bool {
        try database.write { connection in try Self.link(connection, id, methodID, paymentMethod) }
    }

    /// The update behind ``link(sessionID:methodID:paymentMethod:)``, inside the caller's transaction.
    static func link(_ connection: Connection, _ id: String, _ methodID: String?, _ method: JSONValue) throws -> Bool {
        try connection.run(
            "UPDATE checkout_sessions SET payment_method_id = ?, payment_method = ? WHERE id = ?",
            [SQLiteValue(methodID), .text(String(decoding: method.compactData, as: UTF8.self)), .text(id)]) == 1
    }

    /// The session `id`, or nil.
    func session(id: String) throws -> CheckoutSessionRecord? {
        try database.read { connection in
            try connection.query("SELECT * FROM checkout_sessions WHERE id = ?", [.text(id)]).first
                .map(CheckoutSessionRecord.init(row:))
        }
    }

    /// Deletes the session `id`; false when there was none.
    func deleteSession(id: String) throws -> Bool {
        try database.write { connection in
            try connection.run("DELETE FROM checkout_sessions WHERE id = ?", [.text(id)]) > 0
        }
    }

    /// Inserts `buyer`; false (and nothing stored) when its external identifier is taken.
    func insert(_ buyer: BuyerRecord) throws -> Bool {
        try database.write { connection in
            if let external = buyer.externalIdentifier,
                try connection.scalar("SELECT COUNT(*) FROM buyers WHERE external_identifier = ?", [.text(external)])
                    .int != 0
            {
                return false
            }
            try connection.run(
                "INSERT INTO buyers (id, external_identifier, display_name, billing_details, created_at) VALUES (?,?,?,?,?)",
                [
                    .text(buyer.id), SQLiteValue(buyer.externalIdentifier), SQLiteValue(buyer.displayName),
                    buyer.billingDetails.map { .text(String(decoding: $0.compactData, as: UTF8.self)) } ?? .null,
                    .real(buyer.createdAt.timeIntervalSince1970),
                ])
            return true
        }
    }

    /// The buyer with this id or external identifier, or nil.
    func buyer(id: String? = nil, externalIdentifier: String? = nil) throws -> BuyerRecord? {
        try database.read { connection in
            let rows =
                if let id {
                    try connection.query("SELECT * FROM buyers WHERE id = ?", [.text(id)])
                } else {
                    try connection.query(
                        "SELECT * FROM buyers WHERE external_identifier = ?", [SQLiteValue(externalIdentifier)])
                }
            return rows.first.map(BuyerRecord.init(row:))
        }
    }

    static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}
