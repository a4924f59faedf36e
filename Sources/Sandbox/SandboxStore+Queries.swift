import Foundation
import SQLite

extension SandboxStore {
    /// Inserts or replaces `session`.
    func save(_ session: CheckoutSessionRecord) throws {
        try database.write { connection in
            try connection.run(
                "INSERT OR REPLACE INTO checkout_sessions (\(CheckoutSessionRecord.columns)) VALUES (\(Self.marks(10)))",
                session.values)
        }
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
                    buyer.billingDetails.map { .text(String(decoding: $0.encoded, as: UTF8.self)) } ?? .null,
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

    /// The payment method `id`, or nil.
    func paymentMethod(id: String) throws -> StoredPaymentMethod? {
        try database.read { connection in
            try connection.query("SELECT * FROM payment_methods WHERE id = ?", [.text(id)]).first
                .map(StoredPaymentMethod.init(row:))
        }
    }

    /// Stores a tokenized card for `buyerID`: a card with the same fingerprint for the same buyer is
    /// reused and its usage recorded, otherwise `makeNew` is inserted. Also links it to `session`.
    func tokenize(
        fingerprint: String, session: CheckoutSessionRecord, at date: Date, makeNew: () -> StoredPaymentMethod
    ) throws -> StoredPaymentMethod {
        try database.write { connection in
            let existing = try connection.query(
                "SELECT * FROM payment_methods WHERE fingerprint = ? AND buyer_id IS ?",
                [.text(fingerprint), SQLiteValue(session.buyerID)]
            ).first.map(StoredPaymentMethod.init(row:))
            var method = existing ?? makeNew()
            method.recordUse(at: date)
            try connection.run(
                "INSERT OR REPLACE INTO payment_methods (\(StoredPaymentMethod.columns)) VALUES (\(Self.marks(18)))",
                method.values)
            var linked = session
            linked.paymentMethodID = method.id
            linked.paymentMethod = ["method": "card", "id": .string(method.id)]
            try connection.run(
                "INSERT OR REPLACE INTO checkout_sessions (\(CheckoutSessionRecord.columns)) VALUES (\(Self.marks(10)))",
                linked.values)
            return method
        }
    }

    /// Records a use of the stored method `method` and links it to `session`.
    func use(_ method: StoredPaymentMethod, session: CheckoutSessionRecord, at date: Date) throws {
        var used = method
        used.recordUse(at: date)
        var linked = session
        linked.paymentMethodID = method.id
        linked.paymentMethod = ["method": "id", "id": .string(method.id)]
        try database.write { connection in
            try connection.run(
                "INSERT OR REPLACE INTO payment_methods (\(StoredPaymentMethod.columns)) VALUES (\(Self.marks(18)))",
                used.values)
            try connection.run(
                "INSERT OR REPLACE INTO checkout_sessions (\(CheckoutSessionRecord.columns)) VALUES (\(Self.marks(10)))",
                linked.values)
        }
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

    private static func marks(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ",")
    }
}
