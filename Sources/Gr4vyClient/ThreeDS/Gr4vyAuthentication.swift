/// How tokenize's 3-D Secure authentication went.
public struct Gr4vyAuthentication: Codable, Sendable, Hashable {
    /// How the card was authenticated.
    public enum AuthenticationType: String, Codable, Sendable, Hashable {
        /// The issuer decided without asking the cardholder.
        case frictionless
        /// The cardholder answered a challenge (or cancelled it, or let it time out).
        case challenge
        /// The directory server or ACS reported an error; the card is still tokenized.
        case error
    }

    /// Whether authentication was attempted; false when the version call failed or the SDK could not start.
    public var attempted: Bool
    /// How the card was authenticated, when it was attempted.
    public var type: AuthenticationType?
    /// The final `transStatus` (`Y`, `N`, `U`, `A`, `R`, …), when there is one.
    public var transactionStatus: String?
    /// Whether the cardholder cancelled the challenge.
    public var hasCancelled: Bool
    /// Whether the challenge timed out.
    public var hasTimedOut: Bool
    /// Text the issuer asks to show the cardholder, if any.
    public var cardholderInfo: String?
    /// Why authentication was not attempted or ended without a status, for debugging; nil otherwise.
    public var failureReason: String?

    /// Creates an authentication result.
    public init(
        attempted: Bool, type: AuthenticationType? = nil, transactionStatus: String? = nil, hasCancelled: Bool = false,
        hasTimedOut: Bool = false, cardholderInfo: String? = nil, failureReason: String? = nil
    ) {
        self.attempted = attempted
        self.type = type
        self.transactionStatus = transactionStatus
        self.hasCancelled = hasCancelled
        self.hasTimedOut = hasTimedOut
        self.cardholderInfo = cardholderInfo
        self.failureReason = failureReason
    }

    /// Not attempted, for `reason`.
    static func notAttempted(_ reason: String) -> Gr4vyAuthentication {
        Gr4vyAuthentication(attempted: false, failureReason: reason)
    }
}
