import CardKit

/// Turns card details into a token and authorises a transaction with it; Checkout has no network code,
/// so an app passes one in through ``CheckoutEnvironment/tokenizer``.
public protocol CardTokenizer: Sendable {
    /// Exchanges `card` for a token.
    func tokenize(_ card: CardDetails) async throws -> CardToken
    /// Authorises `transaction` paid with `token`.
    func authorise(_ token: CardToken, transaction: TransactionInitiationData) async throws -> AuthorisationResult
}

/// The card as submitted: the number and code are held only for the call to the tokenizer.
public struct CardDetails: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// The digits of the number.
    public let number: String
    /// The expiry month, 1–12.
    public let expiryMonth: Int
    /// The four-digit expiry year.
    public let expiryYear: Int
    /// The security code (never logged, never stored).
    public let cvc: String
    /// The name on the card, if given.
    public let holderName: String?

    /// Masked: first six and last four digits, no code.
    public var description: String {
        "CardDetails(\(CardMasking.forLogs(number)), \(expiryMonth)/\(expiryYear), cvc: ***)"
    }

    /// A mirror with the number masked and no code, so `dump` and debuggers never print either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "number": CardMasking.forLogs(number), "expiryMonth": expiryMonth, "expiryYear": expiryYear,
                "cvc": "***",
            ],
            displayStyle: .struct)
    }
}

/// A token standing for a card, safe to keep.
public struct CardToken: Sendable, Hashable {
    /// The token.
    public let id: String
    /// The brand, when known.
    public let brand: String?
    /// The last four digits of the number.
    public let last4: String

    /// A token.
    public init(id: String, brand: String?, last4: String) {
        self.id = id
        self.brand = brand
        self.last4 = last4
    }
}

/// What the merchant's `onPreAuthorisation` returns to go ahead with a payment (seed: `TransactionInitiationData()`).
public struct TransactionInitiationData: Sendable, Hashable {
    /// The amount in minor units (cents), if the merchant sets it here.
    public var amountMinorUnits: Int?
    /// The ISO 4217 currency code.
    public var currency: String?
    /// The merchant's reference for the transaction.
    public var merchantReference: String?

    /// Transaction data; every field optional.
    public init(amountMinorUnits: Int? = nil, currency: String? = nil, merchantReference: String? = nil) {
        self.amountMinorUnits = amountMinorUnits
        self.currency = currency
        self.merchantReference = merchantReference
    }
}

/// What `onPreAuthorisation` is told: the token about to be authorised.
public struct PreAuthorisationData: Sendable, Hashable {
    /// The card's token.
    public let token: CardToken
}

/// The outcome of an authorisation, passed to `onPostAuthorisation`.
public struct AuthorisationResult: Sendable, Hashable {
    /// Whether the payment was authorised.
    public let isAuthorised: Bool
    /// The processor's transaction id.
    public let transactionId: String

    /// A result.
    public init(isAuthorised: Bool, transactionId: String) {
        self.isAuthorised = isAuthorised
        self.transactionId = transactionId
    }
}
