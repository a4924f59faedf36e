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

    /// Replaces every key of a card with `keys`, sealed under the wallet key, and records the service's
    /// replenishment threshold, in one transaction.
    func replaceKeys(of cardID: String, with keys: [IssuedKey], threshold: Int) throws(WalletError) {
        let sealed: [(IssuedKey, Data)]
        do {
            sealed = try keys.map { ($0, try key.seal($0.key, context: "payment_key:\($0.id)")) }
        } catch {
            throw .storeFailed("cannot seal a payment key: \(error)")
        }
        try write { connection in
            try connection.run("DELETE FROM payment_keys WHERE card_id = ?", [.text(cardID)])
            try connection.run(
                "UPDATE cards SET threshold = ? WHERE id = ?", [.integer(Int64(threshold)), .text(cardID)])
            for (issued, box) in sealed {
                try connection.run(
                    "INSERT INTO payment_keys (id, card_id, auxiliary, sealed, max_uses, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        .text(issued.id), .text(cardID), .integer(issued.auxiliary ? 1 : 0), .blob(box),
                        .integer(Int64(issued.maxUses)), SQLiteValue(issued.expiresAt?.timeIntervalSince1970),
                    ])
            }
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

    /// Takes one use of a card's oldest usable key (counting it as used, committed before the payment is
    /// sent, so a key is never used twice), or nil when none is left.
    func takeKey(of cardID: String, auxiliary: Bool, now: Date) throws(WalletError) -> TakenKey? {
        let taken: (String, Int, Data)? = try write { connection in
            guard
                let row = try connection.query(
                    """
                    SELECT id, uses, sealed FROM payment_keys WHERE card_id = ? AND auxiliary = ? AND uses < max_uses
                    AND (expires_at IS NULL OR expires_at > ?) ORDER BY rowid LIMIT 1
                    """, [.text(cardID), .integer(auxiliary ? 1 : 0), .real(now.timeIntervalSince1970)]
                ).first, let id = row["id"].string, let uses = row["uses"].int, let sealed = row["sealed"].data
            else { return nil }
            try connection.run("UPDATE payment_keys SET uses = uses + 1 WHERE id = ?", [.text(id)])
            return (id, uses, sealed)
        }
        guard let (id, atc, sealed) = taken else { return nil }
        do {
            return TakenKey(id: id, atc: atc, key: try key.open(sealed, context: "payment_key:\(id)"))
        } catch {
            throw .walletKeyMismatch(path: path)
        }
    }
}
