import Foundation

extension JWK {
    /// Reads an EC or RSA key from PEM: a private key (`PRIVATE KEY`, `EC PRIVATE KEY`, `RSA PRIVATE KEY`),
    /// a public key (`PUBLIC KEY`), or the public key of a `CERTIFICATE`.
    public init(pem: String) throws {
        guard !pem.isEmpty, pem.utf8.count <= Self.maximumJSONLength else {
            throw JOSEError.invalidKey("The PEM text is empty or larger than \(Self.maximumJSONLength) bytes.")
        }
        if pem.contains("-----BEGIN CERTIFICATE-----") {
            self = try X509Certificate(pem: pem).publicKey()
        } else {
            self = try EVPKey.fromPEM(Data(pem.utf8)).jwk(includePrivate: true)
        }
    }

    /// Reads an EC or RSA key from DER: PKCS #8 or traditional private key, or SubjectPublicKeyInfo.
    public init(der: Data) throws {
        guard !der.isEmpty else { throw JOSEError.invalidKey("The DER key is empty.") }
        self = try EVPKey.fromDER(der).jwk(includePrivate: true)
    }

    /// The private key as PKCS #8 PEM (`BEGIN PRIVATE KEY`).
    public func pemPrivateKey() throws -> String {
        guard d != nil else { throw JOSEError.invalidKey("This key has no private part to export.") }
        return try EVPKey.from(self).pem(includePrivate: true)
    }

    /// The public key as SubjectPublicKeyInfo PEM (`BEGIN PUBLIC KEY`).
    public func pemPublicKey() throws -> String {
        try EVPKey.from(publicKey).pem(includePrivate: false)
    }

    /// A new EC key pair on `curve`, from the cryptographically secure generator.
    public static func generate(curve: Curve, kid: String? = nil) throws -> JWK {
        var key = try EVPKey.generateEC(curve).jwk(includePrivate: true)
        key.kid = kid
        return key
    }

    /// A new RSA key pair of `bits` bits (2048–8192, a multiple of 8) with exponent 65537.
    public static func generateRSA(bits: Int = 2048, kid: String? = nil) throws -> JWK {
        guard (2048...8192).contains(bits), bits % 8 == 0 else {
            throw JOSEError.invalidKey("An RSA key must have 2048–8192 bits in whole bytes; \(bits) was asked for.")
        }
        var key = try EVPKey.generateRSA(bits: bits).jwk(includePrivate: true)
        key.kid = kid
        return key
    }

    /// A new symmetric key of `bits` bits (a multiple of 8, 128–512).
    public static func generateSymmetric(bits: Int, kid: String? = nil, random: SecureRandom = .live) throws -> JWK {
        guard (128...512).contains(bits), bits % 8 == 0 else {
            throw JOSEError.invalidKey("A symmetric key must have 128–512 bits in whole bytes; \(bits) was asked for.")
        }
        return .symmetric(try random.bytes(bits / 8), kid: kid)
    }
}
