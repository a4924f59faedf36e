/// Validates the security code (CVV, CVC, CID…) against the brand's specification.
///
/// The code is never stored by CardKit: validation looks at it and forgets it, and no type here keeps it.
public enum SecurityCode {
    /// The verdict on the code typed as `text` for a card of `brand` (nil while the brand is unknown, when 3 or 4
    /// digits are accepted).
    ///
    /// Digits of other scripts count as digits; spaces around the code are ignored; anything else is invalid.
    /// An empty code is valid for brands whose code is optional (Maestro) and incomplete otherwise.
    public static func validate(_ text: String, brand: CardBrand?) -> SecurityCodeValidation {
        let spec = brand?.securityCode ?? .unknownBrand
        var count = 0
        var invalid = false
        for scalar in text.unicodeScalars {
            if DigitScanner.asciiDigit(scalar) != nil {
                count += 1
            } else if !scalar.properties.isWhitespace {
                invalid = true
            }
        }
        let verdict: (ValidationState, ValidationReason?)
        if invalid {
            verdict = (.invalid, .securityCodeCharacters)
        } else if count == 0 {
            verdict = spec.isOptional ? (.valid, nil) : (.incomplete, .securityCodeEmpty)
        } else if spec.sizes.contains(count) {
            verdict = (.valid, nil)
        } else if count < spec.sizes.last ?? 0 {
            verdict = (.incomplete, .securityCodeTooShort)
        } else {
            verdict = (.invalid, .securityCodeTooLong)
        }
        return SecurityCodeValidation(state: verdict.0, reason: verdict.1, spec: spec)
    }
}

/// The verdict on a security code, with the specification it was checked against.
public struct SecurityCodeValidation: Sendable, Hashable {
    /// Valid, incomplete (could still become valid) or invalid.
    public let state: ValidationState
    /// Why the code is not valid, or nil when it is.
    public let reason: ValidationReason?
    /// The name and sizes the code was checked against.
    public let spec: SecurityCodeSpec

    /// Whether ``state`` is ``ValidationState/valid``.
    public var isValid: Bool { state == .valid }
}
