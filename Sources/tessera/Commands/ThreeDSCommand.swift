import Drawing
import Foundation
import ThreeDS

/// `tessera threeds preview`: a 3-D Secure challenge screen drawn without a transaction.
enum ThreeDSCommand {
    static let uiType = Option(
        "--ui-type", valueName: "type",
        help: "The screen: 01 text, 02 single select, 03 multi select, 04 out of band, 05 HTML.",
        parser: ValueParser(expected: "one of 01, 02, 03, 04, 05") { ACSUIType(rawValue: $0) }
    ).required
    static let theme = Option(
        "--theme", valueName: "theme", help: "The sample theme: none (default), red-blue, orange-purple, green-yellow.",
        parser: ValueParser<ThemeName>.choice)
    static let dark = Flag("--dark", help: "Draw the theme's dark variant.")
    static let output = Option.text("-o", "--output", valueName: "file", help: "Write the SVG here instead of stdout.")

    /// The command group.
    static let spec = CommandSpec(
        name: "threeds",
        abstract: "Look at 3-D Secure challenge screens.",
        subcommands: [preview]
    )

    static let preview = CommandSpec(
        name: "preview",
        abstract: "Render a sample challenge screen of one UI type in a theme, as SVG.",
        discussion: """
            The screen carries sample issuer texts and every section a screen can have (toolbar, issuer and \
            scheme images as labelled frames, heading, text, entry, buttons, why-info and expand-info), so it \
            shows every colour and text the theme sets. Themes are those of Gr4vy's sample app.
            """,
        options: [uiType, theme, dark, output],
        run: { arguments, console in
            let appearance: ChallengeAppearance = try arguments[dark] ? .dark : .light
            let map =
                (try arguments[theme] ?? ThemeName.none).customization?.threeDSCustomizationMap ?? UICustomizationMap()
            let screen = ChallengeScreen.sample(
                try arguments.required(uiType), customization: map.resolved(for: appearance), appearance: appearance)
            let svg = try SVGRenderer().render(screen.scene())
            guard let path = try arguments[output] else {
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
    )
}
