/// One row of ``TestBINIssuers``: what only the issuer knows about a test BIN.
public struct TestBINIssuer: Sendable, Hashable {
    /// The BIN prefix, 6 or 8 digits.
    public let prefix: String
    /// `credit`, `debit` or `prepaid`.
    public let cardType: String
    /// The issuing country (ISO 3166 alpha-2).
    public let country: String
    /// The issuer's name.
    public let issuerName: String
    /// Second schemes the BIN carries beyond those brand detection knows (the Gr4vy API's names).
    public let extraSchemes: [String]

    /// A row.
    public init(_ prefix: String, _ cardType: String, _ country: String, _ issuerName: String, extra: [String] = []) {
        self.prefix = prefix
        self.cardType = cardType
        self.country = country
        self.issuerName = issuerName
        self.extraSchemes = extra
    }
}

/// The documented test BINs: card type, issuing country and issuer for public test cards, the one table both
/// the emulator's card details and Checkout's default bank name read.
///
/// The scheme and Cartes Bancaires / Dankort co-badges come from brand detection; this table adds what only an
/// issuer knows. Lookups try the first 8 digits, then the first 6. A BIN
/// that is not listed gets CardKit's scheme, `credit` and no country.
///
/// | BIN | card | type | country | source |
/// |---|---|---|---|---|
/// | 45565579, 40240071 | Visa | credit | US | Gr4vy sample app, frictionless / challenge |
/// | 53332591, 52676486 | Mastercard | credit | US | Gr4vy sample app |
/// | 341502, 349531 | Amex | credit | US | Gr4vy sample app |
/// | 36000000, 36000002 | Diners Club | credit | US | Gr4vy sample app |
/// | 35280000 | JCB | credit | JP | Gr4vy sample app |
/// | 42424242 | Visa | credit | US | public test card 4242 4242 4242 4242 |
/// | 40000566 | Visa | debit | US | public test card 4000 0566 5566 5556 |
/// | 55555555 | Mastercard | credit | US | public test card 5555 5555 5555 4444 |
/// | 52008282 | Mastercard | debit | US | public test card 5200 8282 8282 8210 |
/// | 51051051 | Mastercard | prepaid | US | public test card 5105 1051 0510 5100 |
/// | 378282 | Amex | credit | US | public test card 3782 822463 10005 |
/// | 60111111 | Discover | credit | US | public test card 6011 1111 1111 1117 |
/// | 62000000 | UnionPay | credit | CN | public test card 6200 0000 0000 0005 |
/// | 40000025 | Visa + Cartes Bancaires | credit | FR | public test card 4000 0025 0000 1001 |
/// | 55555525 | Mastercard + Cartes Bancaires | credit | FR | public test card 5555 5525 0000 1001 |
/// | 40000503 | Visa + eftpos Australia | debit | AU | public test card 4000 0503 6000 0001 |
/// | 45710000 | Visa + Dankort | debit | DK | public test card 4571 0000 0000 0001 |
/// | 40000760 | Visa | credit | BR | public test card 4000 0007 6000 0002 |
/// | 40000124 | Visa | credit | CA | public test card 4000 0012 4000 0000 |
/// | 40000826 | Visa | credit | GB | public test card 4000 0082 6000 0000 |
/// | 40000276 | Visa | credit | DE | public test card 4000 0027 6000 0016 |
public enum TestBINIssuers {
    /// Every entry.
    public static let entries: [TestBINIssuer] = [
        TestBINIssuer("45565579", "credit", "US", "Tessera Test Bank"),
        TestBINIssuer("40240071", "credit", "US", "Tessera Test Bank"),
        TestBINIssuer("53332591", "credit", "US", "Tessera Test Bank"),
        TestBINIssuer("52676486", "credit", "US", "Tessera Test Bank"),
        TestBINIssuer("341502", "credit", "US", "American Express"),
        TestBINIssuer("349531", "credit", "US", "American Express"),
        TestBINIssuer("36000000", "credit", "US", "Diners Club International"),
        TestBINIssuer("36000002", "credit", "US", "Diners Club International"),
        TestBINIssuer("35280000", "credit", "JP", "JCB Co., Ltd."),
        TestBINIssuer("42424242", "credit", "US", "Tessera Test Bank"),
        TestBINIssuer("40000566", "debit", "US", "Tessera Test Bank"),
        TestBINIssuer("55555555", "credit", "US", "Tessera Test Bank"),
        TestBINIssuer("52008282", "debit", "US", "Tessera Test Bank"),
        TestBINIssuer("51051051", "prepaid", "US", "Tessera Test Bank"),
        TestBINIssuer("378282", "credit", "US", "American Express"),
        TestBINIssuer("60111111", "credit", "US", "Discover Bank"),
        TestBINIssuer("62000000", "credit", "CN", "Tessera Test Bank China"),
        TestBINIssuer("40000025", "credit", "FR", "Banque de Test"),
        TestBINIssuer("55555525", "credit", "FR", "Banque de Test"),
        TestBINIssuer("40000503", "debit", "AU", "Tessera Test Bank Australia", extra: ["eftpos-australia"]),
        TestBINIssuer("45710000", "debit", "DK", "Tessera Test Bank Danmark"),
        TestBINIssuer("40000760", "credit", "BR", "Banco de Teste"),
        TestBINIssuer("40000124", "credit", "CA", "Tessera Test Bank Canada"),
        TestBINIssuer("40000826", "credit", "GB", "Tessera Test Bank UK"),
        TestBINIssuer("40000276", "credit", "DE", "Tessera Testbank"),
    ]

    private static let byPrefix = Dictionary(entries.map { ($0.prefix, $0) }) { first, _ in first }

    /// The entry for the first 8, else the first 6, digits of `digits`.
    public static func entry(for digits: String) -> TestBINIssuer? {
        if digits.count >= 8, let entry = byPrefix[String(digits.prefix(8))] { return entry }
        if digits.count >= 6 { return byPrefix[String(digits.prefix(6))] }
        return nil
    }

    /// The issuer's name for a card's leading digits (6 to 8 are looked at), or nil for a BIN not listed: the
    /// default bank-name lookup of Checkout's card image.
    public static func issuerName(for digits: String) -> String? {
        entry(for: digits)?.issuerName
    }
}
