import Foundation

/// The JOSE operations of EMV 3-D Secure 2 (app-based), for the SDK and the emulator's DS and ACS.
public enum ThreeDSCrypto {
    /// Encrypts device data to the directory server's public key as a compact JWE.
    ///
    /// An RSA key gives `RSA-OAEP-256` + `A128CBC-HS256`. An EC key gives `ECDH-ES` + `A128CBC-HS256`
    /// with the content key from Concat KDF over an empty algorithm ID and party U and the
    /// directory server ID as party V, as 3-D Secure prescribes.
    public static func encryptDeviceData(
        _ deviceData: Data, to directoryServerKey: JWK, directoryServerID: String, random: SecureRandom = .live
    ) throws -> String {
        let header = JOSEHeader(kid: directoryServerKey.kid)
        switch directoryServerKey.kty {
        case .rsa:
            return try JWE.encrypt(
                plaintext: deviceData, to: directoryServerKey, alg: .rsaOAEP256, enc: .a128cbcHS256, header: header,
                random: random)
        case .ec:
            return try JWE.encrypt(
                plaintext: deviceData, to: directoryServerKey, alg: .ecdhES, enc: .a128cbcHS256, header: header,
                keyDerivation: .threeDS(partyV: directoryServerID), random: random)
        case .oct:
            throw JOSEError.invalidKey("A directory server key must be an EC or RSA public key.")
        }
    }

    /// Decrypts device data with the directory server's private key (the emulator's DS side).
    public static func decryptDeviceData(_ token: String, with directoryServerKey: JWK, directoryServerID: String)
        throws -> Data
    {
        let derivation: ConcatKDF.Context? =
            directoryServerKey.kty == .ec ? .threeDS(partyV: directoryServerID) : nil
        return try JWE.decrypt(token, with: directoryServerKey, keyDerivation: derivation)
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
