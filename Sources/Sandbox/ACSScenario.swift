import Foundation
import TesseraCore

/// What the emulated ACS does in one challenge: the screen it shows, the answer it accepts, and the
/// fault (if any) it puts in its first CRes.
enum ACSScenario: String, Sendable, CaseIterable {
    /// UI 01: a one-time code; `1234` passes.
    case text
    /// UI 02: one choice; option `1` passes.
    case singleSelect = "single-select"
    /// UI 03: several choices; exactly options `1` and `3` pass.
    case multiSelect = "multi-select"
    /// UI 04: approve elsewhere, then `oobContinue`.
    case outOfBand = "out-of-band"
    /// UI 04 with `oobAppURL` and `oobAppLabel` (switch to the bank's app).
    case outOfBandApp = "out-of-band-app"
    /// UI 05: an HTML form whose `otp` field must be `1234`.
    case html
    /// UI 01 that answers everything but a cancel with the same screen again.
    case neverCompletes = "never-completes"
    /// UI 01 whose first CRes carries `acsCounterAtoS` "001" instead of "000".
    case wrongCounter = "wrong-counter"
    /// UI 01 whose first CRes carries another `acsTransID`.
    case wrongTransactionID = "wrong-transaction-id"
    /// UI 01 whose first CRes leaves out the required `challengeCompletionInd`.
    case missingField = "missing-field"
    /// UI 01 whose `acsSignedContent` signature does not verify.
    case badSignature = "bad-signature"

    /// The one-time code the text and HTML challenges accept.
    static let oneTimeCode = "1234"

    /// The `acsUiType` of the screens.
    var uiType: String {
        switch self {
        case .singleSelect: "02"
        case .multiSelect: "03"
        case .outOfBand, .outOfBandApp: "04"
        case .html: "05"
        default: "01"
        }
    }

    /// The `acs_rendering_type` of the authenticate response: native UI, or HTML for UI 05.
    var renderingType: JSONValue {
        [
            "acsInterface": uiType == "05" ? "02" : "01", "acsUiTemplate": .string(uiType),
            "deviceUserInterfaceMode": "01",
        ]
    }

    /// What a CReq leads to.
    enum Outcome: Equatable {
        /// The challenge ends with this `transStatus`.
        case completed(String)
        /// The screen is shown again; `resent` when a new code was sent.
        case again(resent: Bool)
    }

    /// The outcome of a cardholder's CReq (any after the first), already checked to carry one entry.
    func outcome(of creq: JSONValue) -> Outcome {
        if creq["challengeCancel"] != nil { return .completed("N") }
        if creq["resendChallenge"]?.string == "Y" { return .again(resent: true) }
        if self == .neverCompletes { return .again(resent: false) }
        let entry = creq["challengeDataEntry"]?.string
        let passed: Bool =
            switch self {
            case .singleSelect: entry == "1"
            case .multiSelect: Set((entry ?? "").split(separator: ",").map(String.init)) == ["1", "3"]
            case .outOfBand, .outOfBandApp: creq["oobContinue"]?.string == "Y"
            case .html: Self.formValue("otp", in: creq["challengeHTMLDataEntry"]?.string) == Self.oneTimeCode
            default: entry == Self.oneTimeCode
            }
        return .completed(passed ? "Y" : "N")
    }

    /// The value of `name` in a URL-encoded form body, or nil.
    static func formValue(_ name: String, in form: String?) -> String? {
        guard let form else { return nil }
        for pair in form.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            let key = parts[0].replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            if key == name {
                return parts.count > 1 ? parts[1].replacingOccurrences(of: "+", with: " ").removingPercentEncoding : ""
            }
        }
        return nil
    }
}
