import Checkout
import Drawing
import Foundation

/// `tessera card image`: draws the live card preview for the given details, as SVG or for the terminal.
enum CardImageCommand {
    /// The command.
    static let spec = CommandSpec(
        name: "image",
        abstract: "Draw the card preview for a card number, expiry, name and CVC.",
        discussion: """
            The preview is the checkout's dynamic card image: the brand's colours, the number grouped by the \
            brand, placeholders for what is missing, the back when the CVC has focus (not for American Express).
            """,
        options: [
            .value("--number", valueName: "number", help: "Card number (digits, spaces or hyphens)."),
            .value("--expiry", valueName: "expiry", help: "Expiry date as typed, e.g. 10/30."),
            .value("--name", valueName: "name", help: "Name on the card."),
            .value("--cvc", valueName: "cvc", help: "Security code (digits)."),
            .value("--focus", valueName: "field", help: "Field with focus: number, expiry, name or cvc."),
            .flag("--mask", help: "Show only the last four digits of the number."),
            .value(
                "--locale", valueName: "locale", help: "Language of the placeholders: en, de, fr or es (default en)."),
            .value("--format", valueName: "format", help: "svg (default) or ansi (24-bit colour; honours NO_COLOR)."),
            .value("--output", "-o", valueName: "file", help: "Write to this file instead of standard output."),
        ],
        run: { arguments, console in try await run(arguments, console: console) }
    )

    @MainActor
    private static func run(_ arguments: ParsedArguments, console: Console) throws {
        try arguments.expectPositionals(atMost: 0)
        let request = try CardImageRequest(arguments)
        let text: String
        do {
            let scene = try request.scene()
            switch request.format {
            case .svg:
                text = try SVGRenderer().render(scene)
            case .ansi:
                text = ANSIRenderer(environment: ProcessInfo.processInfo.environment).render(scene)
            }
        } catch {
            throw CLIError.failure("\(error)")
        }
        guard let path = arguments.value("--output") else {
            console.outRaw(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.failure("Cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
