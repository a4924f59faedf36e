import Gr4vyClient
import Testing
import ThreeDS

/// The Gr4vy theme types: their mapping onto the ThreeDS SDK and the refusal of malformed values.
@Suite struct ThreeDSUiCustomizationTests {
    @Test func redBlueMapsOntoTheSDKByElement() throws {
        let map = Gr4vyThreeDSUiCustomizationMap.redBlue.threeDSCustomizationMap
        let light = map.resolved(for: .light)
        let dark = map.resolved(for: .dark)
        #expect(light.toolbar?.headerText == "Secure Checkout")
        #expect(dark.toolbar?.headerText == "SECURE CHECKOUT")
        #expect(light.toolbar?.backgroundColorHex == "#007aff")
        #expect(dark.toolbar?.backgroundColorHex == "#0a84ff")
        #expect(light.buttons[.submit]?.backgroundColorHex == "#ff3b30")
        #expect(dark.buttons[.submit]?.backgroundColorHex == "#ff0a0a")
        #expect(light.buttons[.openOobApp] == light.buttons[.continue])
        #expect(light.buttons[.addCardholder] == light.buttons[.resend])
        #expect(light.textBox?.cornerRadius == 12)
        #expect(light.label?.headingTextFontName == "HelveticaNeue-Bold")
    }

    @Test func sampleThemesAreValidAndDistinct() throws {
        let themes: [Gr4vyThreeDSUiCustomizationMap] = [.redBlue, .orangePurple, .greenYellow]
        for theme in themes {
            try theme.validate()
            #expect(theme.default != theme.dark)
        }
        #expect(Set(themes.map { $0.default?.toolbar?.headerText ?? "" }).count == 3)
        #expect(Gr4vyThreeDSUiCustomizationMap.none.threeDSCustomizationMap.resolved(for: .dark) == .none)
    }

    @Test(arguments: [
        (
            Gr4vyThreeDSUiCustomization(toolbar: .init(backgroundColorHex: "#12345")),
            "dark.toolbar.backgroundColorHex"
        ),
        (Gr4vyThreeDSUiCustomization(label: .init(textFontSize: -3)), "dark.label.textFontSize"),
        (Gr4vyThreeDSUiCustomization(textBox: .init(borderWidth: -1)), "dark.textBox.borderWidth"),
        (
            Gr4vyThreeDSUiCustomization(buttons: [.resend: .init(cornerRadius: .nan)]),
            "dark.buttons.RESEND.cornerRadius"
        ),
        (
            Gr4vyThreeDSUiCustomization(view: .init(challengeViewBackgroundColorHex: "blue")),
            "dark.view.challengeViewBackgroundColorHex"
        ),
    ])
    func malformedValuesAreRefusedNamingTheField(customization: Gr4vyThreeDSUiCustomization, field: String) {
        let map = Gr4vyThreeDSUiCustomizationMap(
            default: Gr4vyThreeDSUiCustomizationMap.redBlue.default, dark: customization)
        #expect {
            try map.validate()
        } throws: { error in
            "\(error)".contains(field)
        }
    }
}
