import Drawing
import Foundation
import ThreeDS

extension ChallengeView {
    /// The screen's stylesheet: its ``ChallengeStyle`` as CSS rules scoped to `.challenge`.
    ///
    /// Only numbers, colours and the fixed font families of ``ChallengeStyle`` are written, never a text of the
    /// ACS or the customization, so nothing here can break out of a rule.
    var stylesheet: String {
        let style = ChallengeStyle(screen.customization, appearance: screen.appearance)
        var rules = [
            rule(
                ".challenge",
                ["background: \(css(style.background))", "color: \(css(style.bodyColor))"]
                    + font(style.bodyFont)),
            rule(
                ".challenge .ch-toolbar",
                ["background: \(css(style.toolbarBackground))", "color: \(css(style.toolbarTextColor))"]
                    + font(style.toolbarFont)),
            rule(".challenge .ch-heading", ["color: \(css(style.headingColor))"] + font(style.headingFont)),
            rule(
                ".challenge .ch-textbox",
                [
                    "color: \(css(style.textBoxTextColor))", "background: \(css(style.background))",
                    "border: \(number(style.textBoxBorderWidth))px solid \(css(style.textBoxBorderColor))",
                    "border-radius: \(number(style.textBoxCornerRadius))px",
                ] + font(style.textBoxFont)),
            rule(
                ".challenge .ch-option input",
                ["accent-color: \(css(style.button(.submit).background ?? style.bodyColor))"]),
        ]
        for (type, name) in [
            (ButtonType.submit, "ch-submit"), (.continue, "ch-continue"), (.resend, "ch-resend"),
            (.openOobApp, "ch-open-oob"), (.cancel, "ch-cancel"),
        ] {
            let button = style.button(type)
            rules.append(
                rule(
                    ".challenge .\(name)",
                    [
                        "color: \(css(button.textColor))",
                        "background: \(button.background.map(css) ?? "transparent")",
                        "border-radius: \(number(button.cornerRadius))px",
                    ] + font(button.font)))
        }
        return rules.joined(separator: "\n") + "\n"
    }

    private func rule(_ selector: String, _ declarations: [String]) -> String {
        selector + " { " + declarations.joined(separator: "; ") + "; }"
    }

    private func font(_ font: Font) -> [String] {
        ["font-family: \(font.family)", "font-size: \(number(font.size))px", "font-weight: \(font.weight.cssValue)"]
    }

    private func css(_ color: Color) -> String {
        color.alpha >= 1
            ? color.hexRGB
            : "rgba(\(color.redByte), \(color.greenByte), \(color.blueByte), \(number(color.alpha)))"
    }

    private func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return String(format: "%.2f", value).replacingOccurrences(of: ".00", with: "")
    }
}
