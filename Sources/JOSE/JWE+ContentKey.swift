import Foundation

extension JWE {
    /// Recovers the content encryption key of a JWE addressed to `key` with `alg`.
    static func contentKey(
        alg: JWEAlgorithm, enc: JWEEncryption, header: JOSEHeader, key: JWK, encryptedKey: Data,
        keyDerivation: ConcatKDF.Context?
    ) throws -> Data {
        switch alg {
        case .direct:
            guard encryptedKey.isEmpty else {
                throw JOSEError.malformed("A 'dir' JWE must have an empty encrypted key.")
            }
            let cek = try Base64URL.decode(key.k!)
            guard cek.count == enc.keyLength else {
                throw JOSEError.invalidKey(
                    "The JWE uses \(enc.rawValue), which needs a \(enc.keyLength * 8)-bit key; this key has \(cek.count * 8)."
                )
            }
            return cek
        case .ecdhES:
            guard encryptedKey.isEmpty else {
                throw JOSEError.malformed("An 'ECDH-ES' JWE must have an empty encrypted key.")
            }
            guard key.d != nil else { throw JOSEError.invalidKey("Decrypting ECDH-ES needs the private EC key.") }
            guard let epk = header.epk else { throw JOSEError.malformed("The ECDH-ES JWE header has no 'epk'.") }
            guard epk.kty == .ec, epk.crv == key.crv, epk.d == nil else {
                throw JOSEError.invalidKey("The JWE's 'epk' is not a public key on the recipient key's curve.")
            }
            let secret = try EVPKey.from(key).deriveSharedSecret(withEphemeral: epk)
            let context = try keyDerivation ?? standardContext(header, enc: enc)
            return try ConcatKDF.deriveKey(sharedSecret: secret, length: enc.keyLength, context: context)
        case .rsaOAEP256:
            guard key.d != nil else { throw JOSEError.invalidKey("Decrypting RSA-OAEP-256 needs the private RSA key.") }
            let rsa = try EVPKey.from(key)
            guard encryptedKey.count == (rsa.bits + 7) / 8 else {
                throw JOSEError(.decryptionFailed, "The JWE's encrypted key does not have the RSA key's length.")
            }
            // A wrong key or a forged encrypted key continues with a random content key, so the failure
            // shows only as a failed tag and gives no padding oracle (RFC 7516 §11.5).
            guard let cek = try rsa.oaepDecrypt(encryptedKey), cek.count == enc.keyLength else {
                return try SecureRandom.live.bytes(enc.keyLength)
            }
            return cek
        }
    }
}
