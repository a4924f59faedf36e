/// A JWS signature algorithm (`alg`, RFC 7518 §3).
public enum JWSAlgorithm: String, Sendable, CaseIterable, Codable {
    /// ECDSA on P-256 with SHA-256.
    case es256 = "ES256"
    /// ECDSA on P-384 with SHA-384.
    case es384 = "ES384"
    /// ECDSA on P-521 with SHA-512.
    case es512 = "ES512"
    /// RSASSA-PSS with SHA-256 and MGF1-SHA-256.
    case ps256 = "PS256"
    /// RSASSA-PKCS1-v1_5 with SHA-256.
    case rs256 = "RS256"

    /// The curve an ECDSA algorithm is defined on, or nil for RSA.
    public var curve: JWK.Curve? {
        switch self {
        case .es256: .p256
        case .es384: .p384
        case .es512: .p521
        case .ps256, .rs256: nil
        }
    }

    /// The key type the algorithm needs.
    public var keyType: JWK.KeyType { curve == nil ? .rsa : .ec }

    var digest: Digest {
        switch self {
        case .es256, .ps256, .rs256: .sha256
        case .es384: .sha384
        case .es512: .sha512
        }
    }

    /// Throws unless `key` is of the type (and curve) this algorithm needs.
    func check(_ key: JWK) throws {
        guard key.kty == keyType, key.crv == curve else {
            let needed = curve.map { "an EC \($0.rawValue)" } ?? "an RSA"
            let have = key.crv.map { "EC \($0.rawValue)" } ?? key.kty.rawValue
            throw JOSEError.invalidKey("\(rawValue) needs \(needed) key; this key is \(have).")
        }
    }
}
