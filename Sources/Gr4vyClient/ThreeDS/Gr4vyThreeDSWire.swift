import Foundation
import ThreeDS
import Transport

/// The bodies of the two 3-D Secure calls inside tokenize (gr4vy-api.md, "3-D Secure inside tokenize").
enum Gr4vyThreeDSWire {
    /// `GET /checkout/sessions/{id}/three-d-secure-version`.
    struct Version: Decodable {
        let directoryServerId: String
        let messageVersion: String

        enum CodingKeys: String, CodingKey {
            case directoryServerId = "directory_server_id"
            case messageVersion = "message_version"
        }
    }

    /// The body of `POST /checkout/sessions/{id}/three-d-secure-authenticate`.
    static func authenticateBody(_ parameters: AuthenticationRequestParameters, timeoutMinutes: Int) -> JSONValue {
        let key = JSONValue(parsing: Data(parameters.sdkEphemeralPublicKeyJSON.utf8)) ?? .null
        let twoDigits = timeoutMinutes < 10 ? "0\(timeoutMinutes)" : "\(timeoutMinutes)"
        return [
            "default_sdk_type": ["wrappedInd": "Y", "sdkVariant": "01"],
            "device_channel": "01",
            "device_render_options": ["sdkInterface": "03", "sdkUiType": ["01", "02", "03", "04", "05"]],
            "sdk_app_id": .string(parameters.sdkAppID),
            "sdk_encrypted_data": .string(parameters.deviceData),
            "sdk_ephemeral_pub_key": [
                "kty": key["kty"] ?? .null, "crv": key["crv"] ?? .null, "x": key["x"] ?? .null, "y": key["y"] ?? .null,
            ],
            "sdk_reference_number": .string(parameters.sdkReferenceNumber),
            "sdk_max_timeout": .string(twoDigits),
            "sdk_transaction_id": .string(parameters.sdkTransactionID),
        ]
    }

    /// The answer of the authenticate call.
    struct Authentication: Decodable {
        let indicator: String
        let transactionStatus: String?
        let cardholderInfo: String?
        let challenge: Challenge?

        enum CodingKeys: String, CodingKey {
            case indicator, challenge
            case transactionStatus = "transaction_status"
            case cardholderInfo = "cardholder_info"
        }
    }

    /// The `challenge` member of a `CHALLENGE` answer.
    struct Challenge: Decodable {
        let serverTransactionId: String
        let acsTransactionId: String
        let acsReferenceNumber: String
        let acsSignedContent: String
        let acsRenderingType: RenderingType?

        enum CodingKeys: String, CodingKey {
            case serverTransactionId = "server_transaction_id"
            case acsTransactionId = "acs_transaction_id"
            case acsReferenceNumber = "acs_reference_number"
            case acsSignedContent = "acs_signed_content"
            case acsRenderingType = "acs_rendering_type"
        }

        var parameters: ChallengeParameters {
            ChallengeParameters(
                threeDSServerTransactionID: serverTransactionId, acsTransactionID: acsTransactionId,
                acsRefNumber: acsReferenceNumber, acsSignedContent: acsSignedContent)
        }
    }

    /// `acs_rendering_type`: how the ACS will render the challenge.
    struct RenderingType: Decodable {
        let acsInterface: String?
        let acsUiTemplate: String?
    }
}
