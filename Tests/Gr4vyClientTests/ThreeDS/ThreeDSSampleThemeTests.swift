import Gr4vyClient
import Testing

/// The three sample themes, value for value against the tables of the client-app fact sheet
/// (`/work/shared/design/client-app.md`, "The three 3DS themes"); "—" is a value left unset.
@Suite struct ThreeDSSampleThemeTests {
    /// `element property light dark`, one row of the fact sheet's element table.
    typealias Row = (path: String, light: String, dark: String)
    /// `button light dark`, each cell font / size / text colour / background / corner radius.
    typealias ButtonRow = (type: Gr4vyThreeDSButtonType, light: String, dark: String)

    static let redBlue: [Row] = [
        ("label.textFontName", "HelveticaNeue", "HelveticaNeue"), ("label.textFontSize", "16", "16"),
        ("label.textColorHex", "#1c1c1e", "#ffffff"),
        ("label.headingTextFontName", "HelveticaNeue-Bold", "HelveticaNeue-Bold"),
        ("label.headingTextFontSize", "24", "24"), ("label.headingTextColorHex", "#0a0a0a", "#ffffff"),
        ("toolbar.textFontName", "AvenirNext-DemiBold", "AvenirNext-DemiBold"), ("toolbar.textFontSize", "17", "17"),
        ("toolbar.textColorHex", "#ffffff", "#ffffff"), ("toolbar.backgroundColorHex", "#007aff", "#0a84ff"),
        ("toolbar.headerText", "Secure Checkout", "SECURE CHECKOUT"), ("toolbar.buttonText", "Cancel", "Close"),
        ("textBox.textFontName", "HelveticaNeue", "HelveticaNeue"), ("textBox.textFontSize", "16", "16"),
        ("textBox.textColorHex", "#000000", "#ffffff"), ("textBox.borderWidth", "2", "2"),
        ("textBox.borderColorHex", "#e4e4e4", "#565a5c"), ("textBox.cornerRadius", "12", "12"),
        ("view.challengeViewBackgroundColorHex", "#ffffff", "#000000"),
        ("view.progressViewBackgroundColorHex", "#ffffff", "#000000"),
    ]
    static let redBlueButtons: [ButtonRow] = [
        (.submit, "AvenirNext-Bold / 16 / #ffffff / #ff3b30 / 18", "AvenirNext-Bold / 16 / #ffffff / #ff0a0a / 18"),
        (.continue, "— / 16 / #ffffff / #007aff / 14", "— / 16 / #ffffff / #0a84ff / 14"),
        (.next, "— / 16 / #ffffff / #5ac8fa / 12", "— / 16 / #ffffff / #64d2ff / 12"),
        (.resend, "— / 14 / #000000 / #bbdbff / 10", "— / 14 / #ffffff / #515154 / 10"),
        (.openOobApp, "— / 16 / #ffffff / #007aff / 14", "— / 16 / #ffffff / #0a84ff / 14"),
        (.addCardholder, "— / 14 / #000000 / #bbdbff / 10", "— / 14 / #ffffff / #515154 / 10"),
        (.cancel, "— / 16 / #ffffff / — / —", "— / 16 / #ffffff / — / —"),
    ]

    static let orangePurple: [Row] = [
        ("label.textFontName", "Georgia", "Georgia"), ("label.textFontSize", "15", "15"),
        ("label.textColorHex", "#222222", "#ffffff"), ("label.headingTextFontName", "Georgia-Bold", "Georgia-Bold"),
        ("label.headingTextFontSize", "26", "26"), ("label.headingTextColorHex", "#111111", "#ffffff"),
        ("toolbar.textFontName", "AvenirNext-Heavy", "AvenirNext-Heavy"), ("toolbar.textFontSize", "18", "18"),
        ("toolbar.textColorHex", "#ffffff", "#ffffff"), ("toolbar.backgroundColorHex", "#af52de", "#6e32a8"),
        ("toolbar.headerText", "Strong Auth", "STRONG AUTH"), ("toolbar.buttonText", "Dismiss", "Dismiss"),
        ("textBox.textFontName", "Georgia", "Georgia"), ("textBox.textFontSize", "16", "16"),
        ("textBox.textColorHex", "#000000", "#ffffff"), ("textBox.borderWidth", "3", "3"),
        ("textBox.borderColorHex", "#ff9500", "#ff9f0a"), ("textBox.cornerRadius", "20", "20"),
        ("view.challengeViewBackgroundColorHex", "#ffffff", "#000000"),
        ("view.progressViewBackgroundColorHex", "#ffffff", "#000000"),
    ]
    static let orangePurpleButtons: [ButtonRow] = [
        (.submit, "AvenirNext-Heavy / 15 / #ffffff / #ff9500 / 20", "AvenirNext-Heavy / 15 / #000000 / #ff9f0a / 20"),
        (.continue, "— / 15 / #ffffff / #af52de / 16", "— / 15 / #000000 / #bf5af2 / 16"),
        (.next, "— / 15 / #ffffff / #bf5af2 / 14", "— / 15 / #000000 / #af52de / 14"),
        (.resend, "— / 13 / #000000 / #f5e3ff / 12", "— / 13 / #000000 / #e6ccff / 12"),
        (.openOobApp, "— / 15 / #ffffff / #af52de / 16", "— / 15 / #000000 / #bf5af2 / 16"),
        (.addCardholder, "— / 13 / #000000 / #f5e3ff / 12", "— / 13 / #000000 / #e6ccff / 12"),
        (.cancel, "— / 15 / #ffffff / — / —", "— / 15 / #ffffff / — / —"),
    ]

    static let greenYellow: [Row] = [
        ("label.textFontName", "AvenirNext-Regular", "AvenirNext-Regular"), ("label.textFontSize", "16", "16"),
        ("label.textColorHex", "#1f1f1f", "#ffffff"),
        ("label.headingTextFontName", "AvenirNext-Bold", "AvenirNext-Bold"),
        ("label.headingTextFontSize", "20", "20"), ("label.headingTextColorHex", "#111111", "#ffffff"),
        ("toolbar.textFontName", "AvenirNext-Regular", "AvenirNext-Regular"), ("toolbar.textFontSize", "16", "16"),
        ("toolbar.textColorHex", "#000000", "#000000"), ("toolbar.backgroundColorHex", "#ffcc00", "#ffd60a"),
        ("toolbar.headerText", "3DS Challenge", "3DS CHALLENGE"), ("toolbar.buttonText", "Back", "Back"),
        ("textBox.textFontName", "AvenirNext-Regular", "AvenirNext-Regular"), ("textBox.textFontSize", "16", "16"),
        ("textBox.textColorHex", "#000000", "#ffffff"), ("textBox.borderWidth", "4", "4"),
        ("textBox.borderColorHex", "#34c759", "#30d158"), ("textBox.cornerRadius", "6", "6"),
        ("view.challengeViewBackgroundColorHex", "#ffffff", "#000000"),
        ("view.progressViewBackgroundColorHex", "#f8f8f8", "#000000"),
    ]
    static let greenYellowButtons: [ButtonRow] = [
        (.submit, "AvenirNext-Bold / 17 / #ffffff / #34c759 / 8", "AvenirNext-Bold / 17 / #000000 / #30d158 / 8"),
        (.continue, "— / 16 / #000000 / #ffcc00 / 8", "— / 16 / #000000 / #ffd60a / 8"),
        (.next, "— / 15 / #000000 / #ffe066 / 8", "— / 15 / #000000 / #ffe066 / 8"),
        (.resend, "— / 13 / #000000 / #e7ffd6 / 6", "— / 13 / #000000 / #2e2e2e / 6"),
        (.openOobApp, "— / 16 / #ffffff / #34c759 / 8", "— / 16 / #000000 / #30d158 / 8"),
        (.addCardholder, "— / 13 / #000000 / #e7ffd6 / 6", "— / 13 / #000000 / #2e2e2e / 6"),
        (.cancel, "— / 16 / #000000 / — / —", "— / 16 / #000000 / — / —"),
    ]

    static let themes: [(String, Gr4vyThreeDSUiCustomizationMap, [Row], [ButtonRow])] = [
        ("Red / Blue", .redBlue, redBlue, redBlueButtons),
        ("Orange / Purple", .orangePurple, orangePurple, orangePurpleButtons),
        ("Green / Yellow", .greenYellow, greenYellow, greenYellowButtons),
    ]

    /// A property named `element.property` as the fact sheet writes it, or "—".
    static func value(_ theme: Gr4vyThreeDSUiCustomization, _ path: String) -> String {
        let text: String? =
            switch path {
            case "label.textFontName": theme.label?.textFontName
            case "label.textFontSize": theme.label?.textFontSize.map(String.init)
            case "label.textColorHex": theme.label?.textColorHex
            case "label.headingTextFontName": theme.label?.headingTextFontName
            case "label.headingTextFontSize": theme.label?.headingTextFontSize.map(String.init)
            case "label.headingTextColorHex": theme.label?.headingTextColorHex
            case "toolbar.textFontName": theme.toolbar?.textFontName
            case "toolbar.textFontSize": theme.toolbar?.textFontSize.map(String.init)
            case "toolbar.textColorHex": theme.toolbar?.textColorHex
            case "toolbar.backgroundColorHex": theme.toolbar?.backgroundColorHex
            case "toolbar.headerText": theme.toolbar?.headerText
            case "toolbar.buttonText": theme.toolbar?.buttonText
            case "textBox.textFontName": theme.textBox?.textFontName
            case "textBox.textFontSize": theme.textBox?.textFontSize.map(String.init)
            case "textBox.textColorHex": theme.textBox?.textColorHex
            case "textBox.borderWidth": theme.textBox?.borderWidth.map(String.init)
            case "textBox.borderColorHex": theme.textBox?.borderColorHex
            case "textBox.cornerRadius": theme.textBox?.cornerRadius.map(String.init)
            case "view.challengeViewBackgroundColorHex": theme.view?.challengeViewBackgroundColorHex
            case "view.progressViewBackgroundColorHex": theme.view?.progressViewBackgroundColorHex
            default: nil
            }
        return text ?? "—"
    }

    /// A button as the fact sheet writes it: font / size / text colour / background / corner radius.
    static func cell(_ button: Gr4vyThreeDSButtonCustomization?) -> String {
        [
            button?.textFontName, button?.textFontSize.map(String.init), button?.textColorHex,
            button?.backgroundColorHex, button?.cornerRadius.map(String.init),
        ].map { $0 ?? "—" }.joined(separator: " / ")
    }

    @Test func everyElementValueIsTheFactSheets() throws {
        for (name, map, rows, _) in Self.themes {
            let light = try #require(map.default)
            let dark = try #require(map.dark)
            for row in rows {
                #expect(Self.value(light, row.path) == row.light, "\(name) light \(row.path)")
                #expect(Self.value(dark, row.path) == row.dark, "\(name) dark \(row.path)")
            }
        }
    }

    @Test func everyButtonIsTheFactSheetsAndEveryTypeIsStyled() throws {
        for (name, map, _, buttons) in Self.themes {
            let light = try #require(map.default)
            let dark = try #require(map.dark)
            #expect(light.buttons?.count == 7 && dark.buttons?.count == 7, "\(name)")
            for row in buttons {
                #expect(Self.cell(light.buttons?[row.type]) == row.light, "\(name) light \(row.type)")
                #expect(Self.cell(dark.buttons?[row.type]) == row.dark, "\(name) dark \(row.type)")
            }
        }
    }

    @Test func noThemeUsesANativeFont() throws {
        for (name, map, _, _) in Self.themes {
            for theme in [map.default, map.dark].compactMap({ $0 }) {
                let natives: [Any?] =
                    [
                        theme.label?.nativeFontName, theme.label?.nativeFontSize, theme.label?.headingNativeFontName,
                        theme.label?.headingNativeFontSize, theme.toolbar?.nativeFontName,
                        theme.toolbar?.nativeFontSize,
                        theme.textBox?.nativeFontName, theme.textBox?.nativeFontSize,
                    ] + (theme.buttons ?? [:]).values.flatMap { [$0.nativeFontName, $0.nativeFontSize] as [Any?] }
                #expect(natives.allSatisfy { $0 == nil }, "\(name)")
                #expect(theme.label?.textColorHex == theme.label?.textColorHex?.lowercased(), "\(name)")
            }
        }
    }
}
