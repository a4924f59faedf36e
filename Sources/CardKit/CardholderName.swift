/// Validates the name on the card.
public enum CardholderName {
    /// The most characters a cardholder name may have.
    public static let maximumLength = 255

    /// The verdict on the name typed as `text`.
    ///
    /// Leading and trailing whitespace is ignored. A name is 1 to 255 characters; text of only digits, spaces and
    /// hyphens is not a name; control and invisible formatting characters are refused. Work is linear in `text`.
    public static func validate(_ text: String) -> CardholderNameValidation {
        var count = 0
        var pendingSpaces = 0
        var hasLetterLike = false
        var hasControl = false
        for character in text {
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .spaceSeparator }) {
                if count > 0 { pendingSpaces += 1 }
                continue
            }
            count += pendingSpaces + 1
            pendingSpaces = 0
            for scalar in character.unicodeScalars {
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                    hasControl = true
                default: break
                }
            }
            if !(character.isNumber || character == "-") { hasLetterLike = true }
        }
        let verdict: (ValidationState, ValidationReason?)
        if hasControl {
            verdict = (.invalid, .nameCharacters)
        } else if count == 0 {
            verdict = (.incomplete, .nameEmpty)
        } else if count > maximumLength {
            verdict = (.invalid, .nameTooLong)
        } else if !hasLetterLike {
            verdict = (.invalid, .nameNotAName)
        } else {
            verdict = (.valid, nil)
        }
        return CardholderNameValidation(state: verdict.0, reason: verdict.1)
    }
}

/// The verdict on a cardholder name.
public struct CardholderNameValidation: Sendable, Hashable {
    /// Valid, incomplete (nothing typed yet) or invalid.
    public let state: ValidationState
    /// Why the name is not valid, or nil when it is.
    public let reason: ValidationReason?

    /// Whether ``state`` is ``ValidationState/valid``.
    public var isValid: Bool { state == .valid }
}
