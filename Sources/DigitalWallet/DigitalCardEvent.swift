/// A change to a wallet's cards, as its ``DigitalCardManager/events`` stream reports it.
public enum DigitalCardEvent: Sendable, Equatable {
    /// A card was added (green path) or finished its ID&V, and is active.
    case provisioned(digitalCardID: String)
    /// A card was added and waits for ID&V (yellow path).
    case activationRequired(digitalCardID: String)
    /// A card's state changed (suspended, resumed, retired).
    case stateChanged(digitalCardID: String, state: DigitalCard.State)
    /// A card left the wallet.
    case deleted(digitalCardID: String)
    /// A card got new payment keys.
    case replenished(digitalCardID: String, numberOfPaymentsLeft: UInt)
    /// A payment was made with a card.
    case transactionRecorded(digitalCardID: String, transactionID: String, approved: Bool)
    /// A payment whose outcome its command never reported was settled (see ``RecoveredPayment``).
    case paymentRecovered(RecoveredPayment)
    /// The default card changed (nil: there is none).
    case defaultCardChanged(digitalCardID: String?)
}
