/// Pays with the card the Checkout tab's form holds: the CLI tokenizes it with 3-D Secure into a fresh checkout
/// session on the emulator. The number and code are handed over only for the call and never kept.
public protocol CheckoutPayment: Sendable {
    /// Tokenizes the card with 3-D Secure, a challenge shown by `presenter` in `theme` (a `--theme` name, nil for
    /// none), and returns the result as the JSON `tessera tokenize` prints, with the SDK's note when authentication
    /// did not complete.
    func pay(
        number: String, expiryMonth: Int, expiryYear: Int, securityCode: String, theme: String?,
        presenter: BrowserChallengePresenter
    ) async throws -> (json: String, note: String?)
}
