import Foundation
import JOSE
import TesseraCore

/// The members of a CRes, read with the error codes a malformed member earns.
struct CResFields {
    let members: [String: JSONValue]

    init(_ members: [String: JSONValue]) {
        self.members = members
    }

    /// A member that must be a non-empty string: 201 when absent, 203 when empty or not a string.
    func required(_ name: String) throws(ProtocolFailure) -> String {
        guard let value = try optional(name) else { throw .missing(name) }
        return value
    }

    /// A member that may be absent, but when present must be a non-empty string (203).
    func optional(_ name: String) throws(ProtocolFailure) -> String? {
        guard let value = members[name], value != .null else { return nil }
        guard case .string(let text) = value else { throw .invalid(name, "is not a string.") }
        guard !text.isEmpty else { throw .invalid(name, "is an empty string.") }
        return text
    }

    /// The screen of a CRes whose challenge is not complete.
    func screen(customization: UICustomization, appearance: ChallengeAppearance) throws(ProtocolFailure)
        -> ChallengeScreen
    {
        let typeCode = try required("acsUiType")
        guard let uiType = ACSUIType(rawValue: typeCode) else {
            throw .invalid("acsUiType", "is '\(typeCode)', not one of 01, 02, 03, 04, 05.")
        }
        var screen = ChallengeScreen(
            uiType: uiType, header: try optional("challengeInfoHeader"), label: try optional("challengeInfoLabel"),
            text: try optional("challengeInfoText"), showsTextIndicator: false,
            additionalInfo: try optional("challengeAddInfo"), options: [],
            submitLabel: try optional("submitAuthenticationLabel"), resendLabel: try optional("resendInformationLabel"),
            oobContinueLabel: try optional("oobContinueLabel"), oobAppURL: try optional("oobAppURL"),
            oobAppLabel: try optional("oobAppLabel"), html: nil, htmlRefresh: nil, htmlForm: nil,
            expandInfoLabel: try optional("expandInfoLabel"), expandInfoText: try optional("expandInfoText"),
            whyInfoLabel: try optional("whyInfoLabel"), whyInfoText: try optional("whyInfoText"),
            whitelistingInfoText: try optional("whitelistingInfoText"), issuerImage: try image("issuerImage"),
            paymentSystemImage: try image("psImage"), customization: customization, appearance: appearance)
        switch try optional("challengeInfoTextIndicator") {
        case nil, "N": break
        case "Y": screen.showsTextIndicator = true
        default: throw .invalid("challengeInfoTextIndicator", "must be 'Y' or 'N'.")
        }
        if let text = screen.whitelistingInfoText, text.count > 64 {
            throw .invalid("whitelistingInfoText", "is \(text.count) characters; at most 64 are allowed.")
        }
        switch uiType {
        case .text, .singleSelect, .multiSelect:
            _ = try required("submitAuthenticationLabel")
            if uiType != .text { screen.options = try options() }
        case .outOfBand:
            _ = try required("oobContinueLabel")
        case .html:
            screen.html = try html("acsHTML", required: true)
            screen.htmlRefresh = try html("acsHTMLRefresh", required: false)
            screen.htmlForm = screen.html.flatMap(HTMLForm.extract(from:))
        }
        return screen
    }

    /// `challengeSelectInfo`: `[{"id":"label"}, …]`, at least one, ids unique.
    private func options() throws(ProtocolFailure) -> [ChallengeOption] {
        guard let value = members["challengeSelectInfo"], value != .null else { throw .missing("challengeSelectInfo") }
        guard case .array(let entries) = value, !entries.isEmpty else {
            throw .invalid("challengeSelectInfo", "is not a non-empty array of options.")
        }
        var options: [ChallengeOption] = []
        for entry in entries {
            guard case .object(let pair) = entry, pair.count == 1, let (id, label) = pair.first,
                case .string(let text) = label, !id.isEmpty, !text.isEmpty
            else {
                throw .invalid("challengeSelectInfo", "has an entry that is not {\"id\":\"label\"}.")
            }
            guard !options.contains(where: { $0.id == id }) else {
                throw .invalid("challengeSelectInfo", "lists option id '\(id)' twice.")
            }
            options.append(ChallengeOption(id: id, label: text))
        }
        return options
    }

    private func html(_ name: String, required isRequired: Bool) throws(ProtocolFailure) -> String? {
        guard let encoded = isRequired ? try required(name) : try optional(name) else { return nil }
        guard let data = try? Base64URL.decode(encoded), let text = String(data: data, encoding: .utf8) else {
            throw .invalid(name, "is not base64url-encoded UTF-8 HTML.")
        }
        return text
    }

    private func image(_ name: String) throws(ProtocolFailure) -> ChallengeImage? {
        guard let value = members[name], value != .null else { return nil }
        guard case .object(let densities) = value else { throw .invalid(name, "is not an object of image URLs.") }
        var image = ChallengeImage()
        for (key, url) in densities {
            guard case .string(let text) = url, !text.isEmpty else {
                throw .invalid("\(name).\(key)", "is not a non-empty URL string.")
            }
            switch key {
            case "medium": image.medium = text
            case "high": image.high = text
            case "extraHigh": image.extraHigh = text
            default: continue
            }
        }
        return image
    }
}
