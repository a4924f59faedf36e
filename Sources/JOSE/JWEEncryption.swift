import Foundation

/// A JWE content encryption algorithm (`enc`, RFC 7518 §5).
public enum JWEEncryption: String, Sendable, CaseIterable, Codable {
    /// AES-128-CBC with HMAC-SHA-256, truncated to 128 bits.
    case a128cbcHS256 = "A128CBC-HS256"
    /// AES-256-CBC with HMAC-SHA-512, truncated to 256 bits.
    case a256cbcHS512 = "A256CBC-HS512"
    /// AES-128 in Galois/Counter Mode.
    case a128gcm = "A128GCM"
    /// AES-256 in Galois/Counter Mode.
    case a256gcm = "A256GCM"

    /// The content encryption key length in bytes (MAC key and encryption key together for CBC-HMAC).
    public var keyLength: Int {
        switch self {
        case .a128cbcHS256: 32
        case .a256cbcHS512: 64
        case .a128gcm: 16
        case .a256gcm: 32
        }
    }

    /// The initialization vector length in bytes.
    public var ivLength: Int { isGCM ? 12 : 16 }

    /// The authentication tag length in bytes.
    public var tagLength: Int { self == .a256cbcHS512 ? 32 : 16 }

    private var isGCM: Bool { self == .a128gcm || self == .a256gcm }

    /// Encrypts `plaintext` under `key` and `iv`, authenticating `aad`; returns ciphertext and tag.
    package func seal(_ plaintext: Data, key: Data, iv: Data, aad: Data) throws -> (ciphertext: Data, tag: Data) {
        try checkSizes(key: key, iv: iv)
        if isGCM { return try AESCipher.gcmSeal(key: key, iv: iv, aad: aad, plaintext) }
        let half = keyLength / 2
        let ciphertext = try AESCipher.cbc(encrypt: true, key: key.suffix(half), iv: iv, plaintext)
        return (ciphertext, try cbcTag(macKey: key.prefix(half), aad: aad, iv: iv, ciphertext: ciphertext))
    }

    /// Checks `tag` and decrypts `ciphertext`; throws ``JOSEError/Kind/decryptionFailed`` when it does not authenticate.
    package func open(_ ciphertext: Data, tag: Data, key: Data, iv: Data, aad: Data) throws -> Data {
        try checkSizes(key: key, iv: iv)
        let failure = JOSEError(
            .decryptionFailed, "The JWE did not authenticate: it was altered, truncated, or encrypted to another key.")
        guard tag.count == tagLength else { throw failure }
        if isGCM {
            guard let plaintext = try AESCipher.gcmOpen(key: key, iv: iv, aad: aad, ciphertext, tag: tag) else {
                throw failure
            }
            return plaintext
        }
        let half = keyLength / 2
        let expected = try cbcTag(macKey: key.prefix(half), aad: aad, iv: iv, ciphertext: ciphertext)
        guard expected.constantTimeEquals(tag) else { throw failure }
        do {
            return try AESCipher.cbc(encrypt: false, key: key.suffix(half), iv: iv, ciphertext)
        } catch {
            throw failure
        }
    }

    private func cbcTag(macKey: Data, aad: Data, iv: Data, ciphertext: Data) throws -> Data {
        let bits = withUnsafeBytes(of: (UInt64(aad.count) * 8).bigEndian) { Data($0) }
        let digest: Digest = self == .a128cbcHS256 ? .sha256 : .sha512
        return try digest.hmac(key: macKey, aad + iv + ciphertext + bits).prefix(tagLength)
    }

    private func checkSizes(key: Data, iv: Data) throws {
        guard key.count == keyLength else {
            throw JOSEError.invalidKey(
                "\(rawValue) needs a \(keyLength * 8)-bit key; this one has \(key.count * 8) bits.")
        }
        guard iv.count == ivLength else {
            throw JOSEError.malformed("\(rawValue) needs a \(ivLength)-byte IV; this one has \(iv.count).")
        }
    }
}
