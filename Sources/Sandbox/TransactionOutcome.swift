import Foundation

/// How the emulator's card processor answers an authorization: approved, declined with a reason, or
/// failed, with the AVS and CVV results it reports.
///
/// Outcomes are scripted by the card (``TestCard/outcome``) and, for any card, by the amount
/// (``byAmount``), so a merchant can reach each branch of their code. Everything else is approved.
public struct TransactionOutcome: Sendable, Equatable {
    /// The processor's decision.
    public enum Decision: Sendable, Equatable {
        /// Authorized.
        case approved
        /// Declined by the issuer (`authorization_declined`).
        case declined
        /// The processor failed (`authorization_failed`).
        case failed
    }

    /// A short name, such as `approved` or `declined-insufficient-funds`.
    public let name: String
    /// The decision.
    public let decision: Decision
    /// The transaction's `error_code`, nil when approved.
    public let errorCode: String?
    /// The ISO 8583 response code (`raw_response_code`), such as `51`.
    public let responseCode: String
    /// What the response code means (`raw_response_description`).
    let responseDescription: String
    /// The spec's `AVSResponseCode`.
    public let avs: String
    /// The spec's `CVVResponseCode`, or nil to report `match` when a security code was given and
    /// `not_provided` otherwise.
    public let cvv: String?

    init(
        _ name: String, _ decision: Decision, errorCode: String? = nil, response: (String, String),
        avs: String = "match", cvv: String? = nil
    ) {
        self.name = name
        self.decision = decision
        self.errorCode = errorCode
        (responseCode, responseDescription) = response
        self.avs = avs
        self.cvv = cvv
    }

    /// The transaction's `cvv_response_code` when a security code was (or was not) given.
    func cvvCode(securityCodeGiven: Bool) -> String {
        cvv ?? (securityCodeGiven ? "match" : "not_provided")
    }

    /// Authorized (`00`), AVS `match`: every card and amount not scripted otherwise.
    public static let approved = TransactionOutcome("approved", .approved, response: ("00", "Approved"))
    static let insufficientFunds = TransactionOutcome(
        "declined-insufficient-funds", .declined, errorCode: "insufficient_funds",
        response: ("51", "Insufficient funds"))
    static let doNotHonor = TransactionOutcome(
        "declined-do-not-honor", .declined, errorCode: "do_not_honor", response: ("05", "Do not honor"))
    static let expiredCard = TransactionOutcome(
        "declined-expired-card", .declined, errorCode: "expired_card", response: ("54", "Expired card"))
    static let suspectedFraud = TransactionOutcome(
        "declined-suspected-fraud", .declined, errorCode: "suspected_fraud", response: ("59", "Suspected fraud"))
    static let failed = TransactionOutcome(
        "failed", .failed, errorCode: "service_error", response: ("96", "System malfunction"))

    /// Amounts (in minor units, any currency and card) that script an outcome.
    ///
    /// | amount | outcome |
    /// |---|---|
    /// | 5001 | declined, `insufficient_funds` (51) |
    /// | 5002 | declined, `do_not_honor` (05) |
    /// | 5003 | declined, `expired_card` (54) |
    /// | 5004 | declined, `suspected_fraud` (59) |
    /// | 5005 | failed, `service_error` (96) |
    public static let byAmount: [(amount: Int, outcome: TransactionOutcome)] = [
        (5001, insufficientFunds), (5002, doNotHonor), (5003, expiredCard), (5004, suspectedFraud), (5005, failed),
    ]

    /// The outcome for `card` (nil: a card outside the test cards) paying `amount`: the amount's script
    /// wins, then the card's, else approved.
    static func of(card: TestCard?, amount: Int) -> TransactionOutcome {
        byAmount.first { $0.amount == amount }?.outcome ?? card?.outcome ?? .approved
    }
}

extension TransactionOutcome {
    /// Approved, with this AVS result.
    static func avs(_ code: String) -> TransactionOutcome {
        TransactionOutcome(
            "avs-" + code.replacingOccurrences(of: "_", with: "-"), .approved, response: ("00", "Approved"), avs: code)
    }

    /// Approved, with this CVV result.
    static func cvv(_ code: String) -> TransactionOutcome {
        TransactionOutcome(
            "cvv-" + code.replacingOccurrences(of: "_", with: "-"), .approved, response: ("00", "Approved"), cvv: code)
    }
}
