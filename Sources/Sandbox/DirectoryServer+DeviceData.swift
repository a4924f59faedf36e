import Foundation
import JOSE
import TesseraCore

extension DirectoryServer {
    /// The largest device-data JWE accepted, in characters.
    static let maximumDeviceDataLength = 64 * 1024

    /// Decrypts the SDK's device data (`sdk_encrypted_data`) and returns its JSON object.
    ///
    /// An RSA server reads `RSA-OAEP-256`. An EC server reads the 3-D Secure form, `alg` `dir` with
    /// the SDK's ephemeral key in `epk` and an empty encrypted key, and also `ECDH-ES`: both derive the
    /// content key with Concat KDF over ECDH(DS key, `epk`) with empty AlgorithmID and PartyUInfo and
    /// PartyVInfo = the directory server id, 256 bits (``ThreeDSKeyDerivation``).
    /// The plaintext must be a JSON object with a `DV` version string.
    package func decryptDeviceData(_ token: String) throws(DeviceDataError) -> JSONValue {
        guard token.utf8.count <= Self.maximumDeviceDataLength else {
            throw DeviceDataError("The device data is longer than \(Self.maximumDeviceDataLength) characters.")
        }
        let plaintext: Data
        do {
            plaintext = try decrypt(token)
        } catch let error as DeviceDataError {
            throw error
        } catch let error as JOSEError {
            throw DeviceDataError("The device data JWE cannot be decrypted by directory server \(id): \(error.message)")
        } catch {
            throw DeviceDataError("The device data JWE cannot be decrypted by directory server \(id).")
        }
        guard let object = JSONValue(parsing: plaintext, maxDepth: SandboxHandler.maxJSONDepth), object.isObject
        else {
            throw DeviceDataError("The decrypted device data is not a JSON object.")
        }
        guard let version = object["DV"]?.string, !version.isEmpty else {
            throw DeviceDataError("The decrypted device data has no 'DV' version.")
        }
        return object
    }

    private func decrypt(_ token: String) throws -> Data {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 5 else {
            throw DeviceDataError("The device data is not a compact JWE (five dot-separated parts).")
        }
        let header: JOSEHeader
        do {
            header = try JSONDecoder().decode(JOSEHeader.self, from: Base64URL.decode(parts[0], field: "header"))
        } catch {
            throw DeviceDataError("The device data JWE header is not base64url JSON.")
        }
        switch (header.alg, privateKey.kty) {
        case ("RSA-OAEP-256", .rsa):
            return try JWE.decrypt(token, with: privateKey)
        case ("ECDH-ES", .ec), ("dir", .ec):
            guard let epk = header.epk else {
                throw DeviceDataError("The device data JWE uses '\(header.alg!)' without the SDK's key in 'epk'.")
            }
            guard header.enc == JWEEncryption.a128cbcHS256.rawValue else {
                throw DeviceDataError("The device data JWE must use 'enc' A128CBC-HS256.")
            }
            guard parts[1].isEmpty else {
                throw DeviceDataError("The device data JWE must have an empty encrypted key with '\(header.alg!)'.")
            }
            guard header.alg == "dir" else {
                return try JWE.decrypt(
                    token, with: privateKey, keyDerivation: ThreeDSKeyDerivation.context(agreementInfo: id))
            }
            try epk.validate()
            let key = try ThreeDSKeyDerivation.key(privateKey: privateKey, sdkPublicKey: epk, agreementInfo: id)
            return try JWE.decrypt(token, with: .symmetric(key))
        default:
            let expected = privateKey.kty == .rsa ? "RSA-OAEP-256" : "'dir' with 'epk', or ECDH-ES"
            throw DeviceDataError(
                "The device data JWE uses 'alg' \(header.alg ?? "(none)"); directory server \(id) takes \(expected).")
        }
    }
}
