import Foundation
import SQLite
import TesseraCore

extension SandboxStore {
    /// The migration that adds transactions, their refunds and events, idempotency keys, and a session's
    /// 3-D Secure outcome and the transaction that used it.
    static let transactionsMigration = Migrator.Migration(
        version: 5, name: "transactions, refunds, events and idempotency keys",
        sql: """
            ALTER TABLE checkout_sessions ADD COLUMN three_d_secure TEXT;
            ALTER TABLE checkout_sessions ADD COLUMN transaction_id TEXT;
            CREATE TABLE transactions (
                id TEXT PRIMARY KEY, merchant_account_id TEXT NOT NULL, created_at REAL NOT NULL,
                updated_at REAL NOT NULL, status TEXT NOT NULL, intent TEXT NOT NULL, amount INTEGER NOT NULL,
                currency TEXT NOT NULL, authorized_amount INTEGER NOT NULL, captured_amount INTEGER NOT NULL,
                refunded_amount INTEGER NOT NULL, authorized_at REAL, captured_at REAL, voided_at REAL,
                canceled_at REAL, buyer_id TEXT, buyer_external_identifier TEXT, checkout_session_id TEXT,
                payment_method_id TEXT, external_identifier TEXT, metadata TEXT,
                payment_service_transaction_id TEXT, details TEXT NOT NULL);
            CREATE INDEX transactions_account_created ON transactions (merchant_account_id, created_at);
            CREATE TABLE refunds (
                id TEXT PRIMARY KEY, transaction_id TEXT NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
                created_at REAL NOT NULL, amount INTEGER NOT NULL, currency TEXT NOT NULL, reason TEXT,
                external_identifier TEXT);
            CREATE INDEX refunds_transaction ON refunds (transaction_id);
            CREATE TABLE transaction_events (
                id TEXT PRIMARY KEY, transaction_id TEXT NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
                created_at REAL NOT NULL, name TEXT NOT NULL, context TEXT NOT NULL);
            CREATE INDEX transaction_events_transaction ON transaction_events (transaction_id);
            CREATE TABLE idempotency_keys (
                merchant_account_id TEXT NOT NULL, operation TEXT NOT NULL, key TEXT NOT NULL,
                request_hash TEXT NOT NULL, created_at REAL NOT NULL, status INTEGER, response TEXT,
                PRIMARY KEY (merchant_account_id, operation, key));
            """)

    /// What a new transaction's insert found.
    enum TransactionInsert: Equatable {
        case inserted
        /// The checkout session paid with is gone.
        case sessionGone
        /// The checkout session already paid for the transaction with this id.
        case sessionUsed(by: String)
    }

    /// Inserts `transaction` with `events` and its webhook events, marks the checkout session it was paid
    /// with as used, and records `response` as the answer to `claim` — all in one SQLite transaction, so a
    /// crash leaves either all of it or none. Throws ``IdempotencyRace`` (and stores nothing) when the request no
    /// longer holds `claim`.
    ///
    /// `response` is the transaction's JSON as its `GET` answers it, encoded by the caller before the write
    /// lock is taken: the webhook events' target is those bytes. The rows are encoded before the lock too,
    /// and so are the webhook events with their payloads while subscriptions are seen (``subscriptionsSeen``).
    func insert(
        _ transaction: TransactionRecord, events: [TransactionEventRecord], claim: IdempotencyClaim?,
        response: (status: Int, body: Data), environment: SandboxEnvironment
    ) throws -> TransactionInsert {
        let row = transaction.values
        let eventRows = events.map(\.values)
        let webhookEvents = {
            environment.webhookEvents(before: nil, after: transaction, refund: nil, encoded: response.body)
        }
        let prepared = subscriptionsSeen.value ? webhookEvents().map { ($0, $0.payload) } : nil
        return try database.write { connection in
            try Self.ensureClaimed(claim, connection)
            if let session = transaction.checkoutSessionID {
                let row = try connection.query(
                    "SELECT transaction_id FROM checkout_sessions WHERE id = ? AND merchant_account_id = ?",
                    [.text(session), .text(transaction.merchantAccountID)]
                ).first
                guard let row else { return .sessionGone }
                if let used = row["transaction_id"].string { return .sessionUsed(by: used) }
                try connection.run(
                    "UPDATE checkout_sessions SET transaction_id = ? WHERE id = ?",
                    [.text(transaction.id), .text(session)])
            }
            try connection.run(
                "INSERT INTO transactions (\(TransactionRecord.columns)) VALUES (\(Self.marks(TransactionRecord.columnCount)))",
                row)
            try Self.insert(eventRows, connection)
            try enqueue(
                account: transaction.merchantAccountID, connection, makeID: environment.makeID, prepared: prepared,
                webhookEvents)
            try Self.finish(claim, response: response, at: transaction.createdAt, connection)
            return .inserted
        }
    }

    /// What one change of a transaction produced: the answer, and the refund and events to store.
    struct TransactionChange {
        var response: (status: Int, body: JSONValue)
        var refund: RefundRecord?
        var events: [TransactionEventRecord] = []
    }

    /// Reads the transaction `id` of `account`, lets `change` update it, and stores the result with the
    /// change's refund, events and webhook events and its answer to `claim`, in one SQLite transaction: a second change
    /// (a concurrent capture) sees the first one's result. The answer, encoded once for the client and the
    /// idempotency key, or nil when there is no such transaction; an error `change` throws rolls everything back.
    func changeTransaction(
        id: String, account: String, claim: IdempotencyClaim?, environment: SandboxEnvironment,
        _ change: (inout TransactionRecord) throws -> TransactionChange
    ) throws -> (status: Int, body: Data)? {
        try database.write { connection in
            try Self.ensureClaimed(claim, connection)
            guard
                var transaction = try connection.query(
                    "SELECT * FROM transactions WHERE id = ? AND merchant_account_id = ?", [.text(id), .text(account)]
                ).first.map(TransactionRecord.init(row:))
            else { return nil }
            let before = transaction
            let result = try change(&transaction)
            try connection.run(
                "UPDATE transactions SET \(Self.transactionAssignments) WHERE id = ?",
                Array(transaction.values.dropFirst()) + [.text(transaction.id)])
            if let refund = result.refund {
                try connection.run(
                    "INSERT INTO refunds (\(RefundRecord.columns)) VALUES (\(Self.marks(RefundRecord.columnCount)))",
                    refund.values)
            }
            try Self.insert(result.events.map(\.values), connection)
            try enqueue(account: account, connection, makeID: environment.makeID) {
                environment.webhookEvents(before: before, after: transaction, refund: result.refund)
            }
            let response = (status: result.response.status, body: result.response.body.compactData)
            try Self.finish(claim, response: response, at: transaction.updatedAt, connection)
            return response
        }
    }

    /// `column = ?` for every column but the id, in ``TransactionRecord/columns`` order. (An update, not
    /// `INSERT OR REPLACE`: a replace deletes the row first, and with it the refunds and events.)
    private static let transactionAssignments = TransactionRecord.columns.split(separator: ",").dropFirst()
        .map { "\($0.trimmingCharacters(in: .whitespaces)) = ?" }.joined(separator: ", ")

    /// Inserts events given as their ``TransactionEventRecord/values``.
    private static func insert(_ events: [[SQLiteValue]], _ connection: Connection) throws {
        for values in events {
            try connection.run(
                "INSERT INTO transaction_events (id, transaction_id, created_at, name, context) VALUES (?,?,?,?,?)",
                values)
        }
    }

    /// The transaction `id` of `account`, or nil.
    func transaction(id: String, account: String) throws -> TransactionRecord? {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM transactions WHERE id = ? AND merchant_account_id = ?", [.text(id), .text(account)]
            ).first.map(TransactionRecord.init(row:))
        }
    }

    /// Up to `limit` transactions matching `filter`, newest first, from `offset`.
    func transactions(_ filter: TransactionFilter, offset: Int, limit: Int) throws -> [TransactionRecord] {
        let (conditions, values) = filter.sql
        let sql = """
            SELECT * FROM transactions WHERE \(conditions) ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?
            """
        let arguments = values + [.integer(Int64(limit)), .integer(Int64(offset))]
        return try database.read { connection in
            try connection.query(sql, arguments).map(TransactionRecord.init(row:))
        }
    }

    /// The refunds of transaction `id`, oldest first.
    func refunds(transactionID id: String) throws -> [RefundRecord] {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM refunds WHERE transaction_id = ? ORDER BY created_at, rowid", [.text(id)]
            ).map(RefundRecord.init(row:))
        }
    }

    /// Up to `limit` events of transaction `id` from `offset`, oldest first.
    func events(transactionID id: String, offset: Int, limit: Int) throws -> [TransactionEventRecord] {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM transaction_events WHERE transaction_id = ? ORDER BY rowid LIMIT ? OFFSET ?",
                [.text(id), .integer(Int64(limit)), .integer(Int64(offset))]
            ).map(TransactionEventRecord.init(row:))
        }
    }

    /// Records the 3-D Secure outcome of `session` (the `three_d_secure` a transaction paid with it
    /// carries); false when the session is gone.
    func recordThreeDSecure(of session: CheckoutSessionRecord, _ outcome: JSONValue) throws -> Bool {
        try database.write { connection in
            try connection.run(
                "UPDATE checkout_sessions SET three_d_secure = ? WHERE id = ? AND merchant_account_id = ?",
                [SQLiteValue(json: outcome), .text(session.id), .text(session.merchantAccountID)]) == 1
        }
    }

    /// The recorded 3-D Secure outcome of `session` and the transaction that used it.
    func sessionPayment(of session: CheckoutSessionRecord) throws -> (threeDSecure: JSONValue?, transactionID: String?)
    {
        try database.read { connection in
            let row = try connection.query(
                "SELECT three_d_secure, transaction_id FROM checkout_sessions WHERE id = ? AND merchant_account_id = ?",
                [.text(session.id), .text(session.merchantAccountID)]
            ).first
            return (row.flatMap { $0["three_d_secure"].json }, row?["transaction_id"].string)
        }
    }
}
