import Foundation
import JOSE
import TesseraCore

/// A decrypted CRes, checked against the transaction: either the final status or the next screen.
enum ChallengeResponse {
    /// What every CRes of this transaction must carry.
    struct Expected {
        let threeDSServerTransID: String
        let acsTransID: String
        let sdkTransID: String
        let messageVersion: String
        let counter: String
    }

    /// The challenge is over with this `transStatus`.
    case completed(transStatus: String)
    /// The cardholder must act on this screen.
    case screen(ChallengeScreen)

    /// The final statuses a CRes may report.
    static let transactionStatuses: Set<String> = ["Y", "N", "U", "A", "C", "D", "R", "I"]
    /// Every optional string member of a CRes, checked to be non-empty when present.
    static let optionalStrings = [
        "transStatus", "acsUiType", "challengeInfoHeader", "challengeInfoLabel", "challengeInfoText",
        "challengeInfoTextIndicator", "challengeAddInfo", "submitAuthenticationLabel", "resendInformationLabel",
        "oobContinueLabel", "oobAppURL", "oobAppLabel", "acsHTML", "acsHTMLRefresh", "expandInfoLabel",
        "expandInfoText", "whyInfoLabel", "whyInfoText", "whitelistingInfoText",
    ]

    /// Checks `json` in the order the facts give, throwing the failure whose code the `Erro` carries.
    static func parse(
        _ json: JSONValue, expected: Expected, customization: UICustomization, appearance: ChallengeAppearance
    )
        throws(ProtocolFailure) -> ChallengeResponse
    {
        guard case .object(let members) = json else { throw .invalidMessage("The CRes is not a JSON object.") }
        let message = CResFields(members)
        let messageType = try message.required("messageType")
        guard messageType == "CRes" else {
            throw .invalidMessage("messageType is '\(messageType)', not 'CRes'.")
        }
        var values: [String: String] = [:]
        for name in [
            "threeDSServerTransID", "acsTransID", "sdkTransID", "acsCounterAtoS", "challengeCompletionInd",
            "messageVersion",
        ] {
            values[name] = try message.required(name)
        }
        for (name, value) in [
            ("sdkTransID", expected.sdkTransID), ("acsTransID", expected.acsTransID),
            ("threeDSServerTransID", expected.threeDSServerTransID),
        ] where values[name] != value {
            throw .unknownTransaction(name)
        }
        guard values["messageVersion"] == expected.messageVersion else {
            throw .invalid("messageVersion", "is '\(values["messageVersion"]!)', not '\(expected.messageVersion)'.")
        }
        guard values["acsCounterAtoS"] == expected.counter else {
            throw .decryption("acsCounterAtoS is '\(values["acsCounterAtoS"]!)'; expected '\(expected.counter)'.")
        }
        for name in optionalStrings { _ = try message.optional(name) }
        try checkExtensions(members["messageExtension"])
        switch values["challengeCompletionInd"] {
        case "Y":
            let status = try message.required("transStatus")
            guard transactionStatuses.contains(status) else {
                throw .invalid("transStatus", "is '\(status)', not one of Y, N, U, A, C, D, R, I.")
            }
            return .completed(transStatus: status)
        case "N":
            return .screen(try message.screen(customization: customization, appearance: appearance))
        default:
            throw .invalid("challengeCompletionInd", "must be 'Y' or 'N'.")
        }
    }

    /// At most ten extensions, each an object with a name and id; a critical one is never understood.
    private static func checkExtensions(_ value: JSONValue?) throws(ProtocolFailure) {
        guard let value else { return }
        guard case .array(let extensions) = value else { throw .invalid("messageExtension", "is not an array.") }
        guard extensions.count <= 10 else {
            throw .invalid("messageExtension", "has \(extensions.count) entries; at most 10 are allowed.")
        }
        for entry in extensions {
            guard case .object = entry, let name = entry["name"]?.string, let id = entry["id"]?.string,
                !name.isEmpty, !id.isEmpty
            else {
                throw .invalid("messageExtension", "has an entry without a name and id.")
            }
            if case .bool(true) = entry["criticalityIndicator"] {
                throw .criticalExtension("Critical message extension '\(name)' (id \(id)) is not recognised.")
            }
        }
    }
}
