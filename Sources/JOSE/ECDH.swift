import Foundation

/// Elliptic-curve Diffie-Hellman on P-256, P-384 and P-521.
public enum ECDH {
    /// The shared secret Z (the x coordinate of the shared point) between `privateKey` and `publicKey`.
    ///
    /// Both keys must be on the same curve; `publicKey` is checked to lie on it, so a point chosen
    /// off the curve (the invalid-curve attack) is refused with ``JOSEError/Kind/invalidKey``.
    public static func sharedSecret(privateKey: JWK, publicKey: JWK) throws -> Data {
        guard privateKey.kty == .ec, privateKey.d != nil else {
            throw JOSEError.invalidKey("ECDH needs a private EC key.")
        }
        guard publicKey.kty == .ec, publicKey.crv == privateKey.crv else {
            throw JOSEError.invalidKey("ECDH needs a public key on the same curve as the private key.")
        }
        // The peer key is usually ephemeral: it is checked and decoded afresh, not cached.
        return try EVPKey.from(privateKey).deriveSharedSecret(withEphemeral: publicKey.publicKey)
    }
}
