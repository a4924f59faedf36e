/// What the card image shows: a snapshot of the linked fields, read when the image is drawn.
struct CardPreviewState: Equatable {
    /// The brand facts the card image needs.
    struct Brand: Equatable {
        /// The CardKit identifier, e.g. `visa`.
        var id: String
        /// The name printed as the brand mark.
        var displayName: String
        /// Digit counts after which a space is shown.
        var gaps: [Int]
        /// The permitted numbers of digits, shortest first.
        var lengths: [Int]
        /// The brand's name for its security code (CVV, CVC, CID…).
        var codeName: String
        /// The longest security code the brand uses.
        var codeLength: Int
        /// Whether the code is printed on the front (American Express), so the card need not flip.
        var codeOnFront: Bool
    }

    /// The digits typed in the number field (a stored card's last digits).
    var digits = ""
    /// How many digits come before ``digits`` without being shown: a stored card's hidden digits, drawn as
    /// bullets; zero while typing.
    var hiddenDigits = 0
    /// The brand, once detected (or the likely brand while ambiguous).
    var brand: Brand?
    /// The names of the second schemes the number carries, drawn beside the brand at the same size.
    var coBadgeNames: [String] = []
    /// The expiry as shown in its field, e.g. `10/30`.
    var expiryText = ""
    /// The expiry month (1–12) once the date is complete.
    var expiryMonth: Int?
    /// The four-digit expiry year once the date is complete.
    var expiryYear: Int?
    /// The cardholder name as typed.
    var holderName = ""
    /// The digits typed in the CVC field.
    var cvc = ""
    /// The field that has focus.
    var focus: CardField?
    /// The issuing bank's name, from the lookup hook.
    var bankName: String?

    /// The number of digits the placeholder shows: the brand's usual length (the shortest for brands grouped
    /// 4-6-…, American Express and 14-digit Diners Club; else 16 where the brand allows it), then the next
    /// permitted length once more digits are typed.
    var expectedLength: Int {
        let lengths = brand?.lengths ?? [16]
        let shortest = lengths.first ?? 16
        let usual = brand?.gaps == [4, 10] || !lengths.contains(16) ? shortest : 16
        let count = hiddenDigits + digits.count
        if count <= usual { return usual }
        return lengths.first { $0 >= count } ?? count
    }

    /// Whether this is a card already issued (``hiddenDigits`` before its last digits) rather than one being typed.
    var isStored: Bool { hiddenDigits > 0 }

    /// Whether the CVC field has focus and the brand prints its code on the back.
    var showsBack: Bool {
        focus == .cvc && !(brand?.codeOnFront ?? false)
    }
}

/// The fields a card image shows and highlights.
public enum CardField: String, Sendable, Hashable, CaseIterable {
    /// The card number.
    case number
    /// The expiry date.
    case expiry
    /// The cardholder name.
    case name
    /// The security code.
    case cvc
}
