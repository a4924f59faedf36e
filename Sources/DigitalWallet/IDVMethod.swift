/// One way the cardholder can prove they hold the card (ID&V) on the yellow path.
public struct IDVMethod: Sendable, Equatable, Codable {
    /// How the method works.
    public enum IDVType: String, Sendable, Codable {
        /// A one-time code by SMS.
        case otpBySMS
        /// A one-time code by e-mail.
        case otpByEmail
        /// Call the issuer's customer service.
        case customerService
        /// Visit the issuer's web site.
        case webService
        /// Open the issuer's app.
        case appToApp
        /// Anything else.
        case other
    }

    /// The method's id, to pass to `select(idvID:)`.
    public let id: String
    /// How the method works.
    public let type: IDVType
    /// The masked destination, number or address (`12X-XXX-XX32`).
    public let value: String

    /// Whether the method ends with a one-time code to enter.
    public var isOTPRequired: Bool { type == .otpBySMS || type == .otpByEmail }

    init(wire: Wire.Method) {
        id = wire.id
        value = wire.value
        type =
            switch wire.type {
            case "TEXT_TO_CARDHOLDER_NUMBER": .otpBySMS
            case "EMAIL_TO_CARDHOLDER_ADDRESS": .otpByEmail
            case "CARDHOLDER_TO_CALL_AUTOMATED_NUMBER", "CARDHOLDER_TO_CALL_MANNED_NUMBER": .customerService
            case "CARDHOLDER_TO_VISIT_WEBSITE": .webService
            case "CARDHOLDER_TO_USE_ISSUER_MOBILE_APP": .appToApp
            default: .other
            }
    }
}

/// The ID&V methods offered for a card on the yellow path, and the choice among them.
public struct IDVMethodSelector: Sendable {
    let wallet: Wallet
    /// The inactive card.
    public let digitalCardID: String
    let methods: [IDVMethod]

    /// The offered methods.
    public func getIDVMethodList() -> [IDVMethod] { methods }

    /// Chooses a method; for an OTP method the token service sends the code. Returns the activation session.
    public func select(idvID: String) async throws -> PendingCardActivationSession {
        try await wallet.selectIDV(digitalCardID, methodID: idvID)
        return PendingCardActivationSession(wallet: wallet, digitalCardID: digitalCardID)
    }

    /// Ends the digitization: the inactive card is deleted.
    public func cancel() async throws {
        try await PendingCardActivationSession(wallet: wallet, digitalCardID: digitalCardID).cancel()
    }
}

/// An inactive card's unfinished activation, to continue now or later.
public struct PendingCardActivationSession: Sendable {
    /// Where the activation stands.
    public enum State: Sendable, Equatable {
        /// No ID&V method chosen yet.
        case idvMethodNotSelected
        /// A code was sent; enter it with ``activate(withOTP:)``.
        case otpNeeded
        /// The token service deleted the card (too many wrong codes, cancelled, expired).
        case aborted
    }

    let wallet: Wallet
    /// The inactive card.
    public let digitalCardID: String

    /// Where the activation stands (asks the token service, and drops the card when it was aborted).
    public func state() async throws -> State {
        try await wallet.activationState(digitalCardID)
    }

    /// The offered ID&V methods.
    public func getIDVMethodList() async throws -> [IDVMethod] {
        try wallet.store.existingCard(digitalCardID).idvMethods
    }

    /// Chooses (or re-chooses) an ID&V method; an OTP method sends a new code.
    public func select(idvID: String) async throws {
        try await wallet.selectIDV(digitalCardID, methodID: idvID)
    }

    /// Activates the card with the one-time code.
    ///
    /// - Throws: ``DigitizationError/incorrectOTP`` for a wrong code;
    ///   ``DigitizationError/incorrectOTPMaxTryExceeded`` when the card was deleted after too many.
    public func activate(withOTP otp: String) async throws {
        try await wallet.activate(digitalCardID, otp: otp)
    }

    /// Aborts the activation: the card is deleted from the token service and the wallet.
    public func cancel() async throws {
        try await wallet.manage(digitalCardID, .delete)
    }
}
