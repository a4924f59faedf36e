import JOSE

/// What the app's 3DS server puts into the AReq for this transaction.
public struct AuthenticationRequestParameters: Sendable, Equatable {
    /// The transaction's id, a lowercase UUID new for each transaction.
    public let sdkTransactionID: String
    /// The device data as a compact JWE to the directory server's key.
    public let deviceData: String
    /// The public part of the transaction's ephemeral P-256 key, `{"kty","crv","x","y"}`.
    public let sdkEphemeralPublicKey: JWK
    /// This installation's app id, a lowercase UUID that stays the same across transactions.
    public let sdkAppID: String
    /// The SDK reference number from the configuration.
    public let sdkReferenceNumber: String
    /// The protocol version of the transaction.
    public let messageVersion: String

    /// The ephemeral public key as compact JSON with sorted members, as an AReq carries it.
    public var sdkEphemeralPublicKeyJSON: String { sdkEphemeralPublicKey.jsonString() }
}
