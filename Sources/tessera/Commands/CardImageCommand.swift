import Checkout
import Drawing
import Foundation
import TesseraClient
import TesseraCore

/// `tessera card image`: draws the live card preview for the given details, as SVG or for the terminal.
struct CardImageCommand: ParsableCommand {
    /// The output formats.
    enum Format: String, CaseIterable, Sendable {
        case svg, ansi
    }

    static let configuration = CommandConfiguration(
        name: "image",
        abstract: "Draw the card preview for a card number, expiry, name and CVC.",
        discussion: """
            The preview is the checkout's dynamic card image: the brand's colours, the number grouped by the \
            brand, placeholders for what is missing, the back when the CVC has focus (not for American Express). \
            The number is masked to its last four digits unless --reveal is given.
            """
    )

    /// `--locale`, shared with `tessera checkout`.
    static let locale = Option(
        "--locale", valueName: "locale", help: "Language of the placeholders: en, de, fr or es (default en).",
        parser: ValueParser(expected: "en, de, fr or es") { CheckoutLocalization.supported($0) })

    @Option(
        "--number", valueName: "number", help: "Card number (digits, spaces or hyphens).",
        parser: ValueParser(expected: "digits, spaces or hyphens") { text in
            text.allSatisfy { $0.isASCIIDigit || $0 == " " || $0 == "-" } ? text : nil
        }, traits: .secret)
    var number: String?
    @Option("--expiry", valueName: "expiry", help: "Expiry date as typed, e.g. 10/30.", parser: .nonEmpty)
    var expiry: String?
    @Option("--name", valueName: "name", help: "Name on the card.", parser: .nonEmpty) var name: String?
    @Option(
        "--cvc", valueName: "cvc", help: "Security code (digits).",
        parser: ValueParser(expected: "up to four digits") { text in
            text.count <= 4 && text.allSatisfy(\.isASCIIDigit) ? text : nil
        }, traits: .secret)
    var cvc: String?
    @Option(
        "--focus", valueName: "field", help: "Field with focus: number, expiry, name or cvc.",
        parser: ValueParser(expected: "number, expiry, name or cvc") { CardField(rawValue: $0) })
    var focus: CardField?
    @Flag("--reveal", help: "Show every digit of the number (by default all but the last four are hidden).")
    var reveal: Bool
    @Option(Self.locale) var locale: CheckoutLocalization = .english
    @Option(
        "--format", valueName: "format",
        help: "svg (default) or ansi (24-bit colour on a terminal or into -o FILE; plain when piped or NO_COLOR).",
        parser: .choice)
    var format: Format = .svg
    @Option("-o", "--output", valueName: "file", help: "Write to this file instead of stdout.", parser: .nonEmpty)
    var output: String?

    func run(on console: Console) async throws {
        try await draw(on: console)
    }

    @MainActor
    private func draw(on console: Console) throws {
        let request = CardImageRequest(
            number: number, expiry: expiry, name: name, cvc: cvc, focus: focus, mask: !reveal,
            localization: locale)
        let text: String
        do {
            let scene = try request.scene()
            switch format {
            case .svg:
                text = try SVGRenderer().render(scene)
            case .ansi:
                // Escape codes on a terminal or into a file asked for; plain shading when piped.
                let terminal = Terminal.current()
                let color = output == nil ? terminal.colorsStdout : !terminal.colorForbidden
                text = ANSIRenderer(useColor: color).render(scene)
            }
        } catch {
            throw CLIError.failure("Cannot draw the card preview: \(ErrorReport(error).clause)")
        }
        guard let path = output else {
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
