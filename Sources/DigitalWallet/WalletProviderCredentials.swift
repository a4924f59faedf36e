import Foundation

/// The wallet provider's OAuth credentials, which sign the wallet's enrolment with the token service (as
/// MDES calls carry the token requestor's signature); after enrolment the wallet signs with its own.
///
/// The emulated token service makes development ones for its data folder: `tessera sandbox provider-key`
/// prints them, and `tokenservice-provider.json` there holds them (`consumerKey`, `secret` in base64).
public struct WalletProviderCredentials: Sendable, Equatable {
    /// The consumer key the token service knows the provider by.
    public var consumerKey: String
    /// The shared secret of the HMAC-SHA256 signature.
    public var secret: Data

    /// Creates credentials from a consumer key and its secret.
    public init(consumerKey: String, secret: Data) {
        self.consumerKey = consumerKey
        self.secret = secret
    }

    /// The signer of the requests these credentials sign.
    var signer: RequestSigner { RequestSigner(consumerKey: consumerKey, secret: secret) }
}
