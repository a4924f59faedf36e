import Foundation
import SQLite
import TesseraCore

/// What the emulator holds, read for a dashboard: transactions with their history, checkout sessions, buyers
/// with their stored methods and webhook deliveries, each of one merchant account.
///
/// Reading only: changes go through the API (``SandboxHandler``) like any client's. Nothing here holds a card
/// number or security code, since the store keeps neither.
public struct SandboxDashboard: Sendable {
    private let store: SandboxStore

    /// A dashboard over `store`.
    public init(store: SandboxStore) {
        self.store = store
    }

    /// The merchant accounts that own anything in the store, `default` always among them, in order.
    public func accounts() throws -> [String] {
        let rows = try store.database.read { connection in
            try connection.query(
                """
                SELECT merchant_account_id AS id FROM transactions UNION SELECT merchant_account_id FROM checkout_sessions
                UNION SELECT merchant_account_id FROM buyers
                """, [])
        }
        return Set(rows.compactMap { $0["id"].string } + [SandboxHandler.defaultAccount]).sorted()
    }

    /// The transactions of `account` that `query` matches, newest first.
    public func transactions(account: String, query: TransactionQuery = TransactionQuery()) throws -> [Transaction] {
        var filter = TransactionFilter(account: account)
        filter.statuses = query.statuses.map(\.rawValue)
        if let minimum = query.minimumAmount { filter.amounts.append((">=", minimum)) }
        if let maximum = query.maximumAmount { filter.amounts.append(("<=", maximum)) }
        if let buyer = query.buyerID { filter.ids.append(("buyer_id", buyer.lowercased())) }
        return try store.transactions(filter, offset: 0, limit: max(0, query.limit)).map(Self.transaction)
    }

    /// The transaction `id` of `account` with its events, 3-D Secure outcome, payment method and refunds; nil
    /// when `account` has none with that id.
    public func transaction(id: String, account: String) throws -> TransactionDetail? {
        guard let record = try store.transaction(id: id.lowercased(), account: account) else { return nil }
        let events = try store.events(transactionID: record.id, offset: 0, limit: 1000).map {
            Event(createdAt: $0.createdAt, name: $0.name, context: $0.context)
        }
        let threeDSecure = record.details["three_d_secure"].flatMap { $0 == .null ? nil : $0 }
        let method = record.details["payment_method"].flatMap { $0 == .null ? nil : $0 }
        return TransactionDetail(
            transaction: Self.transaction(record), events: events, threeDSecure: threeDSecure, paymentMethod: method,
            refunds: try store.refunds(transactionID: record.id).map { $0.json(of: record) })
    }

    /// The newest `limit` checkout sessions of `account`, newest first.
    public func checkoutSessions(account: String, limit: Int = 100) throws -> [CheckoutSession] {
        try store.database.read { connection in
            try connection.query(
                "SELECT * FROM checkout_sessions WHERE merchant_account_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
                [.text(account), .integer(Int64(max(0, limit)))]
            ).map { row in
                let session = CheckoutSessionRecord(row: row)
                return CheckoutSession(
                    id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt, amount: session.amount,
                    currency: session.currency, buyerID: session.buyerID, paymentMethod: session.paymentMethod,
                    transactionID: row["transaction_id"].string)
            }
        }
    }

    /// The newest `limit` buyers of `account`, each with its stored payment methods.
    public func buyers(account: String, limit: Int = 100) throws -> [Buyer] {
        try store.buyers(account: account, offset: 0, limit: max(0, limit), search: nil, externalIdentifier: nil).map {
            buyer in
            let methods = try store.paymentMethods(
                of: buyer, country: nil, currency: nil, sortBy: nil, descending: true)
            return Buyer(
                id: buyer.id, displayName: buyer.displayName, externalIdentifier: buyer.externalIdentifier,
                createdAt: buyer.createdAt, paymentMethods: methods.map(\.summary))
        }
    }

    /// The newest `limit` webhook deliveries of `account`'s events, each with its attempts.
    public func webhookDeliveries(account: String, limit: Int = 100) throws -> [Delivery] {
        try store.webhookDeliveries(limit: max(0, limit), account: account).map {
            Delivery(delivery: $0, attempts: try store.webhookAttempts(deliveryID: $0.id))
        }
    }

    private static func transaction(_ record: TransactionRecord) -> Transaction {
        let method = record.details["payment_method"]
        return Transaction(
            id: record.id, createdAt: record.createdAt, status: record.status, amount: record.amount,
            capturedAmount: record.capturedAmount, refundedAmount: record.refundedAmount, currency: record.currency,
            buyerID: record.buyerID, scheme: method?["scheme"]?.string, last4: method?["label"]?.string,
            json: record.json)
    }
}

extension TransactionFilter {
    /// A filter matching every transaction of `account`.
    fileprivate init(account: String) {
        self.account = account
    }
}
