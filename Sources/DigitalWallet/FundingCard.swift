import TesseraCore

/// The funding card a cardholder enters to digitize: number, expiry and security code.
///
/// It is sent to the token service once and never stored; its description is masked.
public struct FundingCard: Sendable, CustomStringConvertible {
    /// The card number, digits only.
    public let number: String
    /// The expiry month, two digits.
    public let expiryMonth: String
    /// The expiry year, two digits.
    public let expiryYear: String
    /// The security code.
    public let securityCode: String

    /// Creates a funding card; spaces and dashes in `number` are dropped, `expiry` is `MM/YY` or `MMYY`.
    public init(number: String, expiry: String, securityCode: String) throws(EligibleError) {
        let digits = number.filter { $0 != " " && $0 != "-" }
        let expiryDigits = expiry.filter { $0 != "/" }
        guard digits.allSatisfy(\.isASCIIDigit), expiryDigits.count == 4,
            expiryDigits.allSatisfy(\.isASCIIDigit), let month = Int(expiryDigits.prefix(2)),
            (1...12).contains(month), (3...4).contains(securityCode.count),
            securityCode.allSatisfy(\.isASCIIDigit)
        else { throw .invalidCardData }
        self.number = digits
        self.expiryMonth = String(expiryDigits.prefix(2))
        self.expiryYear = String(expiryDigits.suffix(2))
        self.securityCode = securityCode
    }

    /// The last four digits only.
    public var description: String { "card ••••\(number.suffix(4))" }
}
