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
        #expect(light.textBox?.cornerRadius == 12 && light.textBox?.borderWidth == 2)
        #expect(light.label?.headingTextFontName == "HelveticaNeue-Bold" && light.label?.headingTextFontSize == 24)
        #expect(Set(light.buttons.keys) == Set(ButtonType.allCases))
    }

    @Test func sampleThemesAreValidAndDistinct() throws {
        let themes: [Gr4vyThreeDSUiCustomizationMap] = [.redBlue, .orangePurple, .greenYellow]
        for theme in themes {
            try theme.threeDSCustomizationMap.validate()
            #expect(theme.default != theme.dark)
        }
        #expect(Set(themes.map { $0.default?.toolbar?.headerText ?? "" }).count == 3)
        #expect(Gr4vyThreeDSUiCustomizationMap().threeDSCustomizationMap.resolved(for: .dark) == .none)
    }

    @Test func aNativeFontPairReplacesTheElementsFont() {
        let label = Gr4vyThreeDSLabelCustomization(
            textFontName: "Georgia", textFontSize: 15, nativeFontName: "Menlo", nativeFontSize: 18,
            headingTextFontName: "Georgia-Bold", headingTextFontSize: 26, headingNativeFontName: "Menlo-Bold")
        let button = Gr4vyThreeDSButtonCustomization(textFontName: "A", textFontSize: 12, nativeFontSize: 14)
        let map = Gr4vyThreeDSUiCustomizationMap(
            default: Gr4vyThreeDSUiCustomization(label: label, buttons: [.submit: button]))
        let mapped = map.threeDSCustomizationMap.resolved(for: .light)
        #expect(mapped.label?.textFontName == "Menlo" && mapped.label?.textFontSize == 18)
        // Only one of the heading's native pair is set, so its element pair stays.
        #expect(mapped.label?.headingTextFontName == "Georgia-Bold" && mapped.label?.headingTextFontSize == 26)
        #expect(mapped.buttons[.submit]?.textFontName == "A" && mapped.buttons[.submit]?.textFontSize == 12)
    }

    @Test func aCustomizationWithNothingSetIsDropped() {
        let empty = Gr4vyThreeDSUiCustomizationMap(default: Gr4vyThreeDSUiCustomization(buttons: [:]), dark: .init())
        #expect(empty.threeDSCustomizationMap == UICustomizationMap())
        let darkOnly = Gr4vyThreeDSUiCustomizationMap(
            default: .init(), dark: .init(view: .init(challengeViewBackgroundColorHex: "#000000")))
        #expect(darkOnly.threeDSCustomizationMap.default == nil)
        #expect(darkOnly.threeDSCustomizationMap.dark?.view?.challengeViewBackgroundColorHex == "#000000")
    }

    @Test func everyButtonTypeMapsOntoItsSDKType() {
        let pairs: [(Gr4vyThreeDSButtonType, ButtonType)] = [
            (.submit, .submit), (.continue, .continue), (.next, .next), (.resend, .resend),
            (.openOobApp, .openOobApp), (.addCardholder, .addCardholder), (.cancel, .cancel),
        ]
        for (index, (type, expected)) in pairs.enumerated() {
            let map = Gr4vyThreeDSUiCustomizationMap(
                default: .init(buttons: [type: .init(cornerRadius: index)]))
            #expect(
                map.threeDSCustomizationMap.resolved(for: .light).buttons == [
                    expected: ButtonCustomization(cornerRadius: Double(index))
                ])
        }
        #expect(ButtonType.addCardholder.rawValue == "ADD_CH" && ButtonType.openOobApp.rawValue == "OPEN_OOB_APP")
    }

    @Test(arguments: [
        (Gr4vyThreeDSUiCustomization(toolbar: .init(backgroundColorHex: "#12345")), "DARK.toolbar.backgroundColorHex"),
        (Gr4vyThreeDSUiCustomization(label: .init(textFontSize: -3)), "DARK.label.textFontSize"),
        (Gr4vyThreeDSUiCustomization(textBox: .init(borderWidth: -1)), "DARK.textBox.borderWidth"),
        (Gr4vyThreeDSUiCustomization(buttons: [.resend: .init(cornerRadius: 500)]), "DARK.buttons.RESEND.cornerRadius"),
        (
            Gr4vyThreeDSUiCustomization(view: .init(challengeViewBackgroundColorHex: "blue")),
            "DARK.view.challengeViewBackgroundColorHex"
        ),
    ])
    func malformedValuesAreRefusedNamingTheField(customization: Gr4vyThreeDSUiCustomization, field: String) {
        let map = Gr4vyThreeDSUiCustomizationMap(
            default: Gr4vyThreeDSUiCustomizationMap.redBlue.default, dark: customization)
        #expect {
            try map.threeDSCustomizationMap.validate()
        } throws: { error in
            "\(error)".contains(field)
        }
    }
}
