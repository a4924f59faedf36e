import Foundation

/// Compact JSON Web Encryption (RFC 7516) with `ECDH-ES`, `dir` and `RSA-OAEP-256`.
public enum JWE {
    /// A decrypted JWE: its protected header and plaintext.
    public struct Decrypted: Sendable {
        /// The protected header.
        public let header: JOSEHeader
        /// The plaintext.
        public let plaintext: Data
    }

    /// Encrypts `plaintext` to `key` and returns the compact JWE.
    ///
    /// - Parameters:
    ///   - plaintext: the bytes to encrypt.
    ///   - key: a symmetric key for `dir`, an EC key (its public part is used) for `ECDH-ES`, an RSA
    ///     key for `RSA-OAEP-256`.
    ///   - alg: how the content key reaches the recipient.
    ///   - enc: the content encryption.
    ///   - header: extra protected parameters (`kid`, `typ`, `cty`, `apu`, `apv`); `alg`, `enc` and
    ///     `epk` are set here.
    ///   - keyDerivation: for ECDH-ES, the Concat KDF context; nil means RFC 7518's (the `enc`
    ///     name, `apu`, `apv`). 3-D Secure passes its own.
    ///   - random: where the content key, the IV and nothing else come from.
    public static func encrypt(
        plaintext: Data, to key: JWK, alg: JWEAlgorithm, enc: JWEEncryption, header: JOSEHeader = JOSEHeader(),
        keyDerivation: ConcatKDF.Context? = nil, random: SecureRandom = .live
    ) throws -> String {
        try encrypt(
            plaintext: plaintext, to: key, alg: alg, enc: enc, header: header, keyDerivation: keyDerivation,
            random: random, ephemeralKey: nil)
    }

    /// ``encrypt(plaintext:to:alg:enc:header:keyDerivation:random:)`` with a given ECDH-ES ephemeral key (tests).
    package static func encrypt(
        plaintext: Data, to key: JWK, alg: JWEAlgorithm, enc: JWEEncryption, header: JOSEHeader,
        keyDerivation: ConcatKDF.Context?, random: SecureRandom, ephemeralKey: JWK?
    ) throws -> String {
        try key.validate()
        guard key.kty == alg.keyType else {
            throw JOSEError.invalidKey("\(alg.rawValue) needs a \(alg.keyType.rawValue) key, not \(key.kty.rawValue).")
        }
        var header = header
        header.alg = alg.rawValue
        header.enc = enc.rawValue
        let cek: Data
        var encryptedKey = Data()
        switch alg {
        case .direct:
            cek = try Base64URL.decode(key.k!)
        case .ecdhES:
            let recipient = try EVPKey.from(key.publicKey)
            let ephemeral = try ephemeralKey.map(EVPKey.from) ?? recipient.generateOnSameCurve()
            header.epk = try ephemeral.jwk(includePrivate: false)
            let secret = try ephemeral.deriveSharedSecret(with: recipient)
            let context = try keyDerivation ?? standardContext(header, enc: enc)
            cek = try ConcatKDF.deriveKey(sharedSecret: secret, length: enc.keyLength, context: context)
        case .rsaOAEP256:
            cek = try random.bytes(enc.keyLength)
            encryptedKey = try EVPKey.from(key.publicKey).oaepEncrypt(cek)
        }
        let protected = try header.encoded()
        let iv = try random.bytes(enc.ivLength)
        let sealed = try enc.seal(plaintext, key: cek, iv: iv, aad: Data(protected.utf8))
        return [
            protected, Base64URL.encode(encryptedKey), Base64URL.encode(iv), Base64URL.encode(sealed.ciphertext),
            Base64URL.encode(sealed.tag),
        ].joined(separator: ".")
    }

    /// Decrypts the compact JWE `token` with `key` and returns its plaintext.
    public static func decrypt(_ token: String, with key: JWK, keyDerivation: ConcatKDF.Context? = nil) throws -> Data {
        try decryptWithHeader(token, with: key, keyDerivation: keyDerivation).plaintext
    }

    /// Decrypts a compact JWE given as bytes, which must be UTF-8 text.
    public static func decrypt(_ token: Data, with key: JWK, keyDerivation: ConcatKDF.Context? = nil) throws -> Data {
        guard let text = String(data: token, encoding: .utf8) else {
            throw JOSEError.malformed("The JWE is not UTF-8 text.")
        }
        return try decrypt(text, with: key, keyDerivation: keyDerivation)
    }

    /// Decrypts the compact JWE `token` with `key`, returning header and plaintext.
    ///
    /// Refuses, with a ``JOSEError`` that says why: a malformed token, `alg: none` or another
    /// unsupported `alg`/`enc`, a `crit` or `zip` header, a key that does not fit `alg` or `enc`, an
    /// ephemeral key off its curve, and any ciphertext, IV, tag or header that fails authentication.
    public static func decryptWithHeader(
        _ token: String, with key: JWK, keyDerivation: ConcatKDF.Context? = nil
    ) throws -> Decrypted {
        let parts = try CompactSerialization.split(token, into: 5, kind: "JWE")
        let header = try JOSEHeader.decode(parts[0], kind: "JWE")
        let (alg, enc) = try algorithms(of: header)
        if header.zip != nil { throw JOSEError.unsupported("Compressed JWE content ('zip') is not supported.") }
        try key.validate()
        guard key.kty == alg.keyType else {
            throw JOSEError.invalidKey("The JWE uses \(alg.rawValue), which needs a \(alg.keyType.rawValue) key.")
        }
        let encryptedKey = try Base64URL.decode(parts[1], field: "JWE encrypted key")
        let iv = try Base64URL.decode(parts[2], field: "JWE IV")
        let ciphertext = try Base64URL.decode(parts[3], field: "JWE ciphertext")
        let tag = try Base64URL.decode(parts[4], field: "JWE tag")
        guard iv.count == enc.ivLength else {
            throw JOSEError.malformed("\(enc.rawValue) needs a \(enc.ivLength)-byte IV; this JWE has \(iv.count).")
        }
        let cek = try contentKey(
            alg: alg, enc: enc, header: header, key: key, encryptedKey: encryptedKey, keyDerivation: keyDerivation)
        let plaintext = try enc.open(ciphertext, tag: tag, key: cek, iv: iv, aad: Data(parts[0].utf8))
        return Decrypted(header: header, plaintext: plaintext)
    }

    private static func algorithms(of header: JOSEHeader) throws -> (JWEAlgorithm, JWEEncryption) {
        guard let name = header.alg else { throw JOSEError.malformed("The JWE header has no 'alg'.") }
        guard let alg = JWEAlgorithm(rawValue: name) else {
            let known = JWEAlgorithm.allCases.map(\.rawValue).joined(separator: ", ")
            throw JOSEError.unsupported("The JWE 'alg' '\(name)' is not supported (supported: \(known)).")
        }
        guard let encName = header.enc else { throw JOSEError.malformed("The JWE header has no 'enc'.") }
        guard let enc = JWEEncryption(rawValue: encName) else {
            let known = JWEEncryption.allCases.map(\.rawValue).joined(separator: ", ")
            throw JOSEError.unsupported("The JWE 'enc' '\(encName)' is not supported (supported: \(known)).")
        }
        return (alg, enc)
    }

    static func standardContext(_ header: JOSEHeader, enc: JWEEncryption) throws -> ConcatKDF.Context {
        .jwe(
            enc: enc, apu: try header.apu.map { try Base64URL.decode($0, field: "'apu'") } ?? Data(),
            apv: try header.apv.map { try Base64URL.decode($0, field: "'apv'") } ?? Data())
    }
}
