import Drawing
import Foundation
import ThreeDS

/// A challenge screen as a part of the page: the markup of ``ChallengeScreen`` (every text escaped and isolated),
/// a stylesheet from its ``ChallengeStyle`` (the same colours, fonts and radii the SVG and terminal screens use),
/// and, for UI type 05, the ACS's HTML as a document for a sandboxed frame.
///
/// The page only shows this markup and posts the form back; ``action(for:_:)`` turns that post into the SDK's
/// ``ChallengeAction``.
struct ChallengeView {
    let screen: ChallengeScreen
    /// The run's id, in the URLs of the stylesheet and the frame.
    let run: String
    /// The screen's number within the run.
    let sequence: Int
    /// The secret of the URL the frame's form posts to.
    let formKey: String

    /// The screen: a toolbar with the header and the cancel button, then the screen's texts and entry.
    var markup: HTML {
        let style = ChallengeStyle(screen.customization, appearance: screen.appearance)
        let toolbar = HTML.element(
            "div", ["class": "ch-toolbar"],
            HTML.element("span", ["class": "ch-header", "id": "challenge-title"], HTML.text(style.headerText))
                + HTML.element(
                    "button", ["type": "submit", "name": "action", "value": "cancel", "class": "ch-cancel"],
                    HTML.text(style.cancelText)))
        var body: [HTML] = [images]
        body.append(paragraph("h2", "ch-heading", screen.header))
        body.append(
            paragraph("p", screen.showsTextIndicator ? "ch-text ch-indicator" : "ch-text", screen.text))
        body.append(entry)
        if let resend = screen.resendLabel {
            body.append(
                HTML.element(
                    "button", ["type": "submit", "name": "action", "value": "resend", "class": "ch-button ch-resend"],
                    HTML.text(resend)))
        }
        body.append(paragraph("p", "ch-text", screen.additionalInfo))
        body.append(paragraph("p", "ch-text", screen.whitelistingInfoText))
        body.append(section(screen.whyInfoLabel, screen.whyInfoText))
        body.append(section(screen.expandInfoLabel, screen.expandInfoText))
        return HTML.element(
            "form",
            [
                "class": "challenge", "method": "post", "action": "/challenge/\(run)/answer",
                "data-ui-type": screen.uiType.rawValue, "data-appearance": screen.appearance.rawValue,
                "aria-labelledby": "challenge-title",
            ],
            HTML.void("input", ["type": "hidden", "name": "sequence", "value": String(sequence)]) + toolbar
                + HTML.element("div", ["class": "ch-body"], HTML.join(body)))
    }

    /// The URL of the screen's stylesheet.
    var stylesheetPath: String { "/challenge/\(run)/\(sequence)/style.css" }

    /// The URL of the ACS HTML document (UI type 05).
    var documentPath: String { "/challenge/\(run)/\(sequence)/acs" }

    /// The URL the ACS HTML's form posts to.
    var formPath: String { "/challenge/\(run)/\(sequence)/form/\(formKey)" }

    private var entry: HTML {
        let label = paragraph("p", "ch-label", screen.label)
        switch screen.uiType {
        case .text:
            return label
                + HTML.void(
                    "input",
                    [
                        "name": "code", "class": "ch-textbox", "autocomplete": "one-time-code",
                        "aria-label": screen.label ?? "Code", "spellcheck": "false",
                    ])
                + submit(screen.submitLabel ?? "Submit")
        case .singleSelect, .multiSelect:
            let type = screen.uiType == .singleSelect ? "radio" : "checkbox"
            let options = screen.options.map { option in
                HTML.element(
                    "label", ["class": "ch-option"],
                    HTML.void("input", ["type": type, "name": "option", "value": option.id]) + " "
                        + HTML.text(option.label))
            }
            return HTML.element(
                "fieldset", ["class": "ch-options"],
                (screen.label.map { HTML.element("legend", ["class": "ch-label"], HTML.text($0)) } ?? "")
                    + HTML.join(options))
                + submit(screen.submitLabel ?? "Submit")
        case .outOfBand:
            var open: HTML = ""
            if let url = screen.oobAppURL, url.lowercased().hasPrefix("https://"), let title = screen.oobAppLabel {
                open = HTML.element(
                    "a",
                    [
                        "class": "ch-button ch-open-oob", "href": url, "target": "_blank",
                        "rel": "noopener noreferrer",
                    ], HTML.text(title))
            }
            return label + open
                + HTML.element(
                    "button",
                    ["type": "submit", "name": "action", "value": "continue", "class": "ch-button ch-continue"],
                    HTML.text(screen.oobContinueLabel ?? "Continue"))
        case .html:
            return label
                + HTML.element(
                    "iframe",
                    [
                        "class": "ch-acs", "src": documentPath, "sandbox": "allow-forms",
                        "referrerpolicy": "no-referrer", "title": screen.header ?? "Your bank's challenge",
                    ])
        }
    }

    private func submit(_ title: String) -> HTML {
        HTML.element(
            "button", ["type": "submit", "name": "action", "value": "submit", "class": "ch-button ch-submit"],
            HTML.text(title))
    }

    private var images: HTML {
        let parts = [("Issuer", screen.issuerImage), ("Card scheme", screen.paymentSystemImage)].compactMap {
            name, image -> HTML? in
            guard let image, let url = image.medium ?? image.high ?? image.extraHigh else { return nil }
            // Images are not fetched (the page loads nothing from outside): the frame names the host.
            let host = URL(string: url)?.host ?? url
            return HTML.element("span", ["class": "ch-image"], HTML.escape(name + ": ") + HTML.text(host))
        }
        return parts.isEmpty ? "" : HTML.element("p", ["class": "ch-images"], HTML.join(parts))
    }

    private func paragraph(_ name: StaticString, _ className: String, _ text: String?) -> HTML {
        guard let text else { return "" }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { HTML.text(String($0)) }
        return HTML.element(name, ["class": className], HTML.join(lines, separator: "<br>"))
    }

    private func section(_ label: String?, _ text: String?) -> HTML {
        guard let label else { return "" }
        return HTML.element(
            "details", ["class": "ch-section"],
            HTML.element("summary", [:], HTML.text(label)) + paragraph("p", "ch-text", text))
    }
}
