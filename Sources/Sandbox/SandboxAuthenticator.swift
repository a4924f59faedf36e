import Transport

/// Decides whether a request's credentials allow it, as the real service does with its bearer JWTs.
///
/// The emulator's own implementation checks an ES512 JWT signed with the development key; tests and
/// embedders may supply another.
public protocol SandboxAuthenticator: Sendable {
    /// Checks `request` for the right to `scope`; throws the reason when it lacks it.
    func authenticate(_ request: HTTPRequest, scope: SandboxScope) throws(SandboxAuthFailure)
}

/// Why a request was not allowed: 401 for a credential problem, 403 for a missing scope.
public enum SandboxAuthFailure: Error, Equatable, Sendable {
    /// No `Authorization: Bearer …` header.
    case missingToken
    /// The token is not a well-formed JWT of the expected algorithm.
    case malformedToken(String)
    /// The token's `exp` has passed (or its `nbf` is still ahead).
    case expired
    /// The signature does not verify with the merchant's key.
    case badSignature
    /// The token is valid but lacks the scope.
    case missingScope(SandboxScope)

    /// The HTTP status: 403 for a missing scope, 401 otherwise.
    public var status: Int {
        if case .missingScope = self { return 403 }
        return 401
    }

    /// What is wrong and what to do, safe to return to the client (never echoes the token).
    public var message: String {
        switch self {
        case .missingToken:
            "Missing bearer token: send 'Authorization: Bearer <JWT>' (see 'tessera sandbox token')"
        case .malformedToken(let reason):
            "Malformed bearer token: \(reason)"
        case .expired:
            "The bearer token has expired or is not yet valid; create a new one"
        case .badSignature:
            "The bearer token's signature does not verify with the merchant's key"
        case .missingScope(let scope):
            "The token lacks the scope '\(scope.rawValue)'" + (scope.grantedByEmbed ? " (or 'embed')" : "")
        }
    }
}

/// A permission a route needs, named as the spec's `OAuth2PasswordBearer` scopes.
///
/// A route's scope is granted by the same scope, by `<resource>.write` for a read, by the `*.read` /
/// `*.write` wildcards Gr4vy's SDKs put in their tokens, and — only where the spec lists `embed` for the
/// operation — by `embed`. So an `embed` token can list payment options and tokenize into a session,
/// but cannot create one.
public struct SandboxScope: RawRepresentable, Hashable, Sendable {
    /// The scope as written in the token.
    public let rawValue: String
    /// Whether an `embed` token is enough for the route too.
    public let grantedByEmbed: Bool
    /// The token scopes that grant this one, worked out once (routes check it on every request).
    private let granting: [String]

    /// Creates a scope that `embed` does not grant.
    public init(rawValue: String) {
        self.init(rawValue: rawValue, grantedByEmbed: false)
    }

    /// Creates a scope; `grantedByEmbed` says whether an `embed` token is enough.
    public init(rawValue: String, grantedByEmbed: Bool) {
        self.rawValue = rawValue
        self.grantedByEmbed = grantedByEmbed
        let parts = rawValue.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else {
            granting = [rawValue]
            return
        }
        var granting = [rawValue, "*.write", "\(parts[0]).write"]
        if parts[1] == "read" { granting.append("*.read") }
        if grantedByEmbed { granting.append("embed") }
        self.granting = granting
    }

    /// Reading checkout sessions.
    public static let checkoutSessionsRead = SandboxScope(rawValue: "checkout-sessions.read")
    /// Creating, changing and deleting checkout sessions.
    public static let checkoutSessionsWrite = SandboxScope(rawValue: "checkout-sessions.write")
    /// Storing payment data in a checkout session and the calls around it (embedded checkouts do this).
    public static let checkoutSessionFields = SandboxScope(rawValue: "checkout-sessions.write", grantedByEmbed: true)
    /// Listing payment options.
    public static let paymentOptionsRead = SandboxScope(rawValue: "payment-options.read", grantedByEmbed: true)
    /// Looking up card details by BIN.
    public static let binCheckerRead = SandboxScope(rawValue: "bin-checker.read", grantedByEmbed: true)
    /// Listing a buyer's stored payment methods.
    public static let paymentMethodsRead = SandboxScope(rawValue: "payment-methods.read", grantedByEmbed: true)
    /// Reading buyers.
    public static let buyersRead = SandboxScope(rawValue: "buyers.read")
    /// Creating, changing and deleting buyers.
    public static let buyersWrite = SandboxScope(rawValue: "buyers.write")

    /// Reading transactions, their refunds and events.
    public static let transactionsRead = SandboxScope(rawValue: "transactions.read")
    /// Capturing, voiding, cancelling, refunding and updating transactions.
    public static let transactionsWrite = SandboxScope(rawValue: "transactions.write")
    /// Creating a transaction (an embedded checkout may do this).
    public static let transactionsCreate = SandboxScope(rawValue: "transactions.write", grantedByEmbed: true)

    /// Whether a token carrying `granted` may use this scope.
    public func isGranted(by granted: [String]) -> Bool {
        granted.contains { granting.contains($0) }
    }
}
