import Foundation
import Transport

/// The emulator's routes, recognized from a request path.
enum SandboxRoute: Equatable {
    case sessions
    case session(String)
    case sessionFields(String)
    case threeDSVersion(String)
    case threeDSAuthenticate(String)
    case paymentOptions
    case cardDetails
    case buyers
    case buyer(String)
    case buyerPaymentMethods
    case transactions
    case transaction(String)
    /// `capture`, `void`, `cancel`, `refunds`, `events` or `actions` of a transaction.
    case transactionAction(String, TransactionAction)
    case transactionRefund(String, String)
    /// The webhook-subscription operations.
    case webhookSubscriptions(WebhookSubscriptionRoute)

    /// The operations under `/transactions/{id}/`.
    enum TransactionAction: String, CaseIterable {
        case capture, void, cancel, refunds, events, actions
        case refundAll = "refunds/all"
    }

    /// The route for `path`, or nil when there is none. Session and buyer ids are lower-cased here.
    init?(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if let webhooks = WebhookSubscriptionRoute(parts: parts) {
            self = .webhookSubscriptions(webhooks)
            return
        }
        switch parts.count {
        case 1 where parts[0] == "payment-options": self = .paymentOptions
        case 1 where parts[0] == "card-details": self = .cardDetails
        case 1 where parts[0] == "buyers": self = .buyers
        case 2 where parts == ["buyers", "payment-methods"]: self = .buyerPaymentMethods
        case 2 where parts[0] == "buyers": self = .buyer(parts[1].lowercased())
        case 2 where parts == ["checkout", "sessions"]: self = .sessions
        case 3 where parts[0] == "checkout" && parts[1] == "sessions":
            self = .session(parts[2].lowercased())
        case 4 where parts[0] == "checkout" && parts[1] == "sessions" && parts[3] == "fields":
            self = .sessionFields(parts[2].lowercased())
        case 4 where parts[0] == "checkout" && parts[1] == "sessions" && parts[3] == "three-d-secure-version":
            self = .threeDSVersion(parts[2].lowercased())
        case 4 where parts[0] == "checkout" && parts[1] == "sessions" && parts[3] == "three-d-secure-authenticate":
            self = .threeDSAuthenticate(parts[2].lowercased())
        case 1 where parts[0] == "transactions": self = .transactions
        case 2 where parts[0] == "transactions": self = .transaction(parts[1])
        case 3 where parts[0] == "transactions":
            guard let action = TransactionAction(rawValue: parts[2]) else { return nil }
            self = .transactionAction(parts[1], action)
        case 4 where parts[0] == "transactions" && parts[2] == "refunds":
            self = parts[3] == "all" ? .transactionAction(parts[1], .refundAll) : .transactionRefund(parts[1], parts[3])
        default: return nil
        }
    }

    /// The methods this route answers.
    var methods: [HTTPMethod] {
        switch self {
        case .webhookSubscriptions(let route): route.methods
        case .sessions, .paymentOptions: [.post]
        case .buyers: [.get, .post]
        case .session, .buyer: [.get, .put, .delete]
        case .sessionFields: [.put]
        case .threeDSAuthenticate: [.post]
        case .cardDetails, .buyerPaymentMethods, .threeDSVersion, .transactionRefund: [.get]
        case .transactions: [.get, .post]
        case .transaction: [.get, .put]
        case .transactionAction(_, let action):
            switch action {
            case .refunds: [.get, .post]
            case .events, .actions: [.get]
            default: [.post]
            }
        }
    }

    /// The scope a token needs for `method` on this route: the spec's `security` of the operation.
    func scope(for method: HTTPMethod) -> SandboxScope {
        switch self {
        case .webhookSubscriptions(let route): route.scope(for: method)
        case .sessions: .checkoutSessionsWrite
        case .sessionFields, .threeDSVersion, .threeDSAuthenticate: .checkoutSessionFields
        case .session: method == .get ? .checkoutSessionsRead : .checkoutSessionsWrite
        case .paymentOptions: .paymentOptionsRead
        case .cardDetails: .binCheckerRead
        case .buyers, .buyer: method == .get ? .buyersRead : .buyersWrite
        case .buyerPaymentMethods: .paymentMethodsRead
        case .transactions: method == .get ? .transactionsRead : .transactionsCreate
        case .transaction, .transactionAction, .transactionRefund:
            method == .get ? .transactionsRead : .transactionsWrite
        }
    }
}
