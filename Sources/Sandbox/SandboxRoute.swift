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

    /// The route for `path`, or nil when there is none. Session and buyer ids are lower-cased here.
    init?(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
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
        default: return nil
        }
    }

    /// The methods this route answers.
    var methods: [HTTPMethod] {
        switch self {
        case .sessions, .paymentOptions: [.post]
        case .buyers: [.get, .post]
        case .session, .buyer: [.get, .put, .delete]
        case .sessionFields: [.put]
        case .threeDSAuthenticate: [.post]
        case .cardDetails, .buyerPaymentMethods, .threeDSVersion: [.get]
        }
    }

    /// The scope a token needs for `method` on this route: the spec's `security` of the operation.
    func scope(for method: HTTPMethod) -> SandboxScope {
        switch self {
        case .sessions: .checkoutSessionsWrite
        case .sessionFields, .threeDSVersion, .threeDSAuthenticate: .checkoutSessionFields
        case .session: method == .get ? .checkoutSessionsRead : .checkoutSessionsWrite
        case .paymentOptions: .paymentOptionsRead
        case .cardDetails: .binCheckerRead
        case .buyers, .buyer: method == .get ? .buyersRead : .buyersWrite
        case .buyerPaymentMethods: .paymentMethodsRead
        }
    }
}
