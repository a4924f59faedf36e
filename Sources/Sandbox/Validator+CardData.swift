import CardKit
import TesseraCore

extension Validator {
    /// The only fields where a card number belongs.
    static let cardNumberPointers: Set<String> = ["/payment_method/number"]

    /// Records a problem and returns false when `value`, at a field not meant for card data, holds a
    /// card number: the emulator never stores one there, nor echoes it back.
    ///
    /// A card number is a run of 13 to 19 decimal digits of any script, single spaces or dashes allowed
    /// between them, that passes the Luhn check; other digit runs (ids, amounts, phone numbers) pass.
    mutating func refusingCardNumber(in value: String, at pointer: String) -> Bool {
        guard !Self.cardNumberPointers.contains(pointer), Self.holdsCardNumber(value) else { return true }
        fail(
            pointer, "Input looks like a card number; send card numbers only in /payment_method/number",
            type: "card_data_not_allowed")
        return false
    }

    /// Whether `text` holds a Luhn-valid run of 13 to 19 digits.
    static func holdsCardNumber(_ text: String) -> Bool {
        var found = false
        _ = DigitRunScanner.replacingRuns(in: text, minimumDigits: 13) { digits in
            let ascii = digits.compactMap { $0.wholeNumberValue.map(String.init) }.joined()
            if ascii.count <= 19, Luhn.isValid(ascii) { found = true }
            return digits
        }
        return found
    }
}
