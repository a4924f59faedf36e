import Foundation
import JOSE
import TesseraCore

extension ACSScenario {
    /// The merchants the select challenges offer, as `challengeSelectInfo`.
    static let selectOptions: JSONValue = [["1": "Tessera Coffee"], ["2": "Mosaic Books"], ["3": "Grout & Co"]]

    /// The HTML of the UI 05 challenge: a form posting an `otp` field to the EMV 3DS pseudo-URL.
    static let challengeHTML = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Verify your payment</title></head><body>\
        <h1>Verify your payment</h1><p>Enter the code we sent you (sandbox: 1234).</p>\
        <form action="HTTPS://EMV3DS/challenge" method="post">\
        <label for="otp">Code</label><input type="text" id="otp" name="otp" inputmode="numeric">\
        <input type="submit" value="Submit"></form></body></html>
        """

    /// The UI members of a CRes that shows this scenario's screen (`challengeCompletionInd` "N").
    func screen(resent: Bool, attempt: Int) -> [String: JSONValue] {
        var fields: [String: JSONValue] = [
            "acsUiType": .string(uiType), "challengeInfoHeader": "Verify your payment",
        ]
        switch uiType {
        case "02", "03":
            fields["challengeInfoLabel"] =
                uiType == "02" ? "Where did you last pay with this card?" : "Select every shop you paid this week"
            fields["challengeInfoText"] =
                uiType == "02" ? "Sandbox: choose Tessera Coffee." : "Sandbox: choose Tessera Coffee and Grout & Co."
            fields["challengeSelectInfo"] = Self.selectOptions
            fields["submitAuthenticationLabel"] = "Continue"
        case "04":
            fields["challengeInfoText"] = "Approve the payment in your banking app, then continue here."
            fields["oobContinueLabel"] = "Continue"
            if self == .outOfBandApp {
                fields["oobAppURL"] = "https://bank.tessera.invalid/approve"
                fields["oobAppLabel"] = "Open the bank app"
            }
        case "05":
            fields["acsHTML"] = .string(Base64URL.encode(Data(Self.challengeHTML.utf8)))
        default:
            fields["challengeInfoLabel"] = "Enter your code"
            fields["challengeInfoText"] =
                resent
                ? "We sent you a new code. Sandbox: the code is 1234."
                : "We sent a code to your phone ending 0042. Sandbox: the code is 1234."
            fields["submitAuthenticationLabel"] = "Submit"
            fields["resendInformationLabel"] = "Send a new code"
            fields["whyInfoLabel"] = "Why am I asked for this?"
            fields["whyInfoText"] = "Your bank checks that it is really you making this payment."
            if attempt > 0 {
                fields["challengeInfoTextIndicator"] = "Y"
            }
        }
        return fields
    }
}
