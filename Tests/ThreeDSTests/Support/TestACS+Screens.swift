import Foundation
import JOSE
import TesseraCore

extension TestACS.Reply {
    /// The final CRes with `status`.
    static func complete(_ status: String = "Y") -> TestACS.Reply {
        .cres(["challengeCompletionInd": "Y", "transStatus": .string(status)])
    }

    /// A challenge screen of `uiType` with every label the facts list, plus `extra` members.
    static func screen(_ uiType: String, _ extra: [String: JSONValue] = [:]) -> TestACS.Reply {
        var members = TestACS.screenMembers(uiType)
        for (name, value) in extra { members[name] = value }
        return .cres(members)
    }
}

extension TestACS {
    static let html = """
        <html><body><form action="HTTPS://EMV3DS/challenge" method="post">\
        <input type="hidden" name="txn" value="a&amp;b"><label>Code</label><input type="password" name="otp">\
        <input type="submit" value="Verify"></form><script>document.write("<form>")</script></body></html>
        """

    static func screenMembers(_ uiType: String) -> [String: JSONValue] {
        var members: [String: JSONValue] = [
            "challengeCompletionInd": "N", "acsUiType": .string(uiType),
            "challengeInfoHeader": "Purchase authentication",
            "challengeInfoLabel": "Enter your code", "challengeInfoText": "We sent a code to your phone ending 12.",
            "submitAuthenticationLabel": "Submit", "resendInformationLabel": "Send a new code",
            "whyInfoLabel": "Why this?", "whyInfoText": "To keep your card safe.",
            "issuerImage": ["medium": "https://acs.test/issuer-m.png", "high": "https://acs.test/issuer-h.png"],
            "psImage": ["extraHigh": "https://acs.test/ps-xh.png"],
        ]
        switch uiType {
        case "02", "03":
            members["challengeSelectInfo"] = [
                ["1": "Mobile ending 12"], ["2": "Email j***@example.com"], ["3": "Landline"],
            ]
        case "04":
            members["oobContinueLabel"] = "I have approved it"
            members["oobAppURL"] = "bank://approve"
            members["oobAppLabel"] = "Open bank app"
        case "05":
            members = [
                "challengeCompletionInd": "N", "acsUiType": "05", "acsHTML": .string(Base64URL.encode(Data(html.utf8))),
            ]
        default: break
        }
        return members
    }
}
