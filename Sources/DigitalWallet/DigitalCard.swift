import Foundation

/// A digitized card in the wallet: its state, art, metadata, payment keys and scheme details.
///
/// The getters read the wallet's store each time, so a card fetched earlier shows later changes; they
/// throw ``WalletError/unknownDigitalCardID(_:)`` once the card has been deleted. Whether the card is
/// co-badged never changes and is known at once: ``hasAuxiliaryScheme``. Every auxiliary property is
/// nil unless it is true.
public final class DigitalCard: Sendable {
    /// The card's id in this wallet (not the token's number).
    public let digitalCardID: String
    /// Whether the card carries a second scheme (co-badged, for example Visa with Cartes Bancaires).
    public let hasAuxiliaryScheme: Bool
    let wallet: Wallet

    init(id: String, hasAuxiliaryScheme: Bool, wallet: Wallet) {
        self.digitalCardID = id
        self.hasAuxiliaryScheme = hasAuxiliaryScheme
        self.wallet = wallet
    }

    convenience init(record: CardRecord, wallet: Wallet) {
        self.init(id: record.id, hasAuxiliaryScheme: record.auxiliaryScheme != nil, wallet: wallet)
    }

    private func record() throws -> CardRecord {
        try wallet.store.existingCard(digitalCardID)
    }

    /// The lifecycle state.
    public var state: State {
        get async throws { try record().state }
    }

    /// The card's art.
    public var cardArt: CardArt {
        get async throws { CardArt(wallet: wallet, assets: try record().art) }
    }

    /// Last digits, expiry dates, issuer and contacts.
    public var cardMetadata: CardMetadata {
        get async throws {
            let card = try record()
            return CardMetadata(
                panLastDigits: card.panLastDigits, panExpiry: card.panExpiry, tokenLastDigits: card.tokenLastDigits,
                tokenExpiry: card.tokenExpiry, shortDescription: card.shortDescription, issuerName: card.issuerName,
                issuerPhoneNumber: card.issuerPhoneNumber, issuerEmail: card.issuerEmail,
                issuerWebsite: card.issuerWebsite, termsAndConditionsUrl: card.termsURL,
                privacyPolicyUrl: card.privacyURL,
                auxiliaryTokenLastDigits: card.auxiliaryScheme == nil ? nil : card.auxiliaryTokenLastDigits,
                auxiliaryTokenExpiry: card.auxiliaryScheme == nil ? nil : card.auxiliaryTokenExpiry)
        }
    }

    /// Payments left, whether to replenish, key type and expiry.
    public var paymentKeyInfo: PaymentKeyInfo {
        get async throws { try await wallet.paymentKeyInfo(digitalCardID) }
    }

    /// Scheme, auxiliary scheme and payment types.
    public var details: Details {
        get async throws {
            let card = try record()
            return Details(
                scheme: card.scheme, auxiliaryScheme: card.auxiliaryScheme, paymentTypesSupported: card.paymentTypes)
        }
    }

    /// Whether this is the default card for payments.
    public var isDefaultCard: Bool {
        get async throws { try record().isDefault }
    }

    /// Makes this the default card (active or suspended cards only); then checks its keys.
    @discardableResult
    public func setDefault() async throws -> Bool {
        try await wallet.setDefault(digitalCardID)
    }

    /// The unfinished activation of an inactive card, or nil for any other state.
    public var pendingActivationSession: PendingCardActivationSession? {
        get async throws {
            try record().state == .inactive
                ? PendingCardActivationSession(wallet: wallet, digitalCardID: digitalCardID) : nil
        }
    }
}
