import CardKit
import Testing

@Suite struct CoBadgeTests {
    @Test(arguments: [
        ("4000002500001001", "visa", ["cartes-bancaires"]),
        ("5555552500001001", "mastercard", ["cartes-bancaires"]),
        ("4571000000000000", "visa", ["dankort"]),
        ("4571", "visa", ["dankort"]),
        ("40000025", "visa", ["cartes-bancaires"]),
        ("6703444444444449", "maestro", ["bancontact"]),
        ("4796580000000000", "visa", ["bancontact"]),
        ("4000002", "visa", []),
        ("4242424242424242", "visa", []),
        ("5555555555554444", "mastercard", []),
    ])
    func reportsTheSecondScheme(number: String, brand: String, coBadged: [String]) {
        let catalog = CardBrandCatalog.standard
        #expect(catalog.detect(number).brand?.id == brand)
        #expect(catalog.coBadgedBrands(number) == coBadged)
    }

    @Test func aCustomTableCanAddCoBadges() {
        let catalog = CardBrandCatalog(
            brands: CardBrandCatalog.standard.brands,
            coBadges: [CoBadge(range: BINRange(424242), brandID: "eftpos", displayName: "eftpos")])
        #expect(catalog.coBadgedBrands("4242 4242 4242 4242") == ["eftpos"])
        #expect(catalog.coBadgedBrands("4000002500001001").isEmpty)
    }

    @Test func coBadgesCarryTheNamesToShowOncePerScheme() {
        let catalog = CardBrandCatalog(
            brands: CardBrandCatalog.standard.brands,
            coBadges: CoBadge.standard + [
                CoBadge(range: BINRange(4000), brandID: "cartes-bancaires", displayName: "CB (duplicate)")
            ])
        let found = catalog.coBadges(digits: Array("4000002500001001".utf8))
        #expect(found.map(\.displayName) == ["Cartes Bancaires"])
        #expect(catalog.coBadges(digits: Array("4571".utf8)).map(\.displayName) == ["Dankort"])
        #expect(catalog.coBadges(digits: [UInt8]()).isEmpty)
    }
}
