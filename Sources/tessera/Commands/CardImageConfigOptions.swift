import Checkout
import Drawing
import Foundation

/// The options of `tessera card image` for seed 000's configuration table: each is the
/// `DynamicCardImageComponentConfig` property of the same name in kebab-case (`cardNumberText` →
/// `--card-number-text`, `bankNameTextStyling` → `--bank-name-text-styling`), plus `--bank-name` for the
/// environment's `bankNameLookup`.
struct CardImageConfigOptions: ParsableArguments {
    /// The longest placeholder or bank name drawn: a card has room for about 30 characters.
    static let maxTextLength = 40

    private static func placeholder(_ name: String, _ what: String) -> Option<String?> {
        Option(
            name, valueName: "text",
            help: "Placeholder for \(what) before it is typed (one line, at most 40 characters).", parser: .nonEmpty)
    }

    private static func styling(_ name: String, _ what: String) -> Option<String?> {
        Option(
            name, valueName: "list",
            help: "Styling of \(what): color=…,font-size=…,font-weight=…,opacity=…,text-case=…", parser: .nonEmpty)
    }

    private static func background(_ name: String, _ side: String) -> Option<String?> {
        Option(
            name, valueName: "file", help: "PNG, JPEG, GIF, WebP or SVG file drawn as the card's \(side).",
            parser: .nonEmpty)
    }

    @Option(Self.placeholder("--card-number-text", "the number")) var cardNumberText: String?
    @Option(Self.placeholder("--card-expiry-date-text", "the expiry")) var cardExpiryDateText: String?
    @Option(Self.placeholder("--card-holder-name-text", "the name")) var cardHolderNameText: String?
    @Option(Self.placeholder("--cvc-text", "the code on the back")) var cvcText: String?
    @Option(Self.background("--front-dynamic-card-image-background", "front"))
    var frontDynamicCardImageBackground: String?
    @Option(Self.background("--back-dynamic-card-image-background", "back"))
    var backDynamicCardImageBackground: String?
    @Option(Self.styling("--text-styling", "every text (the base of the ones below)")) var textStyling: String?
    @Option(Self.styling("--cvc-label-text-styling", "the code's label")) var cvcLabelTextStyling: String?
    @Option(Self.styling("--cvc-value-text-styling", "the code")) var cvcValueTextStyling: String?
    @Option(Self.styling("--bank-name-text-styling", "the bank name")) var bankNameTextStyling: String?
    @Option(Self.styling("--card-number-text-styling", "the number")) var cardNumberTextStyling: String?
    @Option(Self.styling("--expiry-date-label-text-styling", "the expiry's label"))
    var expiryDateLabelTextStyling: String?
    @Option(Self.styling("--expiry-date-value-text-styling", "the expiry")) var expiryDateValueTextStyling: String?
    @Option(Self.styling("--holder-name-text-styling", "the name")) var holderNameTextStyling: String?
    @Option(
        "--highlight-field-styling", valueName: "list",
        help:
            "The focused field's highlight: color=…,background-color=…,border-color=…,border-width=…,background-opacity=…",
        parser: .nonEmpty)
    var highlightFieldStyling: String?
    @Option(
        "--bank-name", valueName: "name",
        help: "The bank name drawn on the front (default: the issuer of the emulator's test BIN, if any).",
        parser: .nonEmpty)
    var bankName: String?

    /// The configuration these options describe; a ``ValidationError`` names the option at fault.
    @MainActor
    func config() throws -> DynamicCardImageComponentConfig {
        var config = DynamicCardImageComponentConfig()
        config.cardNumberText = try text(cardNumberText, "--card-number-text")
        config.cardExpiryDateText = try text(cardExpiryDateText, "--card-expiry-date-text")
        config.cardHolderNameText = try text(cardHolderNameText, "--card-holder-name-text")
        config.cvcText = try text(cvcText, "--cvc-text")
        config.frontDynamicCardImageBackground = try image(
            frontDynamicCardImageBackground, "--front-dynamic-card-image-background")
        config.backDynamicCardImageBackground = try image(
            backDynamicCardImageBackground, "--back-dynamic-card-image-background")
        config.textStyling = try styling(textStyling, "--text-styling")
        config.cvcLabelTextStyling = try styling(cvcLabelTextStyling, "--cvc-label-text-styling")
        config.cvcValueTextStyling = try styling(cvcValueTextStyling, "--cvc-value-text-styling")
        config.bankNameTextStyling = try styling(bankNameTextStyling, "--bank-name-text-styling")
        config.cardNumberTextStyling = try styling(cardNumberTextStyling, "--card-number-text-styling")
        config.expiryDateLabelTextStyling = try styling(expiryDateLabelTextStyling, "--expiry-date-label-text-styling")
        config.expiryDateValueTextStyling = try styling(expiryDateValueTextStyling, "--expiry-date-value-text-styling")
        config.holderNameTextStyling = try styling(holderNameTextStyling, "--holder-name-text-styling")
        config.highlightFieldStyling = try highlightFieldStyling.map {
            try CardImageStyling.highlight($0, option: "--highlight-field-styling")
        }
        _ = try text(bankName, "--bank-name")
        return config
    }

    private func text(_ value: String?, _ option: String) throws -> String? {
        guard let value else { return nil }
        guard value.count <= Self.maxTextLength else {
            throw ValidationError(
                "\(option): the text has \(value.count) characters; give at most \(Self.maxTextLength) to fit the card."
            )
        }
        guard
            !value.contains(where: {
                $0.isNewline || $0.unicodeScalars.contains { $0.properties.generalCategory == .control }
            })
        else {
            throw ValidationError("\(option): the text holds a line break or control character; give one line.")
        }
        return value
    }

    private func styling(_ value: String?, _ option: String) throws -> DynamicCardTextStyling? {
        try value.map { try CardImageStyling.text($0, option: option) }
    }

    /// The image of the file at `path`, read now, so a missing or unreadable file is refused by its option.
    private func image(_ path: String?, _ option: String) throws -> Image? {
        guard let path else { return nil }
        guard path.utf8.count <= 4096 else {
            throw ValidationError("\(option): the path has \(path.utf8.count) bytes; give a file path of at most 4096.")
        }
        do {
            return try Image(contentsOfFile: path).loaded()
        } catch let error as DrawingError {
            throw ValidationError("\(option): \(error.description)")
        }
    }
}
