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
            The look is set by the options of seed 000's configuration table, each the \
            DynamicCardImageComponentConfig property of the same name in kebab-case (cardNumberText is \
            --card-number-text, bankNameTextStyling is --bank-name-text-styling). A styling is a list of its \
            Swift properties in kebab-case: --text-styling color=#1a1a1a,font-size=18,font-weight=bold,\
            opacity=0.9,text-case=uppercase (weights regular, medium, semibold, bold; sizes 1-200; opacities \
            0-1) and --highlight-field-styling color=white,background-color=#000000,border-color=gold,\
            border-width=2,background-opacity=0.3 (border 0-16). Colours are #RGB, #RRGGBB, #RRGGBBAA or a \
            name such as white. The bank name shows once six digits are typed.
            Example: tessera card image --number 4242424242424242 --focus name --card-holder-name-text 'YOUR NAME' \
            --text-styling color=black --front-dynamic-card-image-background front.png -o card.svg
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
    @OptionGroup var look: CardImageConfigOptions

    func run(on console: Console) async throws {
        try await draw(on: console)
    }

    @MainActor
    private func draw(on console: Console) throws {
        let request = CardImageRequest(
            number: number, expiry: expiry, name: name, cvc: cvc, focus: focus, mask: !reveal,
            localization: locale, imageConfig: try look.config(), bankName: look.bankName)
        let text: String
        do {
            let scene: Scene
            do {
                scene = try request.scene()
            } catch CheckoutError.invalidStyling(let property, let reason) {
                throw ValidationError(
                    "\(CardImageStyling.optionWords(for: property)) \(reason); give a value in range.")
            }
            switch format {
            case .svg:
                text = try SVGRenderer().render(scene)
            case .ansi:
                // Escape codes on a terminal or into a file asked for; plain shading when piped.
                let terminal = Terminal.current()
                let color = output == nil ? terminal.colorsStdout : !terminal.colorForbidden
                text = ANSIRenderer(useColor: color).render(scene)
            }
        } catch let error as ValidationError {
            throw error
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
