/// A card entered by the buyer: `{"number", "expiration_date", "security_code"?}`, which
/// ``Gr4vyPaymentMethod/card(_:)`` writes beside `"method": "card"`.
///
/// Nothing is checked here; the API refuses a number that is not 13–19 digits, an expiry that is not
/// `MM/YY` and a security code that is not 3–4 digits. Its `description`, `debugDescription` and mirror
/// show only the last four digits and never the security code.
public struct CardPaymentMethod: Codable, Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The card number.
    public let number: String
    /// The expiry, `MM/YY`.
    public let expirationDate: String
    /// The security code, when the buyer gave one.
    public let securityCode: String?

    /// Creates a card.
    public init(number: String, expirationDate: String, securityCode: String? = nil) {
        self.number = number
        self.expirationDate = expirationDate
        self.securityCode = securityCode
    }

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case number, expirationDate, securityCode
    }

    /// `card •••• 4242 exp 01/30` (and whether a security code is set).
    public var description: String {
        "card •••• \(number.suffix(4)) exp \(expirationDate)" + (securityCode == nil ? "" : " with security code")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the number or the security code.
    public var customMirror: Mirror { Mirror(self, children: ["summary": description]) }
}

/// Tessera's earlier name for ``CardPaymentMethod``.
public typealias Gr4vyCardPaymentMethod = CardPaymentMethod
