import Foundation
import JOSE

/// The directory server's and the ACS's side of the EMV 3-D Secure key derivation (threeds.md).
///
/// Concat KDF with SHA-256 over Z, the ECDH shared secret of the emulator's private key and the SDK's
/// ephemeral public key, 256 bits long, bound to `OtherInfo` = AlgorithmID ‖ PartyUInfo ‖ PartyVInfo ‖
/// SuppPubInfo with the first two empty and PartyVInfo the agreement info: the directory server id for
/// the device data, the SDK reference number for the challenge's session key.
package enum ThreeDSKeyDerivation {
    /// The Concat KDF context for `agreementInfo`, as JWE's ECDH-ES takes it.
    package static func context(agreementInfo: String) -> ConcatKDF.Context {
        ConcatKDF.Context(algorithmID: Data(), partyUInfo: Data(), partyVInfo: Data(agreementInfo.utf8))
    }

    /// The 32-byte key between the emulator's `privateKey` and the SDK's `sdkPublicKey`.
    package static func key(privateKey: JWK, sdkPublicKey: JWK, agreementInfo: String) throws -> Data {
        let secret = try ECDH.sharedSecret(privateKey: privateKey, publicKey: sdkPublicKey)
        return try ConcatKDF.deriveKey(sharedSecret: secret, length: 32, context: context(agreementInfo: agreementInfo))
    }
}
