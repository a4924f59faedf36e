/// A card number (PAN) held as its ASCII digits, whose description never shows it in full.
///
/// Text is read as everywhere in CardKit: Unicode decimal digits of any script (full-width `４２`, Arabic-Indic
/// `٤٢`…) are normalised to ASCII, spaces and hyphens are ignored, and anything else makes the text invalid.
public struct CardNumber: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The most digits a card number has (ISO/IEC 7812-1).
    public static let maximumLength = 19
    /// The fewest digits any brand in the standard catalogue accepts (Maestro).
    public static let minimumLength = 12

    /// The digits, ASCII only, e.g. `4242424242424242`. Never log or print this.
    public let digits: String

    /// The number in `text`, or nil when `text` holds characters other than digits and separators, no digits, or
    /// more than 19 digits.
    public init?(_ text: String) {
        let scan = DigitScanner.scan(text, limit: Self.maximumLength + 1)
        guard !scan.hasInvalidCharacter, (1...Self.maximumLength).contains(scan.digitCount) else { return nil }
        self.digits = String(decoding: scan.digits, as: UTF8.self)
    }

    /// How the number fares against `catalog`: its brand, state and reason.
    public func validate(catalog: CardBrandCatalog = .standard) -> CardNumberValidation {
        Self.validate(digits, catalog: catalog)
    }

    /// How the card number typed as `text` fares against `catalog`, in time linear in the length of `text`.
    public static func validate(_ text: String, catalog: CardBrandCatalog = .standard) -> CardNumberValidation {
        let scan = DigitScanner.scan(text, limit: maximumLength + 1)
        return CardNumberValidation(
            digits: scan.digits, digitCount: scan.digitCount, hasInvalidCharacter: scan.hasInvalidCharacter,
            catalog: catalog)
    }

    /// The number masked for logs: first six and last four digits (see ``CardMasking/forLogs(_:)``).
    public var description: String { CardMasking.forLogs(digits) }

    /// The number masked for logs, as in ``description``.
    public var debugDescription: String { "CardNumber(\(description))" }

    /// A mirror showing only the masked number, so `dump` and debuggers never print the digits.
    public var customMirror: Mirror {
        Mirror(self, children: ["masked": description], displayStyle: .struct)
    }
}
