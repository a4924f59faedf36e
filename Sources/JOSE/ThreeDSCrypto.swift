import Foundation

/// The JOSE operations of EMV 3-D Secure 2 (app-based), for the SDK and the emulator's DS and ACS.
public enum ThreeDSCrypto {
    /// Encrypts device data to the directory server's public key as a compact JWE.
    ///
    /// An RSA key gives `{"alg":"RSA-OAEP-256","enc":"A128CBC-HS256"}` (with the key's `kid` when it
    /// has one). An EC key gives `{"alg":"dir","enc":"A128CBC-HS256","epk":{…}}` with an empty
    /// encrypted-key part, as EMVCo-certified SDKs write it: the content key is Concat KDF over
    /// ECDH(`ephemeralKey`, DS key), an empty algorithm ID and party U, and the DS id as party V.
    ///
    /// - Parameters:
    ///   - deviceData: the device data JSON to encrypt.
    ///   - directoryServerKey: the directory server's public key, RSA or EC.
    ///   - directoryServerID: the directory server's id (party V of the Concat KDF).
    ///   - ephemeralKey: the SDK's ephemeral P-256 private key, whose public part goes in `epk` (the
    ///     same key as the transaction's `sdkEphemPubKey`); nil generates a fresh one.
    ///   - random: where the content key and the IV come from.
    public static func encryptDeviceData(
        _ deviceData: Data, to directoryServerKey: JWK, directoryServerID: String, ephemeralKey: JWK? = nil,
        random: SecureRandom = .live
    ) throws -> String {
        switch directoryServerKey.kty {
        case .rsa:
            return try JWE.encrypt(
                plaintext: deviceData, to: directoryServerKey, alg: .rsaOAEP256, enc: .a128cbcHS256,
                header: JOSEHeader(kid: directoryServerKey.kid), random: random)
        case .ec:
            try directoryServerKey.validate()
            let ephemeral = try ephemeralKey ?? JWK.generate(curve: directoryServerKey.crv ?? .p256)
            let cek = try deviceDataKey(
                privateKey: ephemeral, publicKey: directoryServerKey, directoryServerID: directoryServerID)
            var header = JOSEHeader()
            header.alg = JWEAlgorithm.direct.rawValue
            header.enc = JWEEncryption.a128cbcHS256.rawValue
            header.epk = try ephemeral.publicKey
            header.epk?.kid = nil
            let protected = header.encoded()
            let iv = try random.bytes(JWEEncryption.a128cbcHS256.ivLength)
            let sealed = try JWEEncryption.a128cbcHS256.seal(deviceData, key: cek, iv: iv, aad: Data(protected.utf8))
            return [
                protected, "", Base64URL.encode(iv), Base64URL.encode(sealed.ciphertext), Base64URL.encode(sealed.tag),
            ]
            .joined(separator: ".")
        case .oct:
            throw JOSEError.invalidKey("A directory server key must be an EC or RSA public key.")
        }
    }

    /// Decrypts device data with the directory server's private key (the emulator's DS side).
    ///
    /// For an EC key it accepts `alg` `dir` (what SDKs write) or `ECDH-ES`, either with the SDK's
    /// `epk` and an empty encrypted key, and derives the content key the 3-D Secure way.
    public static func decryptDeviceData(_ token: String, with directoryServerKey: JWK, directoryServerID: String)
        throws -> Data
    {
        guard directoryServerKey.kty == .ec else { return try JWE.decrypt(token, with: directoryServerKey) }
        let parts = try CompactSerialization.split(token, into: 5, kind: "JWE")
        let header = try JOSEHeader.decode(parts[0], kind: "JWE")
        guard header.alg == "dir" || header.alg == "ECDH-ES" else {
            throw JOSEError.unsupported(
                "EC device data must use 'alg' 'dir' or 'ECDH-ES', not '\(header.alg ?? "(none)")'.")
        }
        guard header.enc == JWEEncryption.a128cbcHS256.rawValue else {
            throw JOSEError.unsupported("Device data must use 'enc' 'A128CBC-HS256', not '\(header.enc ?? "(none)")'.")
        }
        guard parts[1].isEmpty else { throw JOSEError.malformed("EC device data must have an empty encrypted key.") }
        guard let epk = header.epk else { throw JOSEError.malformed("The device data JWE header has no 'epk'.") }
        let cek = try deviceDataKey(
            privateKey: directoryServerKey, publicKey: epk, directoryServerID: directoryServerID)
        let iv = try Base64URL.decode(parts[2], field: "JWE IV")
        guard iv.count == JWEEncryption.a128cbcHS256.ivLength else {
            throw JOSEError.malformed("A128CBC-HS256 needs a 16-byte IV; this JWE has \(iv.count).")
        }
        return try JWEEncryption.a128cbcHS256.open(
            Base64URL.decode(parts[3], field: "JWE ciphertext"), tag: Base64URL.decode(parts[4], field: "JWE tag"),
            key: cek, iv: iv, aad: Data(parts[0].utf8))
    }

    /// The 256-bit device data content key: Concat KDF-SHA-256 over ECDH(private, public) with the
    /// directory server id as party V.
    public static func deviceDataKey(privateKey: JWK, publicKey: JWK, directoryServerID: String) throws -> Data {
        let secret = try ECDH.sharedSecret(privateKey: privateKey, publicKey: publicKey)
        return try ConcatKDF.deriveKey(sharedSecret: secret, length: 32, context: .threeDS(partyV: directoryServerID))
    }

    /// The 256-bit challenge session key: Concat KDF-SHA-256 over ECDH(own private key, peer public key),
    /// with an empty algorithm ID and party U and the SDK reference number as party V.
    ///
    /// The SDK passes its ephemeral private key and the ACS ephemeral public key; the ACS the reverse.
    /// Both get the same key, used with `dir` + `A128CBC-HS256` for every CReq and CRes.
    public static func challengeSessionKey(privateKey: JWK, peerPublicKey: JWK, sdkReferenceNumber: String) throws
        -> Data
    {
        let secret = try ECDH.sharedSecret(privateKey: privateKey, publicKey: peerPublicKey)
        return try ConcatKDF.deriveKey(sharedSecret: secret, length: 32, context: .threeDS(partyV: sdkReferenceNumber))
    }
}
