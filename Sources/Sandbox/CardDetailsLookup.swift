import CardKit

/// Looks up what the API reports about a BIN: scheme and co-badges from brand detection, card type,
/// country and issuer from CardKit's `TestBINIssuers`.
struct CardDetailsLookup: Sendable {
    /// What one lookup found.
    struct Details: Equatable {
        /// The API scheme name, such as `visa` or `amex`.
        var scheme: String
        /// Further API scheme names the card carries (co-badges), such as `carte-bancaire`.
        var additionalSchemes: [String]
        /// `credit`, `debit` or `prepaid`.
        var cardType: String
        /// The issuing country, when known.
        var country: String?
        /// The issuer, when known.
        var issuerName: String?
    }

    /// A brand detector: the primary brand id and co-badge ids for leading digits, nil when unknown.
    let detect: @Sendable (String) -> (brandID: String, coBadgeIDs: [String])?

    /// The details for the leading digits `digits` (6 or more), or nil when no scheme is recognized.
    func details(for digits: String) -> Details? {
        guard let detected = detect(digits) else { return nil }
        let entry = TestBINIssuers.entry(for: digits)
        var additional = detected.coBadgeIDs.map(Self.apiScheme(forBrandID:))
        for extra in entry?.extraSchemes ?? [] where !additional.contains(extra) {
            additional.append(extra)
        }
        return Details(
            scheme: Self.apiScheme(forBrandID: detected.brandID), additionalSchemes: additional,
            cardType: entry?.cardType ?? "credit", country: entry?.country, issuerName: entry?.issuerName)
    }

    /// The API's scheme name for a CardKit brand id (the two name some schemes differently).
    static func apiScheme(forBrandID id: String) -> String {
        switch id {
        case "american-express": "amex"
        case "cartes-bancaires": "carte-bancaire"
        case "visa", "mastercard", "discover", "jcb", "unionpay", "maestro", "mir", "elo", "hipercard", "dankort",
            "rupay", "diners-club", "eftpos-australia":
            id
        default: "other"
        }
    }
}
