import Foundation
import SQLite
import TesseraCore

extension SandboxStore {
    /// The migration that adds webhook subscriptions and the outbox: each event, one delivery of it per
    /// subscription that receives it, and every attempt of each delivery.
    static let webhooksMigration = Migrator.Migration(
        version: 8, name: "webhook subscriptions, events, deliveries and attempts",
        sql: """
            CREATE TABLE webhook_subscriptions (
                id TEXT PRIMARY KEY, merchant_account_id TEXT, url TEXT NOT NULL, active INTEGER NOT NULL,
                authentication TEXT, secret TEXT NOT NULL, previous_secret TEXT, previous_secret_expires_at REAL,
                created_at REAL NOT NULL);
            CREATE TABLE webhook_events (
                id TEXT PRIMARY KEY, merchant_account_id TEXT NOT NULL, name TEXT NOT NULL,
                created_at REAL NOT NULL, payload BLOB NOT NULL);
            CREATE TABLE webhook_deliveries (
                id TEXT PRIMARY KEY, event_id TEXT NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
                subscription_id TEXT NOT NULL, url TEXT NOT NULL, state TEXT NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at REAL NOT NULL, created_at REAL NOT NULL);
            CREATE INDEX webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);
            CREATE TABLE webhook_attempts (
                delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
                attempted_at REAL NOT NULL, status INTEGER, error TEXT);
            CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id);
            """)

    /// Writes the events `make` returns to the outbox with one pending delivery per active subscription of
    /// `account` or of the whole instance, inside the caller's SQLite transaction: the state change that
    /// made the events and the events themselves are stored together or not at all. With no subscription
    /// the events are not even made (no ids drawn, no target rendered). `prepared` holds the events and
    /// their payloads when the caller made them before the transaction (they must not depend on what it
    /// reads); `make` is not called then.
    func enqueue(
        account: String, _ connection: Connection, makeID: IDGenerator,
        prepared: [(event: WebhookEvent, payload: Data)]? = nil, _ make: () -> [WebhookEvent]
    ) throws {
        let subscriptions = try connection.query(
            """
            SELECT id, url FROM webhook_subscriptions
            WHERE active = 1 AND (merchant_account_id IS NULL OR merchant_account_id = ?) ORDER BY created_at
            """, [.text(account)])
        subscriptionsSeen.withLock { $0 = !subscriptions.isEmpty }
        guard !subscriptions.isEmpty else { return }
        for (event, payload) in prepared ?? make().map({ ($0, $0.payload) }) {
            let created = SQLiteValue.real(event.createdAt.timeIntervalSince1970)
            _ = try connection.run(
                "INSERT INTO webhook_events (id, merchant_account_id, name, created_at, payload) VALUES (?,?,?,?,?)",
                [.text(event.id), .text(event.merchantAccountID), .text(event.name), created, .blob(payload)])
            for subscription in subscriptions {
                _ = try connection.run(
                    """
                    INSERT INTO webhook_deliveries (id, event_id, subscription_id, url, state, next_attempt_at,
                    created_at) VALUES (?,?,?,?,'pending',?,?)
                    """,
                    [
                        .text(makeID().uuidString.lowercased()), .text(event.id), subscription["id"],
                        subscription["url"], created, created,
                    ])
            }
        }
    }

    // MARK: Subscriptions

    /// Stores the new `subscription`.
    func insert(_ subscription: WebhookSubscriptionRecord) throws {
        try database.write { connection in
            _ = try connection.run(
                """
                INSERT INTO webhook_subscriptions (\(WebhookSubscriptionRecord.columns))
                VALUES (\(Self.marks(subscription.values.count)))
                """, subscription.values)
        }
    }

    /// The subscription `id` seen by `account` (its own and the instance's; nil sees only the instance's).
    func webhookSubscription(id: String, account: String?) throws -> WebhookSubscriptionRecord? {
        try database.read { connection in
            try Self.webhookSubscription(id: id, account: account, connection)
        }
    }

    private static func webhookSubscription(id: String, account: String?, _ connection: Connection) throws
        -> WebhookSubscriptionRecord?
    {
        try connection.query(
            "SELECT * FROM webhook_subscriptions WHERE id = ? AND merchant_account_id IS ?",
            [.text(id), SQLiteValue(account)]
        ).first.map(WebhookSubscriptionRecord.init(row:))
    }

    /// Up to `limit` subscriptions of `account` (nil: the instance's) from `offset`, newest first.
    func webhookSubscriptions(account: String?, offset: Int, limit: Int) throws -> [WebhookSubscriptionRecord] {
        try database.read { connection in
            try connection.query(
                """
                SELECT * FROM webhook_subscriptions WHERE merchant_account_id IS ?
                ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?
                """, [SQLiteValue(account), .integer(Int64(limit)), .integer(Int64(offset))]
            ).map(WebhookSubscriptionRecord.init(row:))
        }
    }

    /// Reads subscription `id` of `account`, lets `change` update it and stores the result in one SQLite
    /// transaction; nil when there is no such subscription.
    func changeWebhookSubscription(
        id: String, account: String?, _ change: (inout WebhookSubscriptionRecord) throws -> Void
    ) throws -> WebhookSubscriptionRecord? {
        try database.write { connection in
            guard var subscription = try Self.webhookSubscription(id: id, account: account, connection) else {
                return nil
            }
            try change(&subscription)
            let values = subscription.values
            _ = try connection.run(
                """
                UPDATE webhook_subscriptions SET url = ?, active = ?, authentication = ?, secret = ?,
                previous_secret = ?, previous_secret_expires_at = ? WHERE id = ?
                """, [values[2], values[3], values[4], values[5], values[6], values[7], .text(subscription.id)])
            return subscription
        }
    }

    /// Deletes subscription `id` of `account` and gives up its pending deliveries; false when there is none.
    func deleteWebhookSubscription(id: String, account: String?, at date: Date) throws -> Bool {
        try database.write { connection in
            let deleted = try connection.run(
                "DELETE FROM webhook_subscriptions WHERE id = ? AND merchant_account_id IS ?",
                [.text(id), SQLiteValue(account)])
            guard deleted > 0 else { return false }
            _ = try connection.run(
                "UPDATE webhook_deliveries SET state = 'failed' WHERE subscription_id = ? AND state = 'pending'",
                [.text(id)])
            return true
        }
    }
}
