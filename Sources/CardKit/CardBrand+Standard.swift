// The standard brands. Facts gathered from public card libraries (braintree credit-card-type, Adyen, Stripe),
// scheme publications and ISO/IEC 7812; see /work/shared/design/cards.md. Where two brands claim overlapping
// prefixes, the longer (more specific) range wins at detection time, so broad ranges are listed as they are
// published and only carved where two ranges of the same length would otherwise collide or where a broad
// range of greater length would hide a narrower brand.

extension CardBrand {
    private static let groupsOfFour = [4, 8, 12, 16]

    /// Visa: prefix 4; 16, 18 or 19 digits; CVV of 3.
    public static let visa = CardBrand(
        id: "visa", displayName: "Visa", ranges: [BINRange(4)], lengths: [16, 18, 19], gaps: groupsOfFour,
        securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// Mastercard: 51–55 and 2221–2720; 16 digits; CVC of 3.
    public static let mastercard = CardBrand(
        id: "mastercard", displayName: "Mastercard", ranges: [BINRange(51, 55), BINRange(2221, 2720)],
        lengths: [16], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVC", sizes: [3]))

    /// American Express: 34 and 37; 15 digits grouped 4-6-5; a 4-digit CID printed on the front.
    public static let americanExpress = CardBrand(
        id: "american-express", displayName: "American Express", ranges: [BINRange(34), BINRange(37)],
        lengths: [15], gaps: [4, 10], securityCode: SecurityCodeSpec(name: "CID", sizes: [4]))

    /// Diners Club: 300–305, 3095, 36, 38 and 39; 14, 16 or 19 digits grouped 4-6-4…; CVV of 3.
    public static let dinersClub = CardBrand(
        id: "diners-club", displayName: "Diners Club",
        ranges: [BINRange(300, 305), BINRange(3095), BINRange(36), BINRange(38, 39)],
        lengths: [14, 16, 19], gaps: [4, 10], securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// Discover: 6011, 644–649 and 65; 16 or 19 digits; CID of 3.
    public static let discover = CardBrand(
        id: "discover", displayName: "Discover", ranges: [BINRange(6011), BINRange(644, 649), BINRange(65)],
        lengths: [16, 19], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CID", sizes: [3]))

    /// JCB: 3528–3589, plus the legacy 2131 and 1800; 16 to 19 digits; CVV of 3.
    ///
    /// Uncertain: legacy 2131/1800 cards were 15 digits; they are kept for detection with JCB's current lengths.
    public static let jcb = CardBrand(
        id: "jcb", displayName: "JCB", ranges: [BINRange(3528, 3589), BINRange(2131), BINRange(1800)],
        lengths: [16, 17, 18, 19], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// UnionPay: most of 62 and 81; 14 to 19 digits; CVN of 3; Luhn not required.
    ///
    /// Uncertain: the 62 sub-ranges follow braintree's list, which leaves some 627x/628x/629x prefixes out.
    public static let unionPay = CardBrand(
        id: "unionpay", displayName: "UnionPay",
        ranges: [
            BINRange(620, 626), BINRange(6270), BINRange(6272), BINRange(6276), BINRange(627700, 627779),
            BINRange(627781, 627799), BINRange(6282, 6289), BINRange(6291, 6292), BINRange(810), BINRange(8110, 8171),
        ],
        lengths: [14, 15, 16, 17, 18, 19], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVN", sizes: [3]),
        luhnRequired: false)

    /// Maestro: 493698, much of 50, 56–59, 63, 67 and, as a catch-all, any other 6; 12 to 19 digits; the CVC
    /// may be absent.
    ///
    /// The 50 block is carved around Dankort (5019), Elo (504175, 506699–506778), Verve (506099–506198,
    /// 507865–507964) and RuPay (508). Uncertain: the catch-all 6 is a heuristic of the public libraries.
    public static let maestro = CardBrand(
        id: "maestro", displayName: "Maestro",
        ranges: [
            BINRange(493698), BINRange(500000, 501899), BINRange(502000, 504174), BINRange(504176, 506098),
            BINRange(506199, 506698), BINRange(506779, 507864), BINRange(507965, 507999), BINRange(56, 59),
            BINRange(63), BINRange(67), BINRange(6),
        ],
        lengths: [12, 13, 14, 15, 16, 17, 18, 19], gaps: groupsOfFour,
        securityCode: SecurityCodeSpec(name: "CVC", sizes: [3], isOptional: true))

    /// Mir: 2200–2204; 16 to 19 digits; CVP2 of 3.
    public static let mir = CardBrand(
        id: "mir", displayName: "Mir", ranges: [BINRange(2200, 2204)], lengths: [16, 17, 18, 19],
        gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVP2", sizes: [3]))
}
