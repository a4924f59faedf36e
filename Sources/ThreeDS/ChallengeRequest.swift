import TesseraCore

/// Builds CReq messages: the fixed members plus the one carrying the cardholder's action.
enum ChallengeRequest {
    /// A message counter as three digits, `000`–`999`.
    static func counter(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The CReq for `action` on `screen` (none for the first CReq), on top of `base`.
    ///
    /// Throws a ``RuntimeErrorEvent`` when the presenter's action does not fit the screen.
    static func json(
        base: [String: JSONValue], action: ChallengeAction?, screen: ChallengeScreen?, messageVersion: MessageVersion
    ) throws(RuntimeErrorEvent) -> JSONValue {
        var members = base
        guard let action, let screen else { return .object(members) }
        switch action {
        case .submitText(let text):
            try expect(screen, [.text], "a text entry")
            members[text.isEmpty ? "challengeNoEntry" : "challengeDataEntry"] = text.isEmpty ? "Y" : .string(text)
        case .submitSelection(let ids):
            try expect(screen, [.singleSelect, .multiSelect], "a selection")
            let known = Set(screen.options.map(\.id))
            guard ids.allSatisfy(known.contains), Set(ids).count == ids.count else {
                throw mismatch("selected ids that are not the screen's options")
            }
            guard screen.uiType == .multiSelect || ids.count <= 1 else {
                throw mismatch("\(ids.count) ids on a single-select screen")
            }
            members[ids.isEmpty ? "challengeNoEntry" : "challengeDataEntry"] =
                ids.isEmpty ? "Y" : .string(ids.joined(separator: ","))
        case .continueOutOfBand:
            try expect(screen, [.outOfBand], "an out-of-band continue")
            members["oobContinue"] = "Y"
        case .submitHTMLForm(let values):
            try expect(screen, [.html], "an HTML form")
            let form = screen.htmlForm ?? HTMLForm(action: nil, fields: [], submitLabel: nil)
            var complete = form
            for name in values.keys.sorted() where !form.fields.contains(where: { $0.name == name }) {
                complete.fields.append(HTMLForm.Field(name: name, type: "text", value: ""))
            }
            members["challengeHTMLDataEntry"] = .string(complete.encoded(values: values))
        case .resend:
            members["resendChallenge"] = "Y"
        case .cancel:
            members["challengeCancel"] = "01"
        }
        return .object(members)
    }

    private static func expect(_ screen: ChallengeScreen, _ types: [ACSUIType], _ what: String)
        throws(RuntimeErrorEvent)
    {
        guard types.contains(screen.uiType) else {
            throw mismatch("\(what) on a UI type \(screen.uiType.rawValue) screen")
        }
    }

    private static func mismatch(_ what: String) -> RuntimeErrorEvent {
        RuntimeErrorEvent(errorCode: nil, errorMessage: "The challenge presenter answered with \(what).")
    }
}
