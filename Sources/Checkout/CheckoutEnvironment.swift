import CardKit

/// What ``Checkout`` needs from the world, injected so tests are deterministic (STYLE.md §10).
public struct CheckoutEnvironment: Sendable {
    /// The current month, for expiry validation.
    public var clock: WallClock
    /// The language of placeholders, labels and messages.
    public var localization: CheckoutLocalization
    /// Whether the user asked for reduced motion (the card fades instead of flipping).
    public var reduceMotion: Bool
    /// Looks up the issuing bank's name from the card's leading digits (the first eight once there are eight,
    /// else the first six), or nil when unknown; the card image draws it in `bankNameTextStyling`.
    public var bankNameLookup: (@Sendable (String) -> String?)?
    /// Tokenises and authorises the card on submit; Checkout itself has no network code.
    public var tokenizer: (any CardTokenizer)?

    /// An environment; the defaults are the live clock, English, full motion, the issuers of the emulator's test
    /// BINs (CardKit's `TestBINIssuers`; pass your own lookup for real cards, or nil for no bank name) and no
    /// tokenizer.
    public init(
        clock: WallClock = .live, localization: CheckoutLocalization = .english, reduceMotion: Bool = false,
        bankNameLookup: (@Sendable (String) -> String?)? = { TestBINIssuers.issuerName(for: $0) },
        tokenizer: (any CardTokenizer)? = nil
    ) {
        self.clock = clock
        self.localization = localization
        self.reduceMotion = reduceMotion
        self.bankNameLookup = bankNameLookup
        self.tokenizer = tokenizer
    }

    /// The live environment.
    public static let live = CheckoutEnvironment()
}
