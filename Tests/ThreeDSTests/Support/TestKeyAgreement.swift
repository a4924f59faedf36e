import Foundation
import JOSE

/// The directory server's and the ACS's side of the 3-D Secure key agreement for these tests, written from
/// threeds.md apart from the SDK's (the emulator has a third, held to the same vectors in SandboxTests).
enum TestKeyAgreement {
    /// Concat KDF-SHA-256 over ECDH(`privateKey`, `publicKey`), 256 bits, with an empty AlgorithmID and
    /// PartyUInfo and `partyV` as PartyVInfo.
    static func key(privateKey: JWK, publicKey: JWK, partyV: String) throws -> Data {
        let z = try ECDH.sharedSecret(privateKey: privateKey, publicKey: publicKey)
        let context = ConcatKDF.Context(algorithmID: Data(), partyUInfo: Data(), partyVInfo: Data(partyV.utf8))
        return try ConcatKDF.deriveKey(sharedSecret: z, length: 32, context: context)
    }

    /// Device data opened with the directory server's private key: a standard JWE for RSA, and for EC a
    /// `dir` JWE under the key agreed with its `epk`.
    static func decryptDeviceData(_ token: String, with key: JWK, directoryServerID: String) throws -> Data {
        guard key.kty == .ec else { return try JWE.decrypt(token, with: key) }
        let header = try JSONDecoder().decode(JOSEHeader.self, from: Base64URL.decode(token.prefix { $0 != "." }))
        guard let epk = header.epk else { throw JOSEError(.malformedInput, "The device data has no 'epk'.") }
        let contentKey = try Self.key(privateKey: key, publicKey: epk, partyV: directoryServerID)
        return try JWE.decrypt(token, with: .symmetric(contentKey))
    }
}
