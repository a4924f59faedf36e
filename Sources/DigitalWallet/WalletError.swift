import Foundation

/// A failure of the wallet: what went wrong, in words a person can act on.
///
/// Nothing committed to the wallet's store is lost when one of these is thrown: every change runs in a
/// transaction that either completes or leaves the store as it was.
public enum WalletError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `DigitalCardManager()` was used before the app registered a default wallet.
    case notConfigured
    /// No card in the wallet has this id.
    case unknownDigitalCardID(String)
    /// The card's state does not allow the operation (for example resuming an active card).
    case cardStateDoesNotAllowRequestedOperation(digitalCardID: String, state: DigitalCard.State, operation: String)
    /// Another operation on the same card has not finished.
    case operationAlreadyOngoing(String)
    /// The wallet must enrol before it can digitize cards or replenish keys.
    case missingWalletSecureEnrollment
    /// The database file is not a wallet database, or is damaged.
    case storeCorrupt(path: String, detail: String)
    /// The wallet's data folder is a file.
    case dataFolderIsAFile(path: String)
    /// The database failed for another reason (disk full, permissions).
    case storeFailed(String)
    /// The database holds encrypted keys but the wallet key file is gone.
    case walletKeyMissing(path: String)
    /// The wallet key file does not decrypt this database's keys.
    case walletKeyMismatch(path: String)
    /// The wallet key file cannot be used (unreadable, malformed, or readable by others).
    case walletKeyUnusable(path: String, detail: String)
    /// The token service did not answer.
    case tokenServiceUnreachable(String)
    /// The token service answered something that is not its documented format.
    case tokenServiceInvalidResponse(String)
    /// The token service refused the request with a reason code.
    case tokenServiceRefused(status: Int, reasonCode: String, message: String)
    /// A payment needs a payment key and the card has none left.
    case noPaymentKeys(String)
    /// An argument is out of range (an amount, a currency code, an art type the card lacks).
    case invalidInput(String)
    /// A payment failed before the token service carried it out, and the service has cancelled it for good:
    /// nothing was charged. `amount` reads like "42.42 EUR".
    case paymentNotMade(amount: String, reason: String)
    /// A payment was sent but neither its answer nor the service's record of it could be had: the next
    /// operation of the wallet settles it and announces the outcome.
    case paymentOutcomeUnknown(amount: String)
    /// The wallet's database cannot be written (its permissions, an immutable flag, a read-only folder or
    /// file system): the cards can be read but not changed.
    case storeReadOnly(path: String)

    /// One sentence saying what went wrong and what to do.
    public var description: String {
        switch self {
        case .notConfigured:
            "No default wallet: call Wallet.configureDefault(_:) first, or pass a wallet to DigitalCardManager(wallet:)."
        case .unknownDigitalCardID(let id): "No digital card has the id \(id)."
        case .cardStateDoesNotAllowRequestedOperation(let id, let state, let operation):
            "Card \(id) is \(state); \(operation) is not allowed in that state."
        case .operationAlreadyOngoing(let id):
            "Another operation on card \(id) is still running; try again when it ends."
        case .missingWalletSecureEnrollment: "The wallet is not enrolled; enroll it first."
        case .storeCorrupt(let path, let detail):
            "The wallet database \(path) is damaged (\(detail)); restore it from a backup or move it aside."
        case .dataFolderIsAFile(let path):
            "The wallet's data folder \(path) is a file, not a folder; move that file aside or use another data folder."
        case .storeFailed(let detail): "The wallet database failed: \(detail)."
        case .walletKeyMissing(let path):
            "The wallet key file \(path) is missing; restore it (a new key could not decrypt the stored payment keys)."
        case .walletKeyMismatch(let path):
            "The wallet key file \(path) does not belong to this wallet database; restore the right one."
        case .walletKeyUnusable(let path, let detail): "The wallet key file \(path) cannot be used: \(detail)."
        case .tokenServiceUnreachable(let detail): "The token service did not answer (\(detail)); try again later."
        case .tokenServiceInvalidResponse(let detail): "The token service answered something unexpected: \(detail)."
        case .tokenServiceRefused(let status, let reasonCode, let message):
            "The token service refused the request (\(status) \(reasonCode)): \(message)"
        case .noPaymentKeys(let id): "Card \(id) has no payment keys left; replenish it."
        case .invalidInput(let detail): detail
        case .paymentNotMade(let amount, let reason):
            "The payment of \(amount) was not made and never will be, so nothing was charged; pay again once this is"
                + " fixed: \(reason.trimmingCharacters(in: .init(charactersIn: ".")))."
        case .paymentOutcomeUnknown(let amount):
            "The token service could not be reached, so whether the payment of \(amount) went through is not known"
                + " yet; the next wallet command finds out and says so, and paying the same amount again on this card"
                + " within \(Int(Wallet.retryWindow / 60)) minutes never charges twice."
        case .storeReadOnly(let path):
            "The wallet file \(path) is read-only (its permissions, an immutable flag or a read-only file system), so"
                + " the wallet can show its cards but not change them; make the file and its folder writable to pay or"
                + " change cards."
        }
    }
}
