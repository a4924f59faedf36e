// Regional brands of the standard catalogue (Brazil, Turkey, Nigeria, Argentina, Denmark, India).
// Sources as in CardBrand+Standard.swift.

extension CardBrand {
    private static let groupsOfFour = [4, 8, 12, 16]

    /// Elo (Brazil): specific 6-digit ranges inside Visa, Maestro, UnionPay and Discover space; 16 digits; CVE.
    public static let elo = CardBrand(
        id: "elo", displayName: "Elo",
        ranges: [
            BINRange(401178, 401179), BINRange(431274), BINRange(438935), BINRange(451416), BINRange(457393),
            BINRange(457631, 457632), BINRange(504175), BINRange(506699, 506778), BINRange(509000, 509999),
            BINRange(627780), BINRange(636297), BINRange(636368), BINRange(650031, 650033),
            BINRange(650035, 650051), BINRange(650405, 650439), BINRange(650485, 650538), BINRange(650541, 650598),
            BINRange(650700, 650718), BINRange(650720, 650727), BINRange(650901, 650978), BINRange(651652, 651679),
            BINRange(655000, 655019), BINRange(655021, 655058),
        ],
        lengths: [16], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVE", sizes: [3]))

    /// Hipercard (Brazil): 606282, and the older 384100, 384140 and 384160; 16 digits.
    ///
    /// Uncertain: the 3841xx prefixes and the 19-digit cards some sources mention.
    public static let hipercard = CardBrand(
        id: "hipercard", displayName: "Hipercard",
        ranges: [BINRange(606282), BINRange(384100), BINRange(384140), BINRange(384160)],
        lengths: [16], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVC", sizes: [3]))

    /// Hiper (Brazil): a handful of 6- and 8-digit prefixes in 637; 16 digits.
    public static let hiper = CardBrand(
        id: "hiper", displayName: "Hiper",
        ranges: [
            BINRange(637095), BINRange(63_737_423), BINRange(63_743_358), BINRange(637568), BINRange(637599),
            BINRange(637609), BINRange(637612),
        ],
        lengths: [16], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVC", sizes: [3]))

    /// Troy (Turkey): 9792; 16 digits.
    ///
    /// Uncertain: Troy also issues in some 65xxxx ranges that are not published; those detect as Discover.
    public static let troy = CardBrand(
        id: "troy", displayName: "Troy", ranges: [BINRange(9792)], lengths: [16], gaps: groupsOfFour,
        securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// Verve (Nigeria): 506099–506198, 507865–507964 and 650002–650027; 16, 18 or 19 digits.
    public static let verve = CardBrand(
        id: "verve", displayName: "Verve",
        ranges: [BINRange(506099, 506198), BINRange(507865, 507964), BINRange(650002, 650027)],
        lengths: [16, 18, 19], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// Naranja (Argentina): 589562; 16 digits.
    ///
    /// Uncertain: Naranja-issued Visa (402918) and Mastercard (527572) cards are left to those brands.
    public static let naranja = CardBrand(
        id: "naranja", displayName: "Naranja", ranges: [BINRange(589562)], lengths: [16], gaps: groupsOfFour,
        securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// Dankort (Denmark): 5019; 16 digits. Visa/Dankort cards (4571) are Visa co-badged with Dankort.
    public static let dankort = CardBrand(
        id: "dankort", displayName: "Dankort", ranges: [BINRange(5019)], lengths: [16], gaps: groupsOfFour,
        securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))

    /// RuPay (India): 60, 6521–6522, 81, 82 and 508; 16 digits.
    ///
    /// Uncertain: 81 is shared with UnionPay, whose more specific 810 and 8110–8171 win; RuPay–JCB cards in
    /// 353/356 carry JCB ranges and detect as JCB.
    public static let ruPay = CardBrand(
        id: "rupay", displayName: "RuPay",
        ranges: [BINRange(60), BINRange(6521, 6522), BINRange(81, 82), BINRange(508)],
        lengths: [16], gaps: groupsOfFour, securityCode: SecurityCodeSpec(name: "CVV", sizes: [3]))
}
