import Foundation
import SQLite
import TesseraCore

/// One delivery of one event to one subscription: what the delivery worker sends and records.
public struct WebhookDelivery: Sendable, Equatable {
    /// The delivery's id: its `X-Gr4vy-Webhook-ID`, the same on every attempt and redelivery.
    public var id: String
    /// The event delivered.
    public var eventID: String
    /// The event's name, such as `transaction.captured`.
    public var eventName: String
    /// The subscription delivered to.
    public var subscriptionID: String
    /// Where the delivery goes.
    public var url: String
    /// `pending`, `delivered` or `failed` (the attempts ran out, or the subscription was deleted).
    public var state: String
    /// How many attempts were made.
    public var attempts: Int
    /// When the next attempt is due (for a pending delivery).
    public var nextAttemptAt: Date
    /// When the event happened.
    public var createdAt: Date
    /// The body every attempt sends.
    var payload: Data
}

/// One attempt of a delivery: the receiver's status, or why there was none.
public struct WebhookAttempt: Sendable, Equatable {
    /// When the attempt started.
    public var attemptedAt: Date
    /// The receiver's HTTP status, or nil when it gave none.
    public var status: Int?
    /// Why the attempt failed, or nil when the receiver answered 2xx.
    public var error: String?
}

extension SandboxStore {
    private static let deliveryQuery = """
        SELECT d.*, e.name AS event_name, e.payload FROM webhook_deliveries d
        JOIN webhook_events e ON e.id = d.event_id
        """

    /// Up to `limit` pending deliveries due at `date`, the longest due first.
    func dueWebhookDeliveries(at date: Date, limit: Int) throws -> [WebhookDelivery] {
        try database.read { connection in
            try connection.query(
                "\(Self.deliveryQuery) WHERE d.state = 'pending' AND d.next_attempt_at <= ? "
                    + "ORDER BY d.next_attempt_at, d.rowid LIMIT ?",
                [.real(date.timeIntervalSince1970), .integer(Int64(limit))]
            ).map(Self.delivery(row:))
        }
    }

    /// The deliveries, newest first (up to `limit`); only those of `account`'s events when it is not nil.
    public func webhookDeliveries(limit: Int = 100, account: String? = nil) throws -> [WebhookDelivery] {
        try database.read { connection in
            guard let account else {
                return try connection.query(
                    "\(Self.deliveryQuery) ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?", [.integer(Int64(limit))]
                ).map(Self.delivery(row:))
            }
            return try connection.query(
                "\(Self.deliveryQuery) WHERE e.merchant_account_id = ? ORDER BY d.created_at DESC, d.rowid DESC LIMIT ?",
                [.text(account), .integer(Int64(limit))]
            ).map(Self.delivery(row:))
        }
    }

    /// The attempts of delivery `id`, oldest first.
    public func webhookAttempts(deliveryID id: String) throws -> [WebhookAttempt] {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY rowid", [.text(id)]
            ).map {
                WebhookAttempt(
                    attemptedAt: Date(timeIntervalSince1970: $0["attempted_at"].double ?? 0),
                    status: $0["status"].int, error: $0["error"].string)
            }
        }
    }

    /// Records `attempt` of delivery `id`: delivered when it has no error, else pending until `retryAt`
    /// or failed when that is nil.
    func record(_ attempt: WebhookAttempt, deliveryID id: String, retryAt: Date?) throws {
        let state = attempt.error == nil ? "delivered" : retryAt == nil ? "failed" : "pending"
        try database.write { connection in
            _ = try connection.run(
                "INSERT INTO webhook_attempts (delivery_id, attempted_at, status, error) VALUES (?,?,?,?)",
                [
                    .text(id), .real(attempt.attemptedAt.timeIntervalSince1970), SQLiteValue(attempt.status),
                    SQLiteValue(attempt.error),
                ])
            _ = try connection.run(
                """
                UPDATE webhook_deliveries SET state = ?, attempts = attempts + 1,
                next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?
                """, [.text(state), SQLiteValue(retryAt?.timeIntervalSince1970), .text(id)])
        }
    }

    /// Makes delivery `id` pending again, due at `date` (with the same `X-Gr4vy-Webhook-ID`); false when
    /// there is no such delivery or its subscription is gone.
    public func redeliver(id: String, at date: Date) throws -> Bool {
        try database.write { connection in
            try connection.run(
                """
                UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ? WHERE id = ?
                AND subscription_id IN (SELECT id FROM webhook_subscriptions)
                """, [.real(date.timeIntervalSince1970), .text(id)]) == 1
        }
    }

    /// The subscription a delivery goes to, whatever its scope; nil when it was deleted.
    func webhookSubscription(deliveredBy delivery: WebhookDelivery) throws -> WebhookSubscriptionRecord? {
        try database.read { connection in
            try connection.query("SELECT * FROM webhook_subscriptions WHERE id = ?", [.text(delivery.subscriptionID)])
                .first.map(WebhookSubscriptionRecord.init(row:))
        }
    }

    private static func delivery(row: Row) -> WebhookDelivery {
        WebhookDelivery(
            id: row["id"].string ?? "", eventID: row["event_id"].string ?? "",
            eventName: row["event_name"].string ?? "", subscriptionID: row["subscription_id"].string ?? "",
            url: row["url"].string ?? "", state: row["state"].string ?? "", attempts: row["attempts"].int ?? 0,
            nextAttemptAt: Date(timeIntervalSince1970: row["next_attempt_at"].double ?? 0),
            createdAt: Date(timeIntervalSince1970: row["created_at"].double ?? 0),
            payload: row["payload"].data ?? Data())
    }
}
