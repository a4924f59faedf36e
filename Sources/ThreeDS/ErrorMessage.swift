import TesseraCore

/// An EMV 3-D Secure error message (`Erro`), sent by the SDK to the ACS or received from it.
public struct ErrorMessage: Sendable, Equatable {
    /// The error code, e.g. `302` (data decryption failure).
    public var errorCode: String
    /// Who found the error: `C` the SDK, `A` the ACS.
    public var errorComponent: String
    /// A short description of the code.
    public var errorDescription: String
    /// What exactly was wrong (the field, the value).
    public var errorDetail: String
    /// The type of message that was in error (`CRes`, `CReq`).
    public var errorMessageType: String?
    /// The protocol version.
    public var messageVersion: String
    /// The 3DS server's transaction id.
    public var threeDSServerTransactionID: String?
    /// The ACS's transaction id.
    public var acsTransactionID: String?
    /// The SDK's transaction id.
    public var sdkTransactionID: String?

    /// Creates an error message.
    public init(
        errorCode: String, errorComponent: String, errorDescription: String, errorDetail: String,
        errorMessageType: String?, messageVersion: String, threeDSServerTransactionID: String?,
        acsTransactionID: String?, sdkTransactionID: String?
    ) {
        self.errorCode = errorCode
        self.errorComponent = errorComponent
        self.errorDescription = errorDescription
        self.errorDetail = errorDetail
        self.errorMessageType = errorMessageType
        self.messageVersion = messageVersion
        self.threeDSServerTransactionID = threeDSServerTransactionID
        self.acsTransactionID = acsTransactionID
        self.sdkTransactionID = sdkTransactionID
    }

    /// The message as the JSON object sent on the wire.
    var json: JSONValue {
        var members: [String: JSONValue] = [
            "messageType": "Erro", "messageVersion": .string(messageVersion), "errorCode": .string(errorCode),
            "errorComponent": .string(errorComponent), "errorDescription": .string(errorDescription),
            "errorDetail": .string(errorDetail),
        ]
        let optional: [(String, String?)] = [
            ("errorMessageType", errorMessageType), ("threeDSServerTransID", threeDSServerTransactionID),
            ("acsTransID", acsTransactionID), ("sdkTransID", sdkTransactionID),
        ]
        for case (let name, let value?) in optional { members[name] = .string(value) }
        return .object(members)
    }

    /// Reads an `Erro` message, or nil when `json` is not one.
    init?(json: JSONValue) {
        guard json["messageType"]?.string == "Erro", let code = json["errorCode"]?.string else { return nil }
        self.init(
            errorCode: code, errorComponent: json["errorComponent"]?.string ?? "A",
            errorDescription: json["errorDescription"]?.string ?? "", errorDetail: json["errorDetail"]?.string ?? "",
            errorMessageType: json["errorMessageType"]?.string, messageVersion: json["messageVersion"]?.string ?? "",
            threeDSServerTransactionID: json["threeDSServerTransID"]?.string,
            acsTransactionID: json["acsTransID"]?.string, sdkTransactionID: json["sdkTransID"]?.string)
    }
}
