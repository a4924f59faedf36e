import Foundation
import SQLite

extension WalletStore {
    /// A payment key as the token service issues it, before sealing.
    struct IssuedKey: Sendable {
        var id: String
        var key: Data
        var maxUses: Int
        var expiresAt: Date?
        var auxiliary: Bool
    }

    /// A key taken for one payment: its id, use counter and bytes.
    struct TakenKey: Sendable {
        var id: String
        var atc: Int
        var key: Data
    }

    /// Adds a batch of keys (sealed under the wallet key) to a card, drops its keys that are used up or
    /// expired, records the service's replenishment threshold and finishes the intent that fetched the
    /// batch, in one transaction. Keys already there are kept as they are, so applying the same batch
    /// again (a replayed answer) changes nothing.
    func addKeys(
        of cardID: String, _ keys: [IssuedKey], threshold: Int, now: Date, finishing requestID: String
    ) throws(WalletError) {
        let sealed: [(IssuedKey, Data)]
        do {
            sealed = try keys.map { ($0, try key.seal($0.key, context: "payment_key:\($0.id)")) }
        } catch {
            throw .storeFailed("cannot seal a payment key: \(error)")
        }
        try write { connection in
            guard try hasIntent(requestID, in: connection),
                try connection.scalar("SELECT COUNT(*) FROM cards WHERE id = ?", [.text(cardID)]).int == 1
            else { return try finish(requestID, in: connection) }
            try connection.run(
                "DELETE FROM payment_keys WHERE card_id = ? AND (uses >= max_uses OR expires_at <= ?)",
                [.text(cardID), .real(now.timeIntervalSince1970)])
            try connection.run(
                "UPDATE cards SET threshold = ? WHERE id = ?", [.integer(Int64(threshold)), .text(cardID)])
            for (issued, box) in sealed {
                try connection.run(
                    """
                    INSERT OR IGNORE INTO payment_keys (id, card_id, auxiliary, sealed, max_uses, expires_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                    [
                        .text(issued.id), .text(cardID), .integer(issued.auxiliary ? 1 : 0), .blob(box),
                        .integer(Int64(issued.maxUses)), SQLiteValue(issued.expiresAt?.timeIntervalSince1970),
                    ])
            }
            try finish(requestID, in: connection)
        }
    }

    /// Payments left on a card's unexpired keys of one scheme, and the earliest expiry among them.
    func paymentsLeft(of cardID: String, auxiliary: Bool, now: Date) throws(WalletError) -> (UInt, Date?) {
        try read { connection in
            let row = try connection.query(
                """
                SELECT COALESCE(SUM(max_uses - uses), 0) AS left, MIN(expires_at) AS expiry FROM payment_keys
                WHERE card_id = ? AND auxiliary = ? AND uses < max_uses AND (expires_at IS NULL OR expires_at > ?)
                """, [.text(cardID), .integer(auxiliary ? 1 : 0), .real(now.timeIntervalSince1970)]
            ).first
            let left = UInt(max(0, row?["left"].int ?? 0))
            return (left, row?["expiry"].double.map(Date.init(timeIntervalSince1970:)))
        }
    }

    /// Takes one use of a card's oldest usable key and records the payment's intent, made by `intent`
    /// from the taken key, in one transaction; nil when no key is left. The use is counted before the
    /// payment is sent, so a key use is never sent twice, and the intent lets the next command settle
    /// a payment a crash interrupted (or give the use back when the service refused it unseen).
    func takeKey(
        of cardID: String, auxiliary: Bool, now: Date, intent: (TakenKey) throws -> Intent
    ) throws(WalletError) -> Intent? {
        try write { connection -> Intent? in
            guard
                let row = try connection.query(
                    """
                    SELECT id, uses, sealed FROM payment_keys WHERE card_id = ? AND auxiliary = ? AND uses < max_uses
                    AND (expires_at IS NULL OR expires_at > ?) ORDER BY rowid LIMIT 1
                    """, [.text(cardID), .integer(auxiliary ? 1 : 0), .real(now.timeIntervalSince1970)]
                ).first, let id = row["id"].string, let uses = row["uses"].int, let sealed = row["sealed"].data
            else { return nil }
            guard let bytes = try? key.open(sealed, context: "payment_key:\(id)") else {
                throw WalletError.walletKeyMismatch(path: path)
            }
            let made = try intent(TakenKey(id: id, atc: uses, key: bytes))
            try connection.run("UPDATE payment_keys SET uses = uses + 1 WHERE id = ?", [.text(id)])
            try record(made, at: now, in: connection)
            return made
        }
    }

    /// Gives back the key use of a payment the token service refused without counting it (the use was
    /// the key's last one taken), and finishes its intent, in one transaction.
    func returnKeyUse(keyID: String, atc: Int, finishing requestID: String) throws(WalletError) {
        try write { connection in
            guard try hasIntent(requestID, in: connection) else { return }
            try connection.run(
                "UPDATE payment_keys SET uses = uses - 1 WHERE id = ? AND uses = ?",
                [.text(keyID), .integer(Int64(atc + 1))])
            try finish(requestID, in: connection)
        }
    }
}
