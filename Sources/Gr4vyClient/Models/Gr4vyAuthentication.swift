import TesseraCore

/// How tokenize's 3-D Secure authentication went.
///
/// Encoded with the sample app's names (seed 004): `attempted`, `type`, `transaction_status`, `user_cancelled`,
/// `timed_out`, then Tessera's `failure_reason` (null when authentication completed) and `cardholder_info` when
/// the issuer sent one. The Swift names stay the official SDK's (``hasCancelled``, ``hasTimedOut``).
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

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case attempted, type, transactionStatus
        case hasCancelled = "user_cancelled"
        case hasTimedOut = "timed_out"
        case cardholderInfo, failureReason
    }

    /// The encoded members in order; the one list both ``encode(to:)`` and ``Gr4vyTokenizeResult/jsonLine`` write.
    var members: [(key: CodingKeys, value: JSONValue)] {
        let text: (String?) -> JSONValue = { $0.map(JSONValue.string) ?? .null }
        let always: [(key: CodingKeys, value: JSONValue)] = [
            (.attempted, .bool(attempted)), (.type, text(type)), (.transactionStatus, text(transactionStatus)),
            (.hasCancelled, .bool(hasCancelled)), (.hasTimedOut, .bool(hasTimedOut)),
            (.failureReason, text(failureReason)),
        ]
        return always + (cardholderInfo.map { [(.cardholderInfo, .string($0))] } ?? [])
    }

    /// Writes `members`: every member, a missing value as null, `cardholder_info` only when there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for member in members { try container.encode(member.value, forKey: member.key) }
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
