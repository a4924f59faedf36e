import Foundation

/// A JSON Web Key (RFC 7517): an EC (P-256, P-384, P-521), RSA or symmetric (`oct`) key, public or private.
///
/// Key material is held base64url-encoded exactly as in JSON. `description` never shows private
/// material, and shows public values shortened.
public struct JWK: Codable, Hashable, Sendable {
    /// The key type (`kty`).
    public enum KeyType: String, Codable, Sendable, CaseIterable {
        /// An elliptic-curve key.
        case ec = "EC"
        /// An RSA key.
        case rsa = "RSA"
        /// A symmetric key.
        case oct
    }

    /// A NIST prime curve (`crv`).
    public enum Curve: String, Codable, Sendable, CaseIterable {
        /// NIST P-256 (secp256r1), used by ES256 and 3-D Secure.
        case p256 = "P-256"
        /// NIST P-384 (secp384r1), used by ES384.
        case p384 = "P-384"
        /// NIST P-521 (secp521r1), used by ES512.
        case p521 = "P-521"

        /// The length of a coordinate or private scalar in bytes.
        public var coordinateSize: Int {
            switch self {
            case .p256: 32
            case .p384: 48
            case .p521: 66
            }
        }

        /// OpenSSL's name for the curve.
        var openSSLName: String {
            switch self {
            case .p256: "prime256v1"
            case .p384: "secp384r1"
            case .p521: "secp521r1"
            }
        }
    }

    /// The key type.
    public var kty: KeyType
    /// The curve of an EC key.
    public var crv: Curve?
    /// EC public coordinates.
    public var x: String?
    /// EC public coordinates.
    public var y: String?
    /// The private exponent (RSA) or scalar (EC).
    public var d: String?
    /// RSA modulus.
    public var n: String?
    /// RSA public exponent.
    public var e: String?
    /// RSA first prime factor.
    public var p: String?
    /// RSA second prime factor.
    public var q: String?
    /// RSA first factor CRT exponent.
    public var dp: String?
    /// RSA second factor CRT exponent.
    public var dq: String?
    /// RSA first CRT coefficient.
    public var qi: String?
    /// The symmetric key value.
    public var k: String?
    /// The key identifier.
    public var kid: String?
    /// The intended use (`sig` or `enc`).
    public var use: String?
    /// The algorithm the key is meant for.
    public var alg: String?
    /// A certificate chain for the key, leaf first (standard base64 DER).
    public var x5c: [String]?
    /// The OpenSSL key made from this key's material, kept for the next operation; not part of the value.
    var openSSLKey = EVPKeySlot()

    private enum CodingKeys: String, CodingKey {
        case kty, crv, x, y, d, n, e, p, q, dp, dq, qi, k, kid, use, alg, x5c
    }

    /// The members an OpenSSL key is made from.
    var material: [String?] { [kty.rawValue, crv?.rawValue, x, y, d, n, e, p, q, dp, dq, qi] }

    /// Creates a key from its members; see ``parse(_:)-(String)`` to read and check JSON.
    public init(
        kty: KeyType, crv: Curve? = nil, x: String? = nil, y: String? = nil, d: String? = nil,
        n: String? = nil, e: String? = nil, k: String? = nil, kid: String? = nil
    ) {
        self.kty = kty
        self.crv = crv
        self.x = x
        self.y = y
        self.d = d
        self.n = n
        self.e = e
        self.k = k
        self.kid = kid
    }

    /// A symmetric key holding `bytes`.
    public static func symmetric(_ bytes: Data, kid: String? = nil) -> JWK {
        JWK(kty: .oct, k: Base64URL.encode(bytes), kid: kid)
    }

    /// Whether the key holds private (or secret) material.
    public var isPrivate: Bool { d != nil || k != nil }

    /// The public part of the key: the same key with every private member removed.
    public var publicKey: JWK {
        get throws {
            guard kty != .oct else { throw JOSEError.invalidKey("A symmetric (oct) key has no public part.") }
            guard isPrivate else { return self }
            var key = self
            (key.d, key.p, key.q, key.dp, key.dq, key.qi) = (nil, nil, nil, nil, nil, nil)
            key.openSSLKey = EVPKeySlot()
            return key
        }
    }

    /// The key as compact JSON with sorted members.
    public func jsonString() -> String {
        String(decoding: (try? JSONEncoder.sortedCompact().encode(self)) ?? Data(), as: UTF8.self)
    }
}
