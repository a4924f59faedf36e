import Drawing
import Foundation
import TesseraClient
import ThreeDS

/// `tessera threeds`: 3-D Secure challenge screens drawn without a transaction.
enum ThreeDSCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "threeds",
        abstract: "Look at 3-D Secure challenge screens.",
        subcommands: [Preview.spec]
    )

    /// `tessera threeds preview`: one sample challenge screen, as SVG.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "preview",
            abstract: "Render a sample challenge screen of one UI type in a theme, as SVG.",
            discussion: """
                The screen carries sample issuer texts and every section a screen can have (toolbar, issuer and \
                scheme images as labelled frames, heading, text, entry, buttons, why-info and expand-info), so it \
                shows every colour and text the theme sets. Themes are those of Gr4vy's sample app.
                """
        )

        @Option(
            "--ui-type", valueName: "type",
            help: "The screen: 01 text, 02 single select, 03 multi select, 04 out of band, 05 HTML.",
            parser: ValueParser(expected: "one of 01, 02, 03, 04, 05") { ACSUIType(rawValue: $0) })
        var uiType: ACSUIType
        @Option(
            "--theme", valueName: "theme",
            help: "The sample theme: none (default), red-blue, orange-purple, green-yellow.", parser: .choice)
        var theme: ThemeName = .none
        @Flag("--dark", help: "Draw the theme's dark variant.") var dark: Bool
        @Option("-o", "--output", valueName: "file", help: "Write the SVG here instead of stdout.", parser: .nonEmpty)
        var output: String?

        func run(on console: Console) throws {
            let appearance: ChallengeAppearance = dark ? .dark : .light
            let map = theme.customization?.threeDSCustomizationMap ?? UICustomizationMap()
            let screen = ChallengeScreen.sample(
                uiType, customization: map.resolved(for: appearance), appearance: appearance)
            let svg = try SVGRenderer().render(screen.scene())
            guard let path = output else {
                console.out(svg)
                return
            }
            do {
                try Data(svg.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw CLIError.failure("Cannot write '\(path)' (\(ErrorReport(error).clause)); choose another file.")
            }
            console.err("Wrote \(path).")
        }
    }
}
