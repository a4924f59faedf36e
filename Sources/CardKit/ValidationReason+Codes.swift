extension ValidationReason {
    // MARK: Card number

    /// `CN01`: nothing has been typed.
    public static let cardNumberEmpty = ValidationReason(code: "CN01", message: "Enter the card number.")
    /// `CN02`: the text holds something other than digits, spaces and hyphens.
    public static let cardNumberCharacters = ValidationReason(
        code: "CN02", message: "The card number may contain only digits, spaces and hyphens.")
    /// `CN03`: no known brand starts like this.
    public static let cardNumberUnknownBrand = ValidationReason(
        code: "CN03", message: "The card number does not match any supported card brand.")
    /// `CN04`: more digits are needed.
    public static let cardNumberTooShort = ValidationReason(code: "CN04", message: "The card number is incomplete.")
    /// `CN05`: more digits than the brand allows.
    public static let cardNumberTooLong = ValidationReason(code: "CN05", message: "The card number is too long.")
    /// `CN06`: the Luhn check digit does not match.
    public static let cardNumberChecksum = ValidationReason(
        code: "CN06", message: "The card number is not valid; check it for typing mistakes.")

    // MARK: Expiry date

    /// `EX01`: nothing has been typed.
    public static let expiryEmpty = ValidationReason(code: "EX01", message: "Enter the expiry date.")
    /// `EX02`: the text is not a date in a form such as `MM/YY`.
    public static let expiryFormat = ValidationReason(
        code: "EX02", message: "Enter the expiry date as MM/YY.")
    /// `EX03`: the month is not 1 to 12.
    public static let expiryMonth = ValidationReason(code: "EX03", message: "The expiry month must be 01 to 12.")
    /// `EX04`: more digits are needed.
    public static let expiryIncomplete = ValidationReason(code: "EX04", message: "The expiry date is incomplete.")
    /// `EX05`: the card expired before the current month.
    public static let expiryPast = ValidationReason(code: "EX05", message: "The card has expired.")
    /// `EX06`: the date is more than 20 years ahead.
    public static let expiryTooFar = ValidationReason(
        code: "EX06", message: "The expiry date is too far in the future.")

    // MARK: Security code

    /// `CV01`: nothing has been typed and the brand requires a code.
    public static let securityCodeEmpty = ValidationReason(code: "CV01", message: "Enter the security code.")
    /// `CV02`: the text holds something other than digits.
    public static let securityCodeCharacters = ValidationReason(
        code: "CV02", message: "The security code may contain only digits.")
    /// `CV03`: fewer digits than the brand's code has.
    public static let securityCodeTooShort = ValidationReason(
        code: "CV03", message: "The security code is incomplete.")
    /// `CV04`: more digits than the brand's code has.
    public static let securityCodeTooLong = ValidationReason(code: "CV04", message: "The security code is too long.")

    // MARK: Cardholder name

    /// `NM01`: nothing has been typed.
    public static let nameEmpty = ValidationReason(code: "NM01", message: "Enter the name on the card.")
    /// `NM02`: longer than 255 characters.
    public static let nameTooLong = ValidationReason(
        code: "NM02", message: "The name on the card must be at most 255 characters.")
    /// `NM03`: only digits, spaces or hyphens, which is not a name.
    public static let nameNotAName = ValidationReason(
        code: "NM03", message: "Enter the name as it is printed on the card.")
    /// `NM04`: control characters or other invisible formatting characters.
    public static let nameCharacters = ValidationReason(
        code: "NM04", message: "The name on the card contains characters that cannot be printed.")
}
