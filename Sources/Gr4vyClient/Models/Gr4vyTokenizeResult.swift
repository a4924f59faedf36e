/// What tokenize did: the payment method was stored (always true when tokenize returns), and how 3-D
/// Secure went when it was asked for.
public struct Gr4vyTokenizeResult: Encodable, Sendable, Hashable {
    /// Whether the payment method was stored in the checkout session.
    public let tokenized: Bool
    /// The 3-D Secure authentication, when tokenize was asked to authenticate; nil otherwise.
    public let authentication: Gr4vyAuthentication?

    /// Creates a result.
    public init(tokenized: Bool, authentication: Gr4vyAuthentication? = nil) {
        self.tokenized = tokenized
        self.authentication = authentication
    }
}
