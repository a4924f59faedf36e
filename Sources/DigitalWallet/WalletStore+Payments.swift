import Foundation
import SQLite

extension WalletStore {
    /// A payment intent not yet settled, and when it was recorded.
    struct PendingPayment: Sendable {
        var intent: Intent
        var request: Wire.TransactRequest
        var createdAt: Date
    }

    /// The unsettled payment intents, oldest first.
    func pendingPayments() throws(WalletError) -> [PendingPayment] {
        let created = try read { connection -> [Row] in
            try connection.query("SELECT request_id, created_at FROM intents WHERE kind = 'pay'")
        }
        guard !created.isEmpty else { return [] }
        let times = Dictionary(
            created.compactMap { row in row["request_id"].string.map { ($0, row["created_at"].double ?? 0) } },
            uniquingKeysWith: { first, _ in first })
        var payments: [PendingPayment] = []
        for intent in try intents() where intent.kind == .pay {
            guard let time = times[intent.requestID] else { continue }
            guard let request = try? JSONDecoder().decode(Wire.TransactRequest.self, from: intent.body) else {
                throw .storeCorrupt(path: path, detail: "a payment intent's request cannot be read")
            }
            payments.append(
                PendingPayment(intent: intent, request: request, createdAt: Date(timeIntervalSince1970: time)))
        }
        return payments
    }

    /// When the payment key `id` expires; nil for a key without expiry or one no longer kept.
    func keyExpiry(_ id: String) throws(WalletError) -> Date? {
        try read { connection in
            try connection.scalar("SELECT expires_at FROM payment_keys WHERE id = ?", [.text(id)]).double
        }.map(Date.init(timeIntervalSince1970:))
    }

    /// Whether the payment intent `requestID` is still unsettled.
    func hasIntent(_ requestID: String) throws(WalletError) -> Bool {
        try read { connection in try hasIntent(requestID, in: connection) }
    }

    /// Settles a payment intent with the token service's answer, in one transaction: finishes it, gives its
    /// key use back when the payment was cancelled (if it is still the key's last use taken; otherwise the
    /// use stays spent, which costs one use and nothing else), and keeps `recovered` for announcement.
    /// Returns false, changing nothing, when the intent was already settled.
    func settlePayment(_ payment: PendingPayment, cancelled: Bool, recovered: RecoveredRecord?) throws(WalletError)
        -> Bool
    {
        try write { connection -> Bool in
            guard try hasIntent(payment.intent.requestID, in: connection) else { return false }
            if cancelled {
                try connection.run(
                    "UPDATE payment_keys SET uses = uses - 1 WHERE id = ? AND uses = ?",
                    [.text(payment.request.credentialId), .integer(Int64(payment.request.atc + 1))])
            }
            if let recovered { try insert(recovered, in: connection) }
            try finish(payment.intent.requestID, in: connection)
            return true
        }
    }

    /// A settled interrupted payment as the store keeps it: its announcement and, while `retryUntil` has not
    /// passed, the outcome a retry of the same payment gets.
    struct RecoveredRecord: Sendable {
        var payment: RecoveredPayment
        var auxiliary: Bool
        var retryUntil: Date
    }

    private func insert(_ record: RecoveredRecord, in connection: Connection) throws {
        let payment = record.payment
        try connection.run(
            "DELETE FROM recovered_payments WHERE announced = 1 AND retry_until < ?",
            [.real(payment.date.timeIntervalSince1970)])
        try connection.run(
            """
            INSERT OR IGNORE INTO recovered_payments (request_id, card_id, pan_last, amount, currency, merchant,
                auxiliary, outcome, transaction_id, at, retry_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(payment.id), .text(payment.digitalCardID), SQLiteValue(payment.panLastDigits),
                .integer(Int64(payment.amount)), .text(payment.currencyCode), .text(payment.merchantName),
                .integer(record.auxiliary ? 1 : 0), .text(payment.outcome.rawValue), SQLiteValue(payment.transactionID),
                .real(payment.date.timeIntervalSince1970), .real(record.retryUntil.timeIntervalSince1970),
            ])
    }

    /// The settled interrupted payments no command has shown yet, oldest first.
    func unannouncedRecoveries() throws(WalletError) -> [RecoveredPayment] {
        try read { connection in
            try connection.query("SELECT * FROM recovered_payments WHERE announced = 0 ORDER BY at, rowid")
        }.compactMap(Self.recovered)
    }

    /// Marks the recovered payments `ids` as shown.
    func markAnnounced(_ ids: [String]) throws(WalletError) {
        try write { connection in
            for id in ids {
                try connection.run("UPDATE recovered_payments SET announced = 1 WHERE request_id = ?", [.text(id)])
            }
        }
    }

    /// Forgets the kept outcome of payment `id` (its outcome was shown when it was made).
    func forgetRecovery(_ id: String) throws(WalletError) {
        try write { connection -> Void in
            try connection.run("DELETE FROM recovered_payments WHERE request_id = ?", [.text(id)])
        }
    }

    /// The approved interrupted payments a retry of the same payment (card, amount, currency, merchant,
    /// scheme) at `now` may get instead of a new charge, newest first.
    func approvedRecoveries(
        card: String, amount: Int, currencyCode: String, merchantName: String, auxiliary: Bool, now: Date
    ) throws(WalletError) -> [RecoveredPayment] {
        try read { connection in
            try connection.query(
                """
                SELECT * FROM recovered_payments WHERE card_id = ? AND amount = ? AND currency = ? AND merchant = ?
                AND auxiliary = ? AND outcome = 'approved' AND retry_until > ? ORDER BY at DESC
                """,
                [
                    .text(card), .integer(Int64(amount)), .text(currencyCode), .text(merchantName),
                    .integer(auxiliary ? 1 : 0), .real(now.timeIntervalSince1970),
                ])
        }.compactMap(Self.recovered)
    }

    private static func recovered(_ row: Row) -> RecoveredPayment? {
        guard let id = row["request_id"].string, let card = row["card_id"].string, let amount = row["amount"].int,
            let currency = row["currency"].string, let merchant = row["merchant"].string,
            let outcome = row["outcome"].string.flatMap(RecoveredPayment.Outcome.init), let at = row["at"].double
        else { return nil }
        return RecoveredPayment(
            id: id, digitalCardID: card, panLastDigits: row["pan_last"].string, amount: amount, currencyCode: currency,
            merchantName: merchant, outcome: outcome, transactionID: row["transaction_id"].string,
            date: Date(timeIntervalSince1970: at))
    }
}
