/// Enrols this installation with the token service, once.
public struct WalletSecureEnrollmentService: Sendable {
    private let manager: DigitalCardManager

    /// A service for `wallet`, or the default wallet.
    public init(wallet: Wallet? = nil) {
        manager = wallet.map(DigitalCardManager.init(wallet:)) ?? DigitalCardManager()
    }

    /// Whether the wallet has enrolled.
    public func isEnrolled() async throws -> Bool { try await manager.reconciled().isEnrolled() }

    /// Enrols; a second call does nothing.
    public func enroll() async throws { try await manager.reconciled().enroll() }

    /// Whether this device can pay contactless, as the token service judges it.
    public func contactlessPaymentEligibility() async throws -> ContactlessPaymentEligibility {
        try await manager.reconciled().contactlessPaymentEligibility()
    }
}

/// Adds cards to the wallet: eligibility, terms, digitization; and resumes unfinished activations.
public struct CardDigitizationService: Sendable {
    private let manager: DigitalCardManager

    /// A service for `wallet`, or the default wallet.
    public init(wallet: Wallet? = nil) {
        manager = wallet.map(DigitalCardManager.init(wallet:)) ?? DigitalCardManager()
    }

    /// Checks that the token service will digitize `card`.
    ///
    /// - Throws: ``EligibleError`` for a card it refuses, ``WalletError`` otherwise.
    public func checkEligibility(_ card: FundingCard) async throws -> EligibilityAcceptableData {
        try await manager.reconciled().checkEligibility(card)
    }

    /// Digitizes the card whose terms were accepted.
    public func digitizeCard(withTNC accepted: TermsAndConditions.Acceptance) async throws -> DigitizationResult {
        try await manager.reconciled().digitize(accepted)
    }

    /// The pending activation of an inactive card, or nil when the card is not inactive.
    public func getPendingCardActivationSession(forDigitalCardID id: String) async throws
        -> PendingCardActivationSession?
    {
        guard let card = await manager.digitalCard(forID: id) else { throw WalletError.unknownDigitalCardID(id) }
        return try await card.pendingActivationSession
    }
}

/// Asks the token service for new payment keys.
public struct ReplenishmentService: Sendable {
    private let manager: DigitalCardManager

    /// A service for `wallet`, or the default wallet.
    public init(wallet: Wallet? = nil) {
        manager = wallet.map(DigitalCardManager.init(wallet:)) ?? DigitalCardManager()
    }

    /// Replenishes an active card: when it needs keys, or always when `isForced`. Returns the payments left.
    @discardableResult
    public func replenish(digitalCardID: String, isForced: Bool = false) async throws -> UInt {
        try await manager.reconciled().replenish(digitalCardID, forced: isForced)
    }
}

/// Emulates contactless (HCE) payments: each consumes a payment key and is authorized by the token service.
public struct ContactlessPaymentSession: Sendable {
    private let manager: DigitalCardManager

    /// A session for `wallet`, or the default wallet.
    public init(wallet: Wallet? = nil) {
        manager = wallet.map(DigitalCardManager.init(wallet:)) ?? DigitalCardManager()
    }

    /// Pays `amount` (minor units) with a card, or the default card when `digitalCardID` is nil; with
    /// `auxiliary`, on a co-badged card's second scheme. Replenishes afterwards when the card runs low.
    ///
    /// The person's attempt is the unit: a retry of an interrupted payment (same card, amount, currency,
    /// merchant and scheme within ``Wallet/retryWindow``) gets that payment's outcome
    /// (``TransactionContext/earlierAttemptDate`` set) and is never charged twice; pass `isNewPayment` to
    /// pay the same amount again on purpose. A payment that throws was not charged, except
    /// ``WalletError/paymentOutcomeUnknown(amount:)``, whose outcome the next operation settles and
    /// announces (``DigitalCardManager/recoveredPayments``).
    ///
    /// - Throws: ``WalletError/noPaymentKeys(_:)`` with no key left;
    ///   ``WalletError/cardStateDoesNotAllowRequestedOperation(digitalCardID:state:operation:)`` unless active;
    ///   ``WalletError/paymentNotMade(amount:reason:)`` when the send failed and the service never got it.
    ///
    /// With `holdsOutcomeUntilAcknowledged`, for a caller that shows the outcome only after this returns (a
    /// command line printing it), an approval is kept until ``acknowledge(_:)``: if the process dies before
    /// that, the next one announces it as a recovered payment and a retry gets it instead of a second charge.
    public func startPayment(
        withDigitalCardID digitalCardID: String? = nil, amount: Int, currencyCode: String = "EUR",
        merchantName: String = "Tessera Test POS", auxiliary: Bool = false, isNewPayment: Bool = false,
        holdsOutcomeUntilAcknowledged: Bool = false
    ) async throws -> TransactionContext {
        try await manager.reconciled().pay(
            digitalCardID, amount: amount, currencyCode: currencyCode, merchantName: merchantName,
            auxiliary: auxiliary, newPayment: isNewPayment, holding: holdsOutcomeUntilAcknowledged)
    }

    /// Says the outcome of a payment made with `holdsOutcomeUntilAcknowledged` has been shown.
    public func acknowledge(_ payment: TransactionContext) async throws {
        try await manager.wallet().acknowledge(payment: payment)
    }
}
