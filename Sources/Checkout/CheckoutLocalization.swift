/// The texts the components show and speak, in English, German, French or Spanish.
public struct CheckoutLocalization: Sendable, Hashable {
    /// The language code: `en`, `de`, `fr` or `es`.
    public let languageCode: String
    /// The card number placeholder before any digit is typed.
    public let cardNumberPlaceholder: String
    /// The expiry placeholder, e.g. `MM/YY`.
    public let expiryDatePlaceholder: String
    /// The cardholder name placeholder.
    public let cardHolderNamePlaceholder: String
    /// The label over the expiry date on the card, e.g. `VALID THRU`.
    public let expiryDateLabel: String
    /// The generic name of the security code when the brand is not known.
    public let securityCodeName: String
    /// What a screen reader calls the whole card image.
    public let cardPreview: String
    /// Month names, January first, for spoken expiry dates.
    public let monthNames: [String]
    let numberEnding: String
    let numberEmpty: String
    let expires: String
    let expiryEmpty: String
    let holder: String
    let holderEmpty: String
    let codeEntered: String
    /// The number field's label when its config sets none, e.g. `Card number`.
    public let numberFieldLabel: String
    /// The expiry field's label when its config sets none, e.g. `Expiry date`.
    public let expiryFieldLabel: String
    /// The name field's label when its config sets none, e.g. `Name on card`.
    public let holderFieldLabel: String

    /// The localisation for `code` (`en`, `de`, `fr`, `es`; a region such as `de-CH` is ignored);
    /// English for anything else.
    public static func forLanguage(_ code: String) -> CheckoutLocalization {
        supported(code) ?? english
    }

    /// The localisation for `code` as in ``forLanguage(_:)``, or nil when the language is not supported.
    public static func supported(_ code: String) -> CheckoutLocalization? {
        let language = code.lowercased().prefix { $0.isLetter }
        return all.first { $0.languageCode == language }
    }

    /// Every supported localisation.
    public static let all = [english, german, french, spanish]

    /// "Card number ending 4242" for the last four digits `ending`.
    func numberLabel(ending: String?) -> String {
        guard let ending else { return numberEmpty }
        return numberEnding.replacingOccurrences(of: "{last4}", with: ending)
    }

    /// "Expires October 2030", or the empty-field label when the date is not complete.
    func expiryLabel(month: Int?, year: Int?) -> String {
        guard let month, let year, (1...12).contains(month) else { return expiryEmpty }
        return expires.replacingOccurrences(of: "{month}", with: monthNames[month - 1])
            .replacingOccurrences(of: "{year}", with: String(year))
    }

    /// "Cardholder JANE DOE", or the empty-field label.
    func holderLabel(_ name: String) -> String {
        name.isEmpty ? holderEmpty : holder.replacingOccurrences(of: "{name}", with: name)
    }

    /// "CVC, 3 digits entered" (never the digits themselves).
    func codeLabel(name: String, count: Int) -> String {
        codeEntered.replacingOccurrences(of: "{name}", with: name).replacingOccurrences(
            of: "{count}", with: String(count))
    }
}

extension String {
    /// `self` with every `target` replaced (a Foundation-free stand-in for the NSString method).
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
