import Checkout
import Drawing
import Foundation
import TesseraCore

/// `tessera card image`: draws the live card preview for the given details, as SVG or for the terminal.
enum CardImageCommand {
    /// The output formats.
    enum Format: String, CaseIterable, Sendable {
        case svg, ansi
    }

    static let number = Option(
        "--number", valueName: "number", help: "Card number (digits, spaces or hyphens).",
        parser: ValueParser(expected: "digits, spaces or hyphens") { text in
            text.allSatisfy { $0.isASCIIDigit || $0 == " " || $0 == "-" } ? text : nil
        }
    ).secret
    static let expiry = Option.text("--expiry", valueName: "expiry", help: "Expiry date as typed, e.g. 10/30.")
    static let name = Option.text("--name", valueName: "name", help: "Name on the card.")
    static let cvc = Option(
        "--cvc", valueName: "cvc", help: "Security code (digits).",
        parser: ValueParser(expected: "up to four digits") { text in
            text.count <= 4 && text.allSatisfy(\.isASCIIDigit) ? text : nil
        }
    ).secret
    static let focus = Option(
        "--focus", valueName: "field", help: "Field with focus: number, expiry, name or cvc.",
        parser: ValueParser(expected: "number, expiry, name or cvc") { CardField(rawValue: $0) })
    static let reveal = Flag(
        "--reveal", help: "Show every digit of the number (by default all but the last four are hidden).")
    static let locale = Option(
        "--locale", valueName: "locale", help: "Language of the placeholders: en, de, fr or es (default en).",
        parser: ValueParser(expected: "en, de, fr or es") { CheckoutLocalization.supported($0) })
    static let format = Option(
        "--format", valueName: "format",
        help: "svg (default) or ansi (24-bit colour on a terminal or into -o FILE; plain when piped or NO_COLOR).",
        parser: ValueParser<Format>.choice)
    static let output = Option.text("-o", "--output", valueName: "file", help: "Write to this file instead of stdout.")

    /// The command.
    static let spec = CommandSpec(
        name: "image",
        abstract: "Draw the card preview for a card number, expiry, name and CVC.",
        discussion: """
            The preview is the checkout's dynamic card image: the brand's colours, the number grouped by the \
            brand, placeholders for what is missing, the back when the CVC has focus (not for American Express). \
            The number is masked to its last four digits unless --reveal is given.
            """,
        options: [number, expiry, name, cvc, focus, reveal, locale, format, output],
        run: { arguments, console in try await run(arguments, console: console) }
    )

    @MainActor
    private static func run(_ arguments: ParsedArguments, console: Console) throws {
        let request = CardImageRequest(
            number: try arguments[number], expiry: try arguments[expiry], name: try arguments[name],
            cvc: try arguments[cvc], focus: try arguments[focus], mask: !(try arguments[reveal]),
            localization: try arguments[locale] ?? .english)
        let text: String
        do {
            let scene = try request.scene()
            switch try arguments[format] ?? .svg {
            case .svg:
                text = try SVGRenderer().render(scene)
            case .ansi:
                // Escape codes on a terminal or into a file asked for; plain shading when piped.
                let terminal = Terminal.current()
                let color = try arguments[output] == nil ? terminal.colorsStdout : !terminal.colorForbidden
                text = ANSIRenderer(useColor: color).render(scene)
            }
        } catch {
            throw CLIError.failure("Cannot draw the card preview: \(ErrorReport(error).clause)")
        }
        guard let path = try arguments[output] else {
            console.outRaw(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.failure("Cannot write '\(path)' (\(ErrorReport(error).clause)); choose another file.")
        }
    }
}
