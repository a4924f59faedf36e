import CardKit

extension ValueParser where Value == String {
    /// A card number with `lengths` digits as CardKit reads it (digits of any script, spaces and dashes
    /// ignored), or `-` to read it from standard input; the value is the text as given.
    package static func cardNumber(_ lengths: ClosedRange<Int>) -> ValueParser {
        ValueParser(
            expected:
                "\(lengths.lowerBound) to \(lengths.upperBound) digits (spaces and dashes are ignored), or '-' for stdin"
        ) { text in
            text == "-" || cardDigits(text, lengths) != nil ? text : nil
        }
    }

    /// A security code CardKit accepts before the brand is known (3 or 4 digits of any script), as ASCII digits.
    package static let securityCode = ValueParser(expected: "3 or 4 digits") { text in
        guard SecurityCode.validate(text, brand: nil).isValid else { return nil }
        return String(text.compactMap(\.wholeNumberValue).map { Character(String($0)) })
    }

    /// The ASCII digits of the card number CardKit reads in `text`, when it has `lengths` digits.
    package static func cardDigits(_ text: String, _ lengths: ClosedRange<Int>) -> String? {
        guard let number = CardNumber(text), lengths.contains(number.digits.count) else { return nil }
        return number.digits
    }
}
