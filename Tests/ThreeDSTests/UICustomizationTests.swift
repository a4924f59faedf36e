import Foundation
import Testing
import ThreeDS

/// UI customization: validation that names the bad field, and light/dark resolution on the screen.
@Suite struct UICustomizationTests {
    static let redBlue = UICustomizationMap(
        default: UICustomization(
            label: LabelCustomization(
                textFontName: "HelveticaNeue", textFontSize: 16, textColorHex: "#1c1c1e",
                headingTextFontName: "HelveticaNeue-Bold", headingTextFontSize: 24, headingTextColorHex: "#0a0a0a"),
            toolbar: ToolbarCustomization(
                textFontName: "AvenirNext-DemiBold", textFontSize: 17, textColorHex: "#ffffff",
                backgroundColorHex: "#007aff", headerText: "Secure Checkout", buttonText: "Cancel"),
            textBox: TextBoxCustomization(
                textFontSize: 16, textColorHex: "#000000", borderWidth: 2, borderColorHex: "#e4e4e4", cornerRadius: 12),
            view: ViewCustomization(
                challengeViewBackgroundColorHex: "#ffffff", progressViewBackgroundColorHex: "#ffffff"),
            buttons: [
                .submit: ButtonCustomization(
                    textFontSize: 16, textColorHex: "#ffffff", backgroundColorHex: "#ff3b30", cornerRadius: 18)
            ]),
        dark: UICustomization(
            toolbar: ToolbarCustomization(
                backgroundColorHex: "#0a84ff", headerText: "SECURE CHECKOUT", buttonText: "Close")))

    /// A broken customization and the field path its error must name.
    static let broken: [(UICustomizationMap, String)] = [
        (
            UICustomizationMap(default: UICustomization(label: LabelCustomization(textColorHex: "#12"))),
            "DEFAULT.label.textColorHex"
        ),
        (
            UICustomizationMap(default: UICustomization(label: LabelCustomization(textColorHex: "1c1c1e"))),
            "DEFAULT.label.textColorHex"
        ),
        (
            UICustomizationMap(dark: UICustomization(toolbar: ToolbarCustomization(backgroundColorHex: "#gggggg"))),
            "DARK.toolbar.backgroundColorHex"
        ),
        (
            UICustomizationMap(default: UICustomization(textBox: TextBoxCustomization(borderWidth: -1))),
            "DEFAULT.textBox.borderWidth"
        ),
        (
            UICustomizationMap(default: UICustomization(textBox: TextBoxCustomization(cornerRadius: .nan))),
            "DEFAULT.textBox.cornerRadius"
        ),
        (
            UICustomizationMap(default: UICustomization(label: LabelCustomization(headingTextFontSize: 0))),
            "DEFAULT.label.headingTextFontSize"
        ),
        (
            UICustomizationMap(default: UICustomization(view: ViewCustomization(progressViewBackgroundColorHex: ""))),
            "DEFAULT.view.progressViewBackgroundColorHex"
        ),
        (
            UICustomizationMap(dark: UICustomization(buttons: [.resend: ButtonCustomization(textFontSize: 500)])),
            "DARK.buttons.RESEND.textFontSize"
        ),
        (
            UICustomizationMap(
                dark: UICustomization(buttons: [.openOobApp: ButtonCustomization(backgroundColorHex: "red")])),
            "DARK.buttons.OPEN_OOB_APP.backgroundColorHex"
        ),
    ]

    @Test(arguments: 0..<broken.count)
    func aBadValueIsRefusedNamingItsField(index: Int) {
        let (map, path) = Self.broken[index]
        let service = ThreeDS2Service()
        let error = #expect(throws: ThreeDSError.self) {
            try service.initialize(
                configuration: ServiceTests.configuration([ChallengeHarness.directoryServer()]), uiCustomization: map)
        }
        #expect(error?.kind == .invalidConfiguration)
        #expect(error?.message.hasPrefix(path + " is ") == true, "\(error?.message ?? "")")
    }

    /// Each element's text members read and write its shared text value: set one by one, the value equals the one the
    /// initializer builds, and the label's heading is its own value.
    @Test func elementTextMembersReadAndWriteTheSharedValue() {
        var label = LabelCustomization(textFontSize: 16)
        label.textColorHex = "#1c1c1e"
        label.headingTextFontName = "HelveticaNeue-Bold"
        #expect(
            label
                == LabelCustomization(
                    textFontSize: 16, textColorHex: "#1c1c1e", headingTextFontName: "HelveticaNeue-Bold"))
        #expect(label.text == TextCustomization(textFontSize: 16, textColorHex: "#1c1c1e"))
        #expect(label.heading == TextCustomization(textFontName: "HelveticaNeue-Bold"))
        var box = TextBoxCustomization(borderWidth: 2)
        box.textFontSize = 14
        #expect(box == TextBoxCustomization(textFontSize: 14, borderWidth: 2))
        #expect(box.textFontName == nil && box.textColorHex == nil)
    }

    @Test func theSampleThemeIsValid() throws {
        try Self.redBlue.validate()
        #expect(Self.redBlue.resolved(for: .dark).toolbar?.headerText == "SECURE CHECKOUT")
        #expect(UICustomizationMap(default: Self.redBlue.default).resolved(for: .dark) == Self.redBlue.default)
        #expect(UICustomizationMap().resolved(for: .light) == .none)
    }

    @Test(arguments: ChallengeAppearance.allCases)
    func theScreenCarriesTheCustomizationForItsAppearance(appearance: ChallengeAppearance) async throws {
        var options = ChallengeHarness.Options()
        options.uiCustomization = Self.redBlue
        let harness = try ChallengeHarness([.screen("01"), .complete()], options: options)
        let presenter = ScriptedChallengePresenter([.submitText("1234")], appearance: appearance)
        _ = try await harness.transaction.doChallenge(
            challengeParameters: harness.challenge, timeout: 5, presenter: presenter)
        let screen = try #require(await presenter.presentedScreens.first)
        #expect(screen.appearance == appearance)
        #expect(screen.customization == Self.redBlue.resolved(for: appearance))
        #expect(
            screen.customization.toolbar?.headerText == (appearance == .dark ? "SECURE CHECKOUT" : "Secure Checkout"))
    }
}
