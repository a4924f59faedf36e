/// A JWE key management algorithm (`alg`, RFC 7518 §4).
public enum JWEAlgorithm: String, Sendable, CaseIterable, Codable {
    /// Elliptic-curve Diffie-Hellman ephemeral-static key agreement used directly as the content key.
    case ecdhES = "ECDH-ES"
    /// A shared symmetric key used directly as the content key.
    case direct = "dir"
    /// RSAES-OAEP with SHA-256 and MGF1-SHA-256 wrapping a random content key.
    case rsaOAEP256 = "RSA-OAEP-256"

    /// The key type this algorithm needs.
    public var keyType: JWK.KeyType {
        switch self {
        case .ecdhES: .ec
        case .direct: .oct
        case .rsaOAEP256: .rsa
        }
    }
}
