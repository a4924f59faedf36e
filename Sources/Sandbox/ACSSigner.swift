import Foundation
import JOSE
import TesseraCore

/// Signs the ACS's `acsSignedContent` with the development ACS key, its certificate in `x5c`.
enum ACSSigner {
    /// The development ACS signing key, read once so that its OpenSSL key is made once.
    private static let signingKey = Result { try JWK(pem: ThreeDSDevelopmentMaterial.acsSigningKeyPEM) }

    /// The ACS signing certificate, issued by ``DirectoryServer/rootCertificate()``.
    static func certificate() throws -> X509Certificate {
        try X509Certificate(pem: ThreeDSDevelopmentMaterial.acsCertificatePEM)
    }

    /// The compact JWS (ES256, `x5c` = [ACS certificate]) over
    /// `{acsTransID, acsRefNumber, acsURL, acsEphemPubKey, sdkEphemPubKey}`.
    ///
    /// When `corrupt`, one character of the signature is changed, so it no longer verifies.
    static func signedContent(
        acsTransactionID: String, acsURL: String, acsEphemeralKey: JWK, sdkEphemeralKey: JWK, corrupt: Bool
    ) throws -> String {
        let payload: JSONValue = [
            "acsTransID": .string(acsTransactionID), "acsRefNumber": .string(SandboxHandler.acsReferenceNumber),
            "acsURL": .string(acsURL), "acsEphemPubKey": try json(acsEphemeralKey),
            "sdkEphemPubKey": try json(sdkEphemeralKey),
        ]
        let token = try JWS.sign(
            payload: payload.compactData, with: try signingKey.get(),
            alg: .es256, certificateChain: [try certificate()])
        guard corrupt else { return token }
        var characters = Array(token)
        let index = characters.count - 20
        characters[index] = characters[index] == "A" ? "B" : "A"
        return String(characters)
    }

    /// A public key as a JSON object.
    private static func json(_ key: JWK) throws -> JSONValue {
        var key = try key.publicKey
        key.kid = nil
        guard let value = JSONValue(parsing: Data(key.jsonString().utf8)) else {
            throw JOSEError(.invalidKey, "The key does not encode as JSON.")
        }
        return value
    }
}
