import Checkout
import Drawing

/// The options of `tessera card image`, checked, and the card preview they describe.
struct CardImageRequest {
    /// The output formats.
    enum Format: String {
        case svg, ansi
    }

    let number: String?
    let expiry: String?
    let name: String?
    let cvc: String?
    let focus: CardField?
    let mask: Bool
    let localization: CheckoutLocalization
    let format: Format

    /// Reads and checks the options; a malformed value is a usage error that names the option.
    init(_ arguments: ParsedArguments) throws {
        number = try Self.secret("--number", in: arguments, expected: "digits, spaces or hyphens") { text in
            text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == " " || $0 == "-" }
        }
        cvc = try Self.secret("--cvc", in: arguments, expected: "up to four digits") { text in
            text.count <= 4 && text.allSatisfy { $0.isASCII && $0.isNumber }
        }
        expiry = arguments.value("--expiry")
        name = arguments.value("--name")
        focus = try arguments.value("--focus", expected: "number, expiry, name or cvc") { CardField(rawValue: $0) }
        mask = arguments.flag("--mask")
        localization =
            try arguments.value("--locale", expected: "en, de, fr or es", parse: CheckoutLocalization.supported)
            ?? .english
        format = try arguments.value("--format", expected: "svg or ansi") { Format(rawValue: $0) } ?? .svg
    }

    /// The value of the card-data option `name` when `isValid` accepts it; unlike `ParsedArguments.value`, the usage
    /// error does not repeat the value, which may be a whole card number or a security code.
    private static func secret(
        _ name: String, in arguments: ParsedArguments, expected: String, isValid: (String) -> Bool
    ) throws -> String? {
        guard let raw = arguments.value(name) else { return nil }
        guard isValid(raw) else {
            throw CLIError.usage(
                "Invalid value for '\(name)': expected \(expected).", commandPath: arguments.commandPath)
        }
        return raw
    }

    /// The card preview after typing the details into linked fields and focusing the chosen one.
    @MainActor
    func scene() throws -> Scene {
        let checkout = Checkout(environment: CheckoutEnvironment(localization: localization))
        var imageConfig = DynamicCardImageComponentConfig()
        imageConfig.maskCardNumber = mask
        let image = try checkout.create(.dynamicCardImage, componentConfig: imageConfig) as! DynamicCardImageComponent
        let config = NewCardComponentConfig(dynamicCardImageComponent: image)
        let form = try checkout.create(.newCard, componentConfig: config) as! NewCardComponent
        if let number { form.cardNumberComponent.paste(number) }
        if let expiry { form.cardExpiryDateComponent.paste(expiry) }
        if let name { form.cardHolderNameComponent.paste(name) }
        if let cvc { form.cardCvcComponent.paste(cvc) }
        switch focus {
        case .number: form.cardNumberComponent.focus()
        case .expiry: form.cardExpiryDateComponent.focus()
        case .name: form.cardHolderNameComponent.focus()
        case .cvc: form.cardCvcComponent.focus()
        case nil: break
        }
        return image.buildContent()
    }
}
