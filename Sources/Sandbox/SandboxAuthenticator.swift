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
            "The token lacks the scope '\(scope.rawValue)'"
        }
    }
}

/// A permission a token grants, such as `checkout-sessions.write`.
///
/// A route's scope is granted by the same scope, by `<resource>.write` for a read, by `*.read` /
/// `*.write` wildcards, and — for the endpoints an embedded checkout calls — by `embed`.
public struct SandboxScope: RawRepresentable, Hashable, Sendable {
    /// The scope as written in the token.
    public let rawValue: String

    /// Creates a scope.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Reading checkout sessions.
    public static let checkoutSessionsRead = SandboxScope(rawValue: "checkout-sessions.read")
    /// Creating, changing and tokenizing into checkout sessions.
    public static let checkoutSessionsWrite = SandboxScope(rawValue: "checkout-sessions.write")
    /// Listing payment options.
    public static let paymentOptionsRead = SandboxScope(rawValue: "payment-options.read")
    /// Looking up card details.
    public static let cardDetailsRead = SandboxScope(rawValue: "card-details.read")
    /// Reading buyers and their payment methods.
    public static let buyersRead = SandboxScope(rawValue: "buyers.read")
    /// Creating buyers.
    public static let buyersWrite = SandboxScope(rawValue: "buyers.write")

    /// The scopes an embedded checkout (an `embed` token) may use.
    public static let embedded: Set<SandboxScope> = [
        .checkoutSessionsRead, .checkoutSessionsWrite, .paymentOptionsRead, .cardDetailsRead, .buyersRead,
    ]

    /// Whether a token carrying `granted` may use this scope.
    public func isGranted(by granted: [String]) -> Bool {
        let parts = rawValue.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return granted.contains(rawValue) }
        let (resource, action) = (parts[0], parts[1])
        var accepted: Set<String> = [rawValue, "*.write", "\(resource).write"]
        if action == "read" { accepted.insert("*.read") }
        if Self.embedded.contains(self) { accepted.insert("embed") }
        return granted.contains { accepted.contains($0) }
    }
}
