import CardKit
import Foundation

/// What `tessera card inspect` reports about one card number; the full number is never kept.
struct CardInspection: Encodable {
    /// The verdict from CardKit.
    let validation: CardNumberValidation
    /// The second schemes the BIN carries, by the API's names.
    let coBadged: [String]
    /// The number grouped by the brand's gaps, masked unless revealing was asked for.
    let formatted: String
    /// The first six and last four digits.
    let masked: String

    /// Inspects `number`; `reveal` shows every digit in ``formatted``.
    init(number: String, reveal: Bool, catalog: CardBrandCatalog = .standard) {
        validation = CardNumber.validate(number, catalog: catalog)
        coBadged = catalog.coBadgedBrands(number).map(SchemeName.api)
        formatted =
            reveal
            ? CardNumberFormatter(catalog: catalog).format(number) : CardMasking.forDisplay(number, catalog: catalog)
        masked = CardMasking.forLogs(number)
    }

    /// The lengths the number may have: the brand's, or every candidate's while ambiguous.
    var lengths: [Int] {
        let brands = validation.brand.map { [$0] } ?? validation.detection.candidates
        return Set(brands.flatMap(\.lengths)).sorted()
    }

    /// The security code of the brand, or the unknown-brand rule (3 or 4 digits).
    var securityCode: SecurityCodeSpec {
        validation.brand?.securityCode ?? .unknownBrand
    }

    private enum CodingKeys: String, CodingKey {
        case brand, candidates, state, reason, luhn, lengths, formatted, masked
        case coBadged = "co_badged"
        case securityCode = "security_code"
    }

    private enum SecurityCodeKeys: String, CodingKey {
        case name, sizes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(validation.brand.map { SchemeName.api($0.id) }, forKey: .brand)
        try container.encode(validation.detection.candidateIDs.map(SchemeName.api), forKey: .candidates)
        try container.encode(coBadged, forKey: .coBadged)
        try container.encode(validation.state.rawValue, forKey: .state)
        try container.encode(validation.reason?.code, forKey: .reason)
        try container.encode(validation.passesLuhn, forKey: .luhn)
        try container.encode(lengths, forKey: .lengths)
        try container.encode(formatted, forKey: .formatted)
        try container.encode(masked, forKey: .masked)
        var code = container.nestedContainer(keyedBy: SecurityCodeKeys.self, forKey: .securityCode)
        try code.encode(securityCode.name, forKey: .name)
        try code.encode(securityCode.sizes, forKey: .sizes)
    }

    /// The report as aligned lines for people.
    var summary: String {
        let brand = validation.brand?.displayName ?? (validation.detection.candidates.isEmpty ? "unknown" : "ambiguous")
        var lines: [(String, String)] = [
            ("Brand", brand),
            ("Candidates", Self.list(validation.detection.candidateIDs.map(SchemeName.api))),
            ("Co-badged", Self.list(coBadged)),
            ("State", validation.state.rawValue),
        ]
        if let reason = validation.reason {
            lines.append(("Reason", "\(reason.code) \(reason.message)"))
        }
        let sizes = securityCode.sizes.map(String.init).joined(separator: " or ")
        lines += [
            ("Luhn", validation.passesLuhn ? "passes" : "fails"),
            ("Lengths", lengths.isEmpty ? "any" : lengths.map(String.init).joined(separator: ", ")),
            ("Formatted", formatted),
            ("Masked", masked),
            ("Security code", "\(securityCode.name), \(sizes) digits" + (securityCode.isOptional ? ", optional" : "")),
        ]
        return lines.map { "\($0.0 + ":")".padding(toLength: 15, withPad: " ", startingAt: 0) + $0.1 }
            .joined(separator: "\n")
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.joined(separator: ", ")
    }
}
