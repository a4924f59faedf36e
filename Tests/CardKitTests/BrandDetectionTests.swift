import CardKit
import Testing

/// One detection expectation: the input, the brand (nil while ambiguous or unknown) and, where it matters, every
/// candidate in catalogue order.
struct DetectionCase: Sendable, CustomTestStringConvertible {
    let input: String
    let brand: String?
    let candidates: [String]?

    init(_ input: String, _ brand: String?, candidates: [String]? = nil) {
        self.input = input
        self.brand = brand
        self.candidates = candidates
    }

    var testDescription: String { "\(input.isEmpty ? "<empty>" : input) → \(brand ?? "nil")" }
}

@Suite struct BrandDetectionTests {
    /// Public test cards and published BIN boundaries, brand by brand.
    static let singleBrand: [DetectionCase] = [
        // Visa
        .init("4242424242424242", "visa"), .init("4000056655665556", "visa"), .init("4012888888881881", "visa"),
        .init("4000002500001001", "visa"), .init("4571000000000000", "visa"), .init("42", "visa"),
        .init("41", "visa"), .init("44", "visa"), .init("46", "visa"), .init("47", "visa"), .init("48", "visa"),
        .init("401180", "visa"), .init("401177", "visa"), .init("493699", "visa"), .init("457633", "visa"),
        .init("4242 4242", "visa"), .init("4242-4242-4242-4242", "visa"),
        // Mastercard
        .init("5555555555554444", "mastercard"), .init("2223003122003222", "mastercard"),
        .init("5105105105105100", "mastercard"), .init("51", "mastercard"), .init("52", "mastercard"),
        .init("53", "mastercard"), .init("54", "mastercard"), .init("55", "mastercard"),
        .init("2221", "mastercard"), .init("2720", "mastercard"), .init("222", "mastercard"),
        .init("23", "mastercard"), .init("26", "mastercard"), .init("27", "mastercard"), .init("272", "mastercard"),
        .init("5555552500001001", "mastercard"),
        // American Express
        .init("378282246310005", "american-express"), .init("371449635398431", "american-express"),
        .init("34", "american-express"), .init("37", "american-express"), .init("3400", "american-express"),
        // Diners Club
        .init("36227206271667", "diners-club"), .init("3056930009020004", "diners-club"),
        .init("30", "diners-club"), .init("300", "diners-club"), .init("305", "diners-club"),
        .init("309", "diners-club"), .init("3095", "diners-club"), .init("36", "diners-club"),
        .init("39", "diners-club"), .init("381", "diners-club"), .init("384101", "diners-club"),
        // Discover
        .init("6011111111111117", "discover"), .init("6011", "discover"), .init("644", "discover"),
        .init("649", "discover"), .init("6510", "discover"), .init("650028", "discover"),
        .init("655020", "discover"), .init("6599", "discover"),
        // JCB
        .init("3566002020360505", "jcb"), .init("35", "jcb"), .init("3528", "jcb"), .init("3589", "jcb"),
        .init("2131", "jcb"), .init("21", "jcb"), .init("1800", "jcb"), .init("1", "jcb"),
        // UnionPay
        .init("6200000000000005", "unionpay"), .init("620", "unionpay"), .init("624", "unionpay"),
        .init("626", "unionpay"), .init("6270", "unionpay"), .init("6276", "unionpay"),
        .init("627781", "unionpay"), .init("6282", "unionpay"), .init("6291", "unionpay"),
        .init("810", "unionpay"), .init("8110", "unionpay"), .init("8171", "unionpay"),
        // Maestro
        .init("6759649826438453", "maestro"), .init("6304000000000000", "maestro"), .init("493698", "maestro"),
        .init("5018", "maestro"), .init("5020", "maestro"), .init("504174", "maestro"), .init("504176", "maestro"),
        .init("506199", "maestro"), .init("506779", "maestro"), .init("507965", "maestro"), .init("56", "maestro"),
        .init("57", "maestro"), .init("59", "maestro"), .init("589563", "maestro"), .init("643", "maestro"),
        .init("66", "maestro"), .init("6271", "maestro"), .init("6281", "maestro"), .init("638", "maestro"),
        .init("63737424", "maestro"),
        // Mir
        .init("2200", "mir"), .init("2204", "mir"), .init("220", "mir"), .init("2201382000000013", "mir"),
        // Elo (longer ranges beat Visa, Maestro, UnionPay and Discover)
        .init("401178", "elo"), .init("401179", "elo"), .init("40117800", "elo"), .init("4011 78", "elo"),
        .init("431274", "elo"), .init("438935", "elo"), .init("451416", "elo"), .init("457393", "elo"),
        .init("457631", "elo"), .init("457632", "elo"), .init("504175", "elo"), .init("506699", "elo"),
        .init("506778", "elo"), .init("509", "elo"), .init("509000", "elo"), .init("509999", "elo"),
        .init("627780", "elo"), .init("636297", "elo"), .init("636368", "elo"), .init("650031", "elo"),
        .init("655058", "elo"),
        // Hipercard
        .init("606282", "hipercard"), .init("6062826786276634", "hipercard"), .init("384100", "hipercard"),
        .init("384140", "hipercard"), .init("384160", "hipercard"),
        // Hiper (6- and 8-digit prefixes)
        .init("637095", "hiper"), .init("63737423", "hiper"), .init("63743358", "hiper"), .init("637568", "hiper"),
        .init("637599", "hiper"), .init("637609", "hiper"), .init("637612", "hiper"),
        // Troy
        .init("9792", "troy"), .init("979", "troy"), .init("9", "troy"), .init("9792030000000005", "troy"),
        // Verve
        .init("506099", "verve"), .init("506198", "verve"), .init("507865", "verve"), .init("507964", "verve"),
        .init("650002", "verve"), .init("650027", "verve"),
        // Naranja
        .init("589562", "naranja"), .init("5895620000000002", "naranja"),
        // Dankort
        .init("5019", "dankort"), .init("5019717010103742", "dankort"),
        // RuPay
        .init("508", "rupay"), .init("5085", "rupay"), .init("600", "rupay"), .init("6521", "rupay"),
        .init("6522", "rupay"), .init("8172", "rupay"), .init("82", "rupay"), .init("6070", "rupay"),
    ]

    /// Prefixes that several brands share, with every candidate in catalogue order.
    static let ambiguous: [DetectionCase] = [
        .init("4", nil, candidates: ["visa", "maestro", "elo"]),
        .init("40", nil, candidates: ["visa", "elo"]),
        .init("4011", nil, candidates: ["visa", "elo"]),
        .init("40117", nil, candidates: ["visa", "elo"]),
        .init("43", nil, candidates: ["visa", "elo"]),
        .init("45", nil, candidates: ["visa", "elo"]),
        .init("49", nil, candidates: ["visa", "maestro"]),
        .init("49369", nil, candidates: ["visa", "maestro"]),
        .init("2", nil, candidates: ["mastercard", "jcb", "mir"]),
        .init("22", nil, candidates: ["mastercard", "mir"]),
        .init("3", nil, candidates: ["american-express", "diners-club", "jcb", "hipercard"]),
        .init("38", nil, candidates: ["diners-club", "hipercard"]),
        .init("3841", nil, candidates: ["diners-club", "hipercard"]),
        .init("5", nil, candidates: ["mastercard", "maestro", "elo", "verve", "naranja", "dankort", "rupay"]),
        .init("50", nil, candidates: ["maestro", "elo", "verve", "dankort", "rupay"]),
        .init("501", nil, candidates: ["maestro", "dankort"]),
        .init("58", nil, candidates: ["maestro", "naranja"]),
        .init(
            "6", nil,
            candidates: [
                "discover", "unionpay", "maestro", "elo", "hipercard", "hiper", "verve", "rupay",
            ]),
        .init("60", nil, candidates: ["discover", "hipercard", "rupay"]),
        .init("601", nil, candidates: ["discover", "rupay"]),
        .init("6062", nil, candidates: ["hipercard", "rupay"]),
        .init("62", nil, candidates: ["unionpay", "maestro", "elo"]),
        .init("627", nil, candidates: ["unionpay", "maestro", "elo"]),
        .init("63", nil, candidates: ["maestro", "elo", "hiper"]),
        .init("6373742", nil, candidates: ["maestro", "hiper"]),
        .init("64", nil, candidates: ["discover", "maestro"]),
        .init("65", nil, candidates: ["discover", "elo", "verve", "rupay"]),
        .init("6500", nil, candidates: ["discover", "elo", "verve"]),
        .init("6550", nil, candidates: ["discover", "elo"]),
        .init("8", nil, candidates: ["unionpay", "rupay"]),
        .init("81", nil, candidates: ["unionpay", "rupay"]),
    ]

    /// Prefixes no brand uses.
    static let unknown: [DetectionCase] = [
        .init("0", nil, candidates: []), .init("7", nil, candidates: []), .init("33", nil, candidates: []),
        .init("31", nil, candidates: []), .init("306", nil, candidates: []), .init("3527", nil, candidates: []),
        .init("3590", nil, candidates: []), .init("2721", nil, candidates: []), .init("2205", nil, candidates: []),
        .init("2130", nil, candidates: []), .init("1801", nil, candidates: []), .init("83", nil, candidates: []),
        .init("98", nil, candidates: []), .init("0000000000000000", nil, candidates: []),
    ]

    @Test(arguments: singleBrand + ambiguous + unknown)
    func detects(_ example: DetectionCase) {
        let detection = CardBrandCatalog.standard.detect(example.input)
        #expect(detection.brand?.id == example.brand)
        if let candidates = example.candidates {
            #expect(detection.candidateIDs == candidates)
        } else {
            #expect(detection.candidateIDs == [example.brand].compactMap { $0 })
        }
    }

    @Test func coversAtLeastOneHundredFiftyCasesAndEveryBrand() {
        let all = Self.singleBrand + Self.ambiguous + Self.unknown
        #expect(all.count >= 150)
        let brands = Set(Self.singleBrand.compactMap(\.brand))
        #expect(brands == Set(CardBrandCatalog.standard.brands.map(\.id)))
    }

    @Test func emptyInputKeepsEveryBrandAsACandidate() {
        let detection = CardBrandCatalog.standard.detect("")
        #expect(detection.candidates == CardBrandCatalog.standard.brands)
        #expect(detection.brand == nil)
    }

    @Test func likelyBrandGuidesGroupingWhileAmbiguous() {
        #expect(CardBrandCatalog.standard.detect("4011").likelyBrand?.id == "visa")
        #expect(CardBrandCatalog.standard.detect("65").likelyBrand?.id == "discover")
        #expect(CardBrandCatalog.standard.detect("3").likelyBrand == nil)
    }
}
