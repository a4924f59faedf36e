import Drawing
import Gr4vyClient
import TesseraTestSupport
import Testing
import ThreeDS

/// The sample app's four themes drawn on challenge screens of UI types 01 and 02, light and dark.
@Suite struct ChallengeThemeSnapshotTests {
    static let themes: [(String, Gr4vyThreeDSUiCustomizationMap)] = [
        ("none", Gr4vyThreeDSUiCustomizationMap()), ("red-blue", .redBlue), ("orange-purple", .orangePurple),
        ("green-yellow", .greenYellow),
    ]

    static func svg(_ theme: Gr4vyThreeDSUiCustomizationMap, _ uiType: ACSUIType, _ appearance: ChallengeAppearance)
        throws -> String
    {
        let screen = ChallengeScreen.sample(
            uiType, customization: theme.threeDSCustomizationMap.resolved(for: appearance), appearance: appearance)
        return try SVGRenderer().render(screen.scene())
    }

    @Test(arguments: [ACSUIType.text, .singleSelect], ChallengeAppearance.allCases)
    func everyThemeMatchesItsReference(uiType: ACSUIType, appearance: ChallengeAppearance) throws {
        for (name, theme) in Self.themes {
            assertSnapshot(
                of: try Self.svg(theme, uiType, appearance),
                named: "ui\(uiType.rawValue)-\(name)-\(appearance.rawValue)")
        }
    }

    /// Every colour and text a theme sets for the elements of a text and a select screen is in the drawing.
    @Test(arguments: ChallengeAppearance.allCases)
    func everyThemedValueIsVisible(appearance: ChallengeAppearance) throws {
        for (name, theme) in Self.themes.dropFirst() {
            let custom = try #require(appearance == .dark ? theme.dark : theme.default)
            let drawn = try Self.svg(theme, .text, appearance) + Self.svg(theme, .singleSelect, appearance)
            var expected = [
                custom.label?.textColorHex, custom.label?.headingTextColorHex, custom.toolbar?.textColorHex,
                custom.toolbar?.backgroundColorHex, custom.textBox?.borderColorHex,
                custom.view?.challengeViewBackgroundColorHex,
            ]
            for type in [Gr4vyThreeDSButtonType.submit, .resend, .cancel] {
                expected += [custom.buttons?[type]?.textColorHex, custom.buttons?[type]?.backgroundColorHex]
            }
            for color in expected.compactMap({ $0 }) {
                #expect(drawn.lowercased().contains(color.lowercased()), "\(name) \(appearance): \(color)")
            }
            for text in [custom.toolbar?.headerText, custom.toolbar?.buttonText].compactMap({ $0 }) {
                #expect(drawn.contains(">\(text)<"), "\(name) \(appearance): \(text)")
            }
        }
    }

    /// Without a theme, light and dark differ (the SDK's defaults follow the appearance).
    @Test func noThemeFollowsTheAppearance() throws {
        let none = Gr4vyThreeDSUiCustomizationMap()
        #expect(try Self.svg(none, .text, .light) != Self.svg(none, .text, .dark))
        #expect(try Self.svg(none, .text, .dark).contains("#000000"))
    }
}
