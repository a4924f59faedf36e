import Foundation
import ThreeDS

extension ChallengeView {
    /// The cardholder's action that the page's post of the challenge form means for `screen`.
    ///
    /// - Throws: ``AppRequestError/invalid(_:)`` for an action the screen does not offer or an option it does not show.
    static func action(for screen: ChallengeScreen, _ form: FormBody) throws(AppRequestError) -> ChallengeAction {
        switch form["action"] {
        case "cancel":
            return .cancel
        case "resend" where screen.resendLabel != nil:
            return .resend
        case "continue" where screen.uiType == .outOfBand:
            return .continueOutOfBand
        case "submit" where screen.uiType == .text:
            return .submitText(form.all("code").first ?? "")
        case "submit" where screen.uiType == .singleSelect || screen.uiType == .multiSelect:
            let chosen = form.all("option")
            let known = screen.options.map(\.id)
            guard chosen.allSatisfy(known.contains), screen.uiType == .multiSelect || chosen.count <= 1 else {
                throw .invalid("Choose among the options the screen shows.")
            }
            return .submitSelection(known.filter(chosen.contains))
        default:
            throw .invalid("This challenge screen offers no such action; reload the page.")
        }
    }

    /// The values the ACS HTML's form posted, for the fields the SDK found in it (UI type 05).
    static func htmlAction(for screen: ChallengeScreen, _ form: FormBody) -> ChallengeAction {
        var values: [String: String] = [:]
        for field in screen.htmlForm?.fields ?? [] {
            if let value = form.all(field.name).first { values[field.name] = value }
        }
        return .submitHTMLForm(values)
    }

    /// The ACS HTML as a document for the sandboxed frame, its first form posting to ``formPath``.
    ///
    /// The frame runs no script (neither the sandbox nor the policy the document is served with allow any) and
    /// has an opaque origin, so the ACS's page can read nothing of the app's; its form can post only to the URL
    /// written here, whose secret the gate lets through without the cookie.
    var document: String {
        let html = screen.html ?? ""
        let target = "<form action=\"\(formPath)\" method=\"post\">"
        guard let tag = html.range(of: #"<form\b[^>]*>"#, options: [.regularExpression, .caseInsensitive]) else {
            return html
        }
        return html.replacingCharacters(in: tag, with: target)
    }

    /// What the frame shows once its form was posted.
    static let sentDocument = """
        <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sent</title></head>\
        <body><p>Sent to your bank; the page continues with its answer.</p></body></html>
        """
}
