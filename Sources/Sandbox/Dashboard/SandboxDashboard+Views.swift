import Foundation
import TesseraCore

extension SandboxDashboard {
    /// What narrows the dashboard's transaction list; every condition left nil or empty matches all.
    public struct TransactionQuery: Sendable, Equatable {
        /// Only transactions with one of these statuses.
        public var statuses: [TransactionStatus]
        /// Only transactions of at least this amount, in minor units.
        public var minimumAmount: Int?
        /// Only transactions of at most this amount, in minor units.
        public var maximumAmount: Int?
        /// Only transactions of this buyer (its id).
        public var buyerID: String?
        /// The most transactions returned, newest first.
        public var limit: Int

        /// A query; the default matches the newest 100 transactions.
        public init(
            statuses: [TransactionStatus] = [], minimumAmount: Int? = nil, maximumAmount: Int? = nil,
            buyerID: String? = nil, limit: Int = 100
        ) {
            self.statuses = statuses
            self.minimumAmount = minimumAmount
            self.maximumAmount = maximumAmount
            self.buyerID = buyerID
            self.limit = limit
        }
    }

    /// One transaction as the list shows it.
    public struct Transaction: Sendable, Equatable {
        /// The transaction's id.
        public var id: String
        /// When it was created.
        public var createdAt: Date
        /// Its status.
        public var status: TransactionStatus
        /// The amount in minor units, and what of it was captured and refunded.
        public var amount: Int, capturedAmount: Int, refundedAmount: Int
        /// The ISO 4217 currency.
        public var currency: String
        /// The buyer's id, if it has one.
        public var buyerID: String?
        /// The card's scheme and last four digits (`visa`, `4242`), when it was paid by card.
        public var scheme: String?, last4: String?
        /// The API's `Transaction` (what `GET /transactions/{id}` answers).
        public var json: JSONValue
    }

    /// One transaction with its history, as its own page shows it.
    public struct TransactionDetail: Sendable, Equatable {
        /// The transaction.
        public var transaction: Transaction
        /// Its events, oldest first: the API's `TransactionEvent`s.
        public var events: [Event]
        /// The 3-D Secure outcome (`three_d_secure` of the API's transaction), nil when there was none.
        public var threeDSecure: JSONValue?
        /// The payment method it was paid with (`payment_method`), nil when unknown.
        public var paymentMethod: JSONValue?
        /// Its refunds, oldest first: the API's `Refund`s.
        public var refunds: [JSONValue]
    }

    /// One entry of a transaction's history.
    public struct Event: Sendable, Equatable {
        /// When it happened.
        public var createdAt: Date
        /// The event's name, such as `authorization-succeeded`.
        public var name: String
        /// What the API records with it.
        public var context: JSONValue
    }

    /// One checkout session.
    public struct CheckoutSession: Sendable, Equatable {
        /// The session's id.
        public var id: String
        /// When it was created and when it expires.
        public var createdAt: Date, expiresAt: Date
        /// Its amount and currency, when set.
        public var amount: Int?, currency: String?
        /// Its buyer's id, when set.
        public var buyerID: String?
        /// What its last tokenization submitted, without card data (`method`, `scheme`, `label`, …).
        public var paymentMethod: JSONValue?
        /// The transaction that paid with it, if any.
        public var transactionID: String?
    }

    /// One buyer with its stored payment methods.
    public struct Buyer: Sendable, Equatable {
        /// The buyer's id.
        public var id: String
        /// Its display name and external identifier, when set.
        public var displayName: String?, externalIdentifier: String?
        /// When it was created.
        public var createdAt: Date
        /// Its stored payment methods, newest first: the API's `PaymentMethodSummary` (no card number).
        public var paymentMethods: [JSONValue]
    }

    /// One webhook delivery with its attempts.
    public struct Delivery: Sendable, Equatable {
        /// The delivery.
        public var delivery: WebhookDelivery
        /// Its attempts, oldest first, each with the receiver's answer.
        public var attempts: [WebhookAttempt]
    }
}
