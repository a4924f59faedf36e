import Foundation

// The bodies of the two 3-D Secure calls of a checkout session. They are not in the published OpenAPI
// document; the official SDK is their only reference, and these follow it key for key.

/// The answer of `GET /checkout/sessions/{id}/three-d-secure-version`.
public struct Gr4vyVersioningResponse: Codable, Sendable, Hashable {
    /// The directory server to authenticate against (its registered application provider id).
    public let directoryServerId: String
    /// The EMV 3-D Secure protocol version, e.g. `2.2.0`.
    public let messageVersion: String
    /// The key the 3-D Secure SDK is licensed with.
    public let apiKey: String

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case directoryServerId, messageVersion, apiKey
    }
}

/// The SDK's ephemeral public key, as a JWK's members.
public struct SdkEphemeralPubKey: Codable, Sendable, Hashable {
    /// The y coordinate, base64url.
    public let y: String
    /// The x coordinate, base64url.
    public let x: String
    /// `EC`.
    public let kty: String
    /// `P-256`.
    public let crv: String

    /// Creates a key.
    public init(y: String, x: String, kty: String, crv: String) {
        self.y = y
        self.x = x
        self.kty = kty
        self.crv = crv
    }
}

/// The body of `POST /checkout/sessions/{id}/three-d-secure-authenticate`: the SDK's authentication
/// request parameters. The top-level keys are snake_case and the nested ones camelCase, as the API has them.
struct Gr4vyThreeDSecureAuthenticateRequest: Encodable {
    struct DefaultSdkType: Encodable {
        let wrappedInd = "Y"
        let sdkVariant = "01"
    }

    struct DeviceRenderOptions: Encodable {
        let sdkInterface = "03"
        let sdkUiType = ["01", "02", "03", "04", "05"]
    }

    let defaultSdkType = DefaultSdkType()
    let deviceChannel = "01"
    let deviceRenderOptions = DeviceRenderOptions()
    let sdkAppId: String
    let sdkEncryptedData: String
    let sdkEphemeralPubKey: SdkEphemeralPubKey
    let sdkReferenceNumber: String
    /// The challenge's time limit in minutes, at least two digits: 5 is `05`, 123 is `123`.
    let sdkMaxTimeout: String
    let sdkTransactionId: String

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case defaultSdkType, deviceChannel, deviceRenderOptions, sdkAppId, sdkEncryptedData, sdkEphemeralPubKey,
            sdkReferenceNumber, sdkMaxTimeout, sdkTransactionId
    }
}

/// The answer of the authenticate call: `FINISH` (frictionless), `CHALLENGE` with its parameters, or `ERROR`.
public struct Gr4vyThreeDSecureResponse: Codable, Sendable, Hashable {
    /// `FINISH`, `CHALLENGE` or `ERROR`.
    public let indicator: String
    /// The challenge's parameters, for `CHALLENGE`.
    public let challenge: Gr4vyChallengeResponse?
    /// The `transStatus` of a finished authentication.
    public let transactionStatus: String?
    /// Text the issuer asks to show the cardholder.
    public let cardholderInfo: String?

    /// Whether the issuer decided without a challenge.
    public var isFrictionless: Bool { indicator == "FINISH" }
    /// Whether the cardholder must answer a challenge.
    public var isChallenge: Bool { indicator == "CHALLENGE" }
    /// Whether the directory server or ACS reported an error.
    public var isError: Bool { indicator == "ERROR" }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case indicator, challenge, transactionStatus, cardholderInfo
    }
}

/// The parameters of a challenge: the transaction ids, the ACS's reference number and signed content.
public struct Gr4vyChallengeResponse: Codable, Sendable, Hashable {
    /// The 3DS Server's transaction id.
    public let serverTransactionId: String?
    /// The ACS's transaction id.
    public let acsTransactionId: String?
    /// The ACS's reference number.
    public let acsReferenceNumber: String?
    /// How the ACS will render the challenge.
    public let acsRenderingType: Gr4vyACSRenderingType?
    /// The ACS's signed content (a JWS with its ephemeral key and URL).
    public let acsSignedContent: String?

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case serverTransactionId, acsTransactionId, acsReferenceNumber, acsRenderingType, acsSignedContent
    }
}

/// How the ACS will render a challenge (camelCase keys, as EMVCo names them).
public struct Gr4vyACSRenderingType: Codable, Sendable, Hashable {
    /// `01` native, `02` HTML.
    public let acsInterface: String?
    /// The UI template, `01`–`05`.
    public let acsUiTemplate: String?
    /// The device's interface mode.
    public let deviceUserInterfaceMode: String?
}
