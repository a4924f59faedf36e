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

    /// Adds a card unless one with its id is there already (a replayed digitization adds it once).
    func insert(_ card: CardRecord, in connection: Connection) throws {
        let columns = card.columns
        let names = columns.map(\.0).joined(separator: ", ")
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        try connection.run("INSERT OR IGNORE INTO cards (\(names)) VALUES (\(marks))", columns.map(\.1))
    }

    /// Sets a card's state (retiring a card also drops its keys), or deletes it, within the transaction of
    /// `connection`. Returns false when the card is gone.
    @discardableResult
    func change(_ id: String, _ change: CardChange, in connection: Connection) throws -> Bool {
        guard case .state(let state) = change else {
            return try connection.run("DELETE FROM cards WHERE id = ?", [.text(id)]) == 1
        }
        let changed = try connection.run(
            "UPDATE cards SET state = ?, idv_selected = NULL WHERE id = ?",
            [.integer(Int64(state.rawValue)), .text(id)])
        if state == .retired {
            try connection.run("DELETE FROM payment_keys WHERE card_id = ?", [.text(id)])
            try connection.run("UPDATE cards SET is_default = 0 WHERE id = ?", [.text(id)])
        }
        return changed == 1
    }

    /// Applies `change` to a card and, with `pushID`, records that push message as applied, in one
    /// transaction. Returns false when the card is gone.
    @discardableResult
    func apply(_ change: CardChange, to id: String, pushID: Int? = nil) throws(WalletError) -> Bool {
        try write { connection in
            if let pushID { try setSetting("last_push_id", String(pushID), in: connection) }
            return try self.change(id, change, in: connection)
        }
    }

    /// Records the ID&V method the cardholder chose and finishes the intent that sent its code.
    func setSelectedIDV(_ id: String, method: String?, finishing requestID: String) throws(WalletError) {
        try write { connection in
            try connection.run("UPDATE cards SET idv_selected = ? WHERE id = ?", [SQLiteValue(method), .text(id)])
            try finish(requestID, in: connection)
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

/// What a token status from the token service does to the wallet's card.
enum CardChange: Sendable, Equatable {
    /// The card takes this state.
    case state(DigitalCard.State)
    /// The card leaves the wallet (the token is deactivated).
    case delete

    /// The change of a wire token status (`ACTIVE`, `SUSPENDED`, `INACTIVE`, `RETIRED`, `DEACTIVATED`), or nil.
    init?(status: String) {
        switch status {
        case "ACTIVE": self = .state(.active)
        case "SUSPENDED": self = .state(.suspended)
        case "INACTIVE": self = .state(.inactive)
        case "RETIRED": self = .state(.retired)
        case "DEACTIVATED": self = .delete
        default: return nil
        }
    }
}

extension WalletStore {
    /// Records the enrollment: the wallet id, its secret (sealed under the wallet key) and the service's
    /// card encryption key; a wallet already enrolled keeps its first enrollment.
    func enroll(walletID: String, secret: Data, cardEncryptionKey: String) throws(WalletError) {
        let sealed: Data
        do {
            sealed = try key.seal(secret, context: "wallet_secret")
        } catch {
            throw .storeFailed("cannot seal the wallet secret: \(error)")
        }
        try write { connection in
            guard try connection.scalar("SELECT value FROM meta WHERE key = 'wallet_id'").isNull else { return }
            try setSetting("wallet_id", walletID, in: connection)
            try setSetting("card_encryption_key", cardEncryptionKey, in: connection)
            try connection.run("INSERT INTO meta (key, value) VALUES ('wallet_secret', ?)", [.blob(sealed)])
        }
    }

    /// The signer of the enrolled wallet's requests, or nil before enrollment.
    func signer() throws -> RequestSigner? {
        let (id, sealed) = try read { connection in
            (
                try connection.scalar("SELECT value FROM meta WHERE key = 'wallet_id'").data,
                try connection.scalar("SELECT value FROM meta WHERE key = 'wallet_secret'").data
            )
        }
        guard let id, let sealed else { return nil }
        return RequestSigner(
            consumerKey: String(decoding: id, as: UTF8.self), secret: try key.open(sealed, context: "wallet_secret"))
    }
}
