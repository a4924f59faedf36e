import Foundation
import TesseraCore

/// One transaction in the Dashboard's list.
public struct DashboardTransaction: Sendable, Equatable {
    /// Its id, creation time and status.
    public var id: String, createdAt: Date, status: String
    /// Its amount, captured and refunded amounts in minor units, and currency.
    public var amount: Int, capturedAmount: Int, refundedAmount: Int, currency: String
    /// Its buyer's id, when it has one.
    public var buyerID: String?
    /// The card's scheme and last four digits, when paid by card.
    public var scheme: String?, last4: String?
    /// The API's `Transaction`.
    public var json: JSONValue

    /// A transaction.
    public init(
        id: String, createdAt: Date, status: String, amount: Int, capturedAmount: Int, refundedAmount: Int,
        currency: String, buyerID: String?, scheme: String?, last4: String?, json: JSONValue
    ) {
        self.id = id
        self.createdAt = createdAt
        self.status = status
        self.amount = amount
        self.capturedAmount = capturedAmount
        self.refundedAmount = refundedAmount
        self.currency = currency
        self.buyerID = buyerID
        self.scheme = scheme
        self.last4 = last4
        self.json = json
    }
}

/// One transaction with its history.
public struct DashboardTransactionDetail: Sendable, Equatable {
    /// The transaction.
    public var transaction: DashboardTransaction
    /// Its events, oldest first: when, the name and the API's context.
    public var events: [(date: Date, name: String, context: JSONValue)]
    /// Its 3-D Secure outcome and payment method as the API reports them, nil when absent.
    public var threeDSecure: JSONValue?, paymentMethod: JSONValue?
    /// Its refunds as the API reports them.
    public var refunds: [JSONValue]

    /// A transaction with its history.
    public init(
        transaction: DashboardTransaction, events: [(date: Date, name: String, context: JSONValue)],
        threeDSecure: JSONValue?, paymentMethod: JSONValue?, refunds: [JSONValue]
    ) {
        self.transaction = transaction
        self.events = events
        self.threeDSecure = threeDSecure
        self.paymentMethod = paymentMethod
        self.refunds = refunds
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.transaction == rhs.transaction && lhs.threeDSecure == rhs.threeDSecure
            && lhs.paymentMethod == rhs.paymentMethod && lhs.refunds == rhs.refunds
            && lhs.events.map(\.name) == rhs.events.map(\.name) && lhs.events.map(\.date) == rhs.events.map(\.date)
            && lhs.events.map(\.context) == rhs.events.map(\.context)
    }
}

/// One checkout session.
public struct DashboardSession: Sendable, Equatable {
    /// Its id, creation and expiry times.
    public var id: String, createdAt: Date, expiresAt: Date
    /// Its amount and currency, buyer, tokenized method (no card data) and paying transaction, when set.
    public var amount: Int?, currency: String?, buyerID: String?, paymentMethod: JSONValue?, transactionID: String?

    /// A checkout session.
    public init(
        id: String, createdAt: Date, expiresAt: Date, amount: Int?, currency: String?, buyerID: String?,
        paymentMethod: JSONValue?, transactionID: String?
    ) {
        self.id = id
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.amount = amount
        self.currency = currency
        self.buyerID = buyerID
        self.paymentMethod = paymentMethod
        self.transactionID = transactionID
    }
}

/// One buyer with its stored payment methods.
public struct DashboardBuyer: Sendable, Equatable {
    /// Its id, display name, external identifier and creation time.
    public var id: String, displayName: String?, externalIdentifier: String?, createdAt: Date
    /// Its stored methods as the API summarises them (no card number).
    public var paymentMethods: [JSONValue]

    /// A buyer.
    public init(
        id: String, displayName: String?, externalIdentifier: String?, createdAt: Date, paymentMethods: [JSONValue]
    ) {
        self.id = id
        self.displayName = displayName
        self.externalIdentifier = externalIdentifier
        self.createdAt = createdAt
        self.paymentMethods = paymentMethods
    }
}

/// One webhook delivery with its attempts.
public struct DashboardDelivery: Sendable, Equatable {
    /// Its id, event name, receiver URL, state and creation time.
    public var id: String, eventName: String, url: String, state: String, createdAt: Date
    /// Its attempts, oldest first: when, the receiver's status (nil when none) and the failure, if any.
    public var attempts: [DashboardAttempt]

    /// A delivery.
    public init(
        id: String, eventName: String, url: String, state: String, createdAt: Date, attempts: [DashboardAttempt]
    ) {
        self.id = id
        self.eventName = eventName
        self.url = url
        self.state = state
        self.createdAt = createdAt
        self.attempts = attempts
    }
}

/// One attempt of a webhook delivery.
public struct DashboardAttempt: Sendable, Equatable {
    /// When it started, the receiver's status (nil when none came) and why it failed (nil on 2xx).
    public var date: Date, status: Int?, error: String?

    /// An attempt.
    public init(date: Date, status: Int?, error: String?) {
        self.date = date
        self.status = status
        self.error = error
    }
}

/// One request the emulator served, already redacted.
public struct DashboardRequest: Sendable, Equatable {
    /// Its number in the log, when it was answered, method, path, status and duration in seconds.
    public var id: Int, date: Date, method: String, path: String, status: Int, duration: TimeInterval
    /// The merchant account it named, nil when the header was not a valid account id.
    public var merchantAccount: String?
    /// Its headers (name and value), request body and response body, redacted.
    public var headers: [String], requestBody: String, responseBody: String

    /// A request.
    public init(
        id: Int, date: Date, method: String, path: String, status: Int, duration: TimeInterval,
        merchantAccount: String?, headers: [String], requestBody: String, responseBody: String
    ) {
        self.id = id
        self.date = date
        self.method = method
        self.path = path
        self.status = status
        self.duration = duration
        self.merchantAccount = merchantAccount
        self.headers = headers
        self.requestBody = requestBody
        self.responseBody = responseBody
    }
}
