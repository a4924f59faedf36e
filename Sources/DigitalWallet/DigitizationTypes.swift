import Foundation

/// Why the token service will not digitize a funding card.
public enum EligibleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The issuer does not allow this card in wallets.
    case fpanNotEligible
    /// The card's BIN is not known to the token service.
    case unknownBIN
    /// The security code does not match.
    case incorrectCVV
    /// The card is already in this wallet.
    case cardAlreadyProvisionedInWallet
    /// The number, expiry or security code is malformed.
    case invalidCardData
    /// The card's expiry date has passed.
    case cardExpired

    init?(reasonCode: String) {
        switch reasonCode {
        case "CARD_NOT_ELIGIBLE": self = .fpanNotEligible
        case "UNKNOWN_BIN": self = .unknownBIN
        case "INCORRECT_SECURITY_CODE": self = .incorrectCVV
        case "CARD_ALREADY_IN_WALLET": self = .cardAlreadyProvisionedInWallet
        case "INVALID_CARD_DATA": self = .invalidCardData
        case "CARD_EXPIRED": self = .cardExpired
        default: return nil
        }
    }

    /// What to tell the cardholder.
    public var description: String {
        switch self {
        case .fpanNotEligible: "This card cannot be added to the wallet; the issuer does not allow it."
        case .unknownBIN: "This card is not supported; its issuer is unknown to the token service."
        case .incorrectCVV: "The security code is wrong; check the code on the back of the card."
        case .cardAlreadyProvisionedInWallet: "This card is already in the wallet."
        case .invalidCardData: "The card number, expiry date or security code is not valid; check them."
        case .cardExpired: "This card has expired; add a card with a later expiry date."
        }
    }
}

/// A failure during ID&V.
public enum DigitizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-time code is wrong; ask for it again.
    case incorrectOTP
    /// Too many wrong codes: the activation was aborted and the card deleted.
    case incorrectOTPMaxTryExceeded
    /// Choose an ID&V method before entering a code.
    case idvMethodNotSelected

    /// What to tell the cardholder.
    public var description: String {
        switch self {
        case .incorrectOTP: "The code is wrong; check it and try again."
        case .incorrectOTPMaxTryExceeded: "Too many wrong codes; the card was removed. Add it again to retry."
        case .idvMethodNotSelected: "Choose how to receive a code first."
        }
    }
}

/// The outcome of a digitization.
public enum DigitizationResult: Sendable {
    /// Green: the card is active.
    case approved(digitalCardID: String)
    /// Yellow: the card is inactive until the cardholder completes ID&V with one of the offered methods.
    case approvedWithIDV(digitalCardID: String, IDVMethodSelector)
    /// Red: the issuer declined; no card was added.
    case declined
}

/// Whether this device can pay contactless.
public enum ContactlessPaymentEligibility: Sendable, Equatable {
    /// The device can pay.
    case supported
    /// The device cannot emulate a contactless card.
    case deviceNotSupported
}

/// A completed contactless payment.
public struct TransactionContext: Sendable, Equatable {
    /// The payment's request id (the wallet's, not the token service's transaction id).
    public let paymentID: String
    /// The card that paid.
    public let digitalCardID: String
    /// The token service's transaction id.
    public let transactionID: String
    /// Whether the network approved the cryptogram.
    public let approved: Bool
    /// The amount, in minor units.
    public let amount: Int
    /// The ISO 4217 currency code.
    public let currencyCode: String
    /// When this is the outcome of an earlier, interrupted attempt of the same payment (a retry gets it
    /// instead of a second charge): when the token service approved that attempt. Nil for a payment made now.
    public let earlierAttemptDate: Date?
}
