import Foundation
import JOSE

/// The SDK's side of the EMV 3-D Secure key derivation (threeds.md, EMV 3DS SDK Technical Guide §3.3.4).
///
/// ConcatKDF with SHA-256 over Z, the raw ECDH shared secret, for 256 bits; `OtherInfo` is an empty
/// AlgorithmID, an empty PartyUInfo, PartyVInfo = the agreement info (the directory server id for device
/// data, the SDK reference number for the secure channel) and SuppPubInfo 256, each length-prefixed.
enum KeyAgreement {
    /// The 32-byte key agreed between the SDK's private key and the peer's public key for `agreementInfo`.
    static func key(privateKey: JWK, peerPublicKey: JWK, agreementInfo: String) throws -> Data {
        let z = try ECDH.sharedSecret(privateKey: privateKey, publicKey: peerPublicKey)
        let otherInfo = ConcatKDF.Context(algorithmID: Data(), partyUInfo: Data(), partyVInfo: Data(agreementInfo.utf8))
        return try ConcatKDF.deriveKey(sharedSecret: z, length: 32, context: otherInfo)
    }
}
