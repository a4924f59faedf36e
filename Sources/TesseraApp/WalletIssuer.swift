/// What the Wallet tab needs from the card's issuer side, which a real wallet never sees: the emulated SMS and
/// e-mail inbox for one-time codes, issuer-initiated lifecycle changes and the documented test cards. The CLI
/// supplies it from the emulated token service.
public protocol WalletIssuer: Sendable {
    /// The test cards to offer when adding a card.
    var testCards: [WalletTestCard] { get }
    /// The actions the issuer can take on a token (`suspend`, `resume`, `delete`, `retire`).
    var issuerActions: [String] { get }
    /// The last one-time code sent for the token `reference`: where it went and the code; nil when none was sent.
    func lastCode(tokenReference reference: String) throws -> (destination: String, code: String)?
    /// Takes `action` on the token `reference` as its issuer; returns the token's new status.
    func act(_ action: String, tokenReference reference: String) throws -> String
}

/// A public test card the emulated token service knows, with the flow it follows.
public struct WalletTestCard: Sendable, Equatable {
    /// The full test number (a public test number, never a real card).
    public let number: String
    /// The expiry as MM/YY.
    public let expiry: String
    /// The security code.
    public let securityCode: String
    /// The scheme, with a second scheme for a co-badged card (`VISA+CARTES_BANCAIRES`).
    public let scheme: String
    /// `green`, `yellow`, `red` or another flow name.
    public let flow: String

    /// A test card.
    public init(number: String, expiry: String, securityCode: String, scheme: String, flow: String) {
        self.number = number
        self.expiry = expiry
        self.securityCode = securityCode
        self.scheme = scheme
        self.flow = flow
    }
}
