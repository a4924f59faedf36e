import Foundation
import SQLite

extension WalletStore {
    /// Every card, oldest first.
    func cards() throws(WalletError) -> [CardRecord] {
        let rows = try read { connection in try connection.query("SELECT * FROM cards ORDER BY created_at, rowid") }
        return try rows.map { row throws(WalletError) in try CardRecord(row) }
    }

    /// The SQL of ``cardSummaries()``: what a ``DigitalCard`` needs up front, in list order.
    static let summarySQL = "SELECT id, aux_scheme FROM cards ORDER BY created_at, rowid"

    /// Every card's id and whether it is co-badged, oldest first: all ``DigitalCard`` holds (its getters
    /// read the rest when asked, so they are never stale).
    func cardSummaries() throws(WalletError) -> [(id: String, coBadged: Bool)] {
        try read { connection in
            try connection.query(Self.summarySQL).map { ($0[0].string ?? "", !$0[1].isNull) }
        }
    }

    /// The card `id`, or nil.
    func card(_ id: String) throws(WalletError) -> CardRecord? {
        let row = try read { connection in try connection.query("SELECT * FROM cards WHERE id = ?", [.text(id)]).first }
        return try row.map { row throws(WalletError) in try CardRecord(row) }
    }

    /// The card of token `reference`, or nil.
    func card(tokenReference reference: String) throws(WalletError) -> CardRecord? {
        let row = try read { connection in
            try connection.query("SELECT * FROM cards WHERE token_ref = ?", [.text(reference)]).first
        }
        return try row.map { row throws(WalletError) in try CardRecord(row) }
    }

    /// The card `id`, or ``WalletError/unknownDigitalCardID(_:)``.
    func existingCard(_ id: String) throws(WalletError) -> CardRecord {
        guard let card = try card(id) else { throw .unknownDigitalCardID(id) }
        return card
    }

    /// Adds a card.
    func insert(_ card: CardRecord) throws(WalletError) {
        let columns = card.columns
        let names = columns.map(\.0).joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        _ = try write { connection in
            try connection.run("INSERT INTO cards (\(names)) VALUES (\(marks))", columns.map(\.1))
        }
    }

    /// Sets a card's state; retiring a card also drops its keys. Returns false when the card is gone. With
    /// `pushID`, records that push message as applied in the same transaction.
    @discardableResult
    func setState(_ id: String, _ state: DigitalCard.State, pushID: Int? = nil) throws(WalletError) -> Bool {
        try write { connection in
            if let pushID { try setSetting("last_push_id", String(pushID), in: connection) }
            let changed = try connection.run(
                "UPDATE cards SET state = ?, idv_selected = NULL WHERE id = ?",
                [.integer(Int64(state.rawValue)), .text(id)])
            if state == .retired {
                try connection.run("DELETE FROM payment_keys WHERE card_id = ?", [.text(id)])
                try connection.run("UPDATE cards SET is_default = 0 WHERE id = ?", [.text(id)])
            }
            return changed == 1
        }
    }

    /// Records the ID&V method the cardholder chose.
    func setSelectedIDV(_ id: String, method: String?) throws(WalletError) {
        _ = try write { connection in
            try connection.run("UPDATE cards SET idv_selected = ? WHERE id = ?", [SQLiteValue(method), .text(id)])
        }
    }

    /// Removes a card and its keys; returns whether it was there. With `pushID`, records that push
    /// message as applied in the same transaction.
    @discardableResult
    func delete(_ id: String, pushID: Int? = nil) throws(WalletError) -> Bool {
        try write { connection in
            if let pushID { try setSetting("last_push_id", String(pushID), in: connection) }
            return try connection.run("DELETE FROM cards WHERE id = ?", [.text(id)]) == 1
        }
    }

    /// Makes `id` the only default card.
    func setDefault(_ id: String) throws(WalletError) {
        _ = try write { connection in
            try connection.run("UPDATE cards SET is_default = 0 WHERE is_default = 1 AND id != ?", [.text(id)])
            try connection.run("UPDATE cards SET is_default = 1 WHERE id = ?", [.text(id)])
        }
    }

    /// Clears the default card; returns whether there was one.
    func unsetDefault() throws(WalletError) -> Bool {
        try write { connection in try connection.run("UPDATE cards SET is_default = 0 WHERE is_default = 1") > 0 }
    }

    /// A text setting, or nil.
    func setting(_ key: String) throws(WalletError) -> String? {
        try read { connection in
            try connection.scalar("SELECT value FROM meta WHERE key = ?", [.text(key)]).data.map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    /// Stores a text setting.
    func setSetting(_ key: String, _ value: String, in connection: Connection) throws {
        try connection.run(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [.text(key), .blob(Data(value.utf8))])
    }
}
