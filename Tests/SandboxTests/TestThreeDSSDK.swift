import Foundation
import JOSE
import Transport

@testable import Sandbox

/// A minimal 3-D Secure SDK written from threeds.md, to drive the emulator's DS and ACS in tests.
///
/// It is deliberately separate from the product's ThreeDS module (the emulator must not share code
/// with a client): device data in the three forms, the authenticate body, the signed-content check
/// and the secure channel with its counters.
struct TestThreeDSSDK {
    /// How the device data is encrypted.
    enum DeviceDataForm: String, CaseIterable, Sendable {
        /// The 3-D Secure EC form: `alg` `dir`, `epk`, empty encrypted key, 3DS Concat KDF.
        case directWithEPK
        /// `ECDH-ES` with the 3DS Concat KDF (JOSE's `JWE` with the 3DS key derivation).
        case ecdhES
        /// `RSA-OAEP-256`, a standard JWE.
        case rsa
    }

    static let referenceNumber = "3DS_LOA_SDK_TSRA_020200_00001"
    static let deviceData = #"{"DV":"1.0","DD":{"C001":"Linux","C004":"en-US"},"DPNA":{"C010":"RE01"},"SW":[]}"#

    let ephemeralKey: JWK
    let sdkTransID = UUID().uuidString.lowercased()
    let sdkAppID = UUID().uuidString.lowercased()

    init() throws {
        ephemeralKey = try JWK.generate(curve: .p256)
    }

    /// The device data encrypted to `server` in `form`.
    func encryptDeviceData(to server: DirectoryServer, form: DeviceDataForm, partyV: String? = nil) throws -> String {
        let plaintext = Data(Self.deviceData.utf8)
        let key = try server.encryptionKey
        switch form {
        case .directWithEPK:
            let cek = try Self.derivedKey(privateKey: ephemeralKey, publicKey: key, partyV: partyV ?? server.id)
            var header = JOSEHeader()
            header.epk = try ephemeralKey.publicKey
            return try JWE.encrypt(
                plaintext: plaintext, to: .symmetric(cek), alg: .direct, enc: .a128cbcHS256, header: header)
        case .ecdhES:
            return try JWE.encrypt(
                plaintext: plaintext, to: key, alg: .ecdhES, enc: .a128cbcHS256,
                keyDerivation: Self.context(partyV: partyV ?? server.id))
        case .rsa:
            return try JWE.encrypt(
                plaintext: plaintext, to: key, alg: .rsaOAEP256, enc: .a128cbcHS256, header: JOSEHeader(kid: key.kid))
        }
    }

    /// The 3-D Secure Concat KDF context: AlgorithmID and PartyUInfo empty, PartyVInfo `partyV`.
    static func context(partyV: String) -> ConcatKDF.Context {
        ConcatKDF.Context(algorithmID: Data(), partyUInfo: Data(), partyVInfo: Data(partyV.utf8))
    }

    /// The 3-D Secure key: Concat KDF-SHA-256 over ECDH(`privateKey`, `publicKey`), 256 bits.
    static func derivedKey(privateKey: JWK, publicKey: JWK, partyV: String) throws -> Data {
        let secret = try ECDH.sharedSecret(privateKey: privateKey, publicKey: publicKey)
        return try ConcatKDF.deriveKey(sharedSecret: secret, length: 32, context: context(partyV: partyV))
    }

    /// The authenticate body gr4vy-api.md describes, with `sdk_encrypted_data` = `deviceData`.
    func authenticateBody(deviceData: String) throws -> [String: Any] {
        let key = try ephemeralKey.publicKey
        return [
            "default_sdk_type": ["wrappedInd": "Y", "sdkVariant": "01"], "device_channel": "01",
            "device_render_options": ["sdkInterface": "03", "sdkUiType": ["01", "02", "03", "04", "05"]],
            "sdk_app_id": sdkAppID, "sdk_encrypted_data": deviceData,
            "sdk_ephemeral_pub_key": ["kty": "EC", "crv": "P-256", "x": key.x!, "y": key.y!],
            "sdk_reference_number": Self.referenceNumber, "sdk_max_timeout": "05", "sdk_transaction_id": sdkTransID,
        ]
    }

    /// Verifies `acsSignedContent` to the emulator's root and opens the secure channel it describes.
    func channel(for challenge: [String: Any]) throws -> TestChannel {
        let signed = try JWS.verify(
            challenge["acs_signed_content"] as? String ?? "", trustedRoots: [DirectoryServer.rootCertificate()])
        let payload = try JSONSerialization.jsonObject(with: signed.payload) as? [String: Any] ?? [:]
        let acsKey = try JWK.parse(JSONSerialization.data(withJSONObject: payload["acsEphemPubKey"] ?? [:]))
        let key = try Self.derivedKey(privateKey: ephemeralKey, publicKey: acsKey, partyV: Self.referenceNumber)
        return TestChannel(
            acsTransID: payload["acsTransID"] as? String ?? "",
            serverTransID: challenge["server_transaction_id"]
                as? String ?? "", sdkTransID: sdkTransID, acsURL: URL(string: payload["acsURL"] as? String ?? "")!,
            key: key, signedPayload: payload)
    }
}

/// What the ACS answered.
enum ACSReply {
    /// A CRes, decrypted.
    case cres([String: Any])
    /// An Erro, decrypted from the channel or read as plain JSON.
    case erro([String: Any], encrypted: Bool)
    /// An empty 200 (the answer to an SDK's Erro).
    case empty

    var cres: [String: Any]? { if case .cres(let message) = self { message } else { nil } }
    var erroCode: String? { if case .erro(let message, _) = self { message["errorCode"] as? String } else { nil } }
}
