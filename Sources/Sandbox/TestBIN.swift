/// What the emulator knows about one test BIN: the issuer-side facts a card number cannot tell.
struct TestBIN: Equatable {
    /// The BIN prefix, 6 or 8 digits.
    let prefix: String
    /// `credit`, `debit` or `prepaid`.
    let cardType: String
    /// The issuing country (ISO 3166 alpha-2).
    let country: String
    /// The issuer's name.
    let issuerName: String
    /// Second schemes the BIN carries beyond those CardKit knows (API names).
    let extraSchemes: [String]

    init(_ prefix: String, _ cardType: String, _ country: String, _ issuerName: String, extra: [String] = []) {
        self.prefix = prefix
        self.cardType = cardType
        self.country = country
        self.issuerName = issuerName
        self.extraSchemes = extra
    }
}
