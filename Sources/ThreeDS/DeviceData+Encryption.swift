import Foundation
import JOSE

extension DeviceData {
    /// The device data JSON as a compact JWE to the directory server's public key (threeds.md).
    ///
    /// An RSA key gives standard JWE `{"alg":"RSA-OAEP-256","enc":"A128CBC-HS256"}`, with the key's `kid`
    /// when it has one. An EC key gives `{"alg":"dir","enc":"A128CBC-HS256","epk":{…}}` with an empty
    /// encrypted-key part, as EMVCo-certified SDKs write it: the content key is the 3-D Secure key
    /// agreement between `ephemeralKey` (the transaction's, whose public part goes in `epk`) and the
    /// directory server's key, with the directory server id as the agreement info.
    static func encrypt(
        _ json: Data, to directoryServerKey: JWK, directoryServerID: String, ephemeralKey: JWK, random: SecureRandom
    ) throws -> String {
        switch directoryServerKey.kty {
        case .rsa:
            return try JWE.encrypt(
                plaintext: json, to: directoryServerKey, alg: .rsaOAEP256, enc: .a128cbcHS256,
                header: JOSEHeader(kid: directoryServerKey.kid), random: random)
        case .ec:
            try directoryServerKey.validate()
            let contentKey = try KeyAgreement.key(
                privateKey: ephemeralKey, peerPublicKey: directoryServerKey, agreementInfo: directoryServerID)
            var header = JOSEHeader()
            header.epk = try ephemeralKey.publicKey
            header.epk?.kid = nil
            return try JWE.encrypt(
                plaintext: json, to: .symmetric(contentKey), alg: .direct, enc: .a128cbcHS256, header: header,
                random: random)
        case .oct:
            throw JOSEError(.invalidKey, "A directory server key must be an EC or RSA public key.")
        }
    }
}
