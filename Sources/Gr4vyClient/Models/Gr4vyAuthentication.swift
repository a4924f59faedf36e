/// How tokenize's 3-D Secure authentication went.
public struct Gr4vyAuthentication: Encodable, Sendable, Hashable {
    /// Whether authentication was attempted; false when the version call failed.
    public let attempted: Bool
    /// How the card was authenticated: a ``Gr4vyAuthenticationType`` raw value, or nil.
    public let type: String?
    /// The final `transStatus` (`Y`, `N`, `U`, `A`, `R`, …), when there is one.
    public let transactionStatus: String?
    /// Whether the cardholder cancelled the challenge.
    public let hasCancelled: Bool
    /// Whether the challenge timed out.
    public let hasTimedOut: Bool
    /// Text the issuer asks to show the cardholder, if any.
    public let cardholderInfo: String?
    /// Tessera: why authentication was not attempted or ended without a status; nil otherwise.
    public let failureReason: String?

    /// Creates an authentication result.
    public init(
        attempted: Bool, type: String?, transactionStatus: String?, hasCancelled: Bool = false,
        hasTimedOut: Bool = false, cardholderInfo: String?, failureReason: String? = nil
    ) {
        self.attempted = attempted
        self.type = type
        self.transactionStatus = transactionStatus
        self.hasCancelled = hasCancelled
        self.hasTimedOut = hasTimedOut
        self.cardholderInfo = cardholderInfo
        self.failureReason = failureReason
    }

    enum CodingKeys: String, CodingKey {
        case attempted, type
        case transactionStatus = "transaction_status"
        case hasCancelled = "has_cancelled"
        case hasTimedOut = "has_timed_out"
        case cardholderInfo = "cardholder_info"
        case failureReason = "failure_reason"
    }

    /// Not attempted, for `reason`.
    static func notAttempted(_ reason: String) -> Gr4vyAuthentication {
        Gr4vyAuthentication(
            attempted: false, type: nil, transactionStatus: nil, cardholderInfo: nil, failureReason: reason)
    }
}

/// The values of ``Gr4vyAuthentication/type``.
public enum Gr4vyAuthenticationType: String, Sendable, CaseIterable {
    /// The issuer decided without asking the cardholder.
    case frictionless
    /// The cardholder was challenged (and answered, cancelled or let it time out).
    case challenge
    /// The directory server or ACS reported an error; the card is still tokenized.
    case error
}
