import Testing

@testable import CardKit

/// The prefix index must answer exactly what resolving the ranges directly answers.
@Suite struct PrefixIndexTests {
    @Test func everyPrefixUpToFourDigitsMatchesDirectResolution() {
        let brands = CardBrandCatalog.standard.brands
        let index = PrefixIndex(brands: brands)
        for count in 1...4 {
            let limit = BINRange.powersOfTen[count]
            for value in 0..<limit {
                var digits = Array(String(value).utf8)
                digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: count - digits.count), at: 0)
                #expect(index.lookup(digits) == PrefixIndex.resolve(brands: brands, value: value, count: count))
            }
        }
    }

    @Test func everyRangeBoundaryMatchesDirectResolution() {
        let brands = CardBrandCatalog.standard.brands
        let index = PrefixIndex(brands: brands)
        for range in brands.flatMap(\.ranges) {
            for bound in [range.lower - 1, range.lower, range.upper, range.upper + 1] where bound > 0 {
                let text = String(bound)
                for length in 1...text.count {
                    let prefix = Array(text.utf8.prefix(length))
                    let value = Int(String(decoding: prefix, as: UTF8.self))!
                    #expect(index.lookup(prefix) == PrefixIndex.resolve(brands: brands, value: value, count: length))
                }
            }
        }
    }

    @Test func longInputStopsAtTheDeepestNode() {
        let index = PrefixIndex(brands: CardBrandCatalog.standard.brands)
        #expect(index.lookup(Array("4242424242424242424242".utf8)).brand == .visa)
        #expect(index.nodeCount < 100_000)
    }

    @Test func binRangeMatchesCertainPossibleAndNone() {
        let range = BINRange(401178, 401179)
        #expect(range.digitCount == 6)
        #expect(range.description == "401178-401179")
        #expect(range.match(prefix: 4011, count: 4) == .possible)
        #expect(range.match(prefix: 40117, count: 5) == .possible)
        #expect(range.match(prefix: 401178, count: 6) == .certain)
        #expect(range.match(prefix: 4_011_785, count: 7) == .certain)
        #expect(range.match(prefix: 4012, count: 4) == .none)
        #expect(BINRange(2221, 2720).match(prefix: 23, count: 2) == .certain)
        #expect(BINRange(34).description == "34")
    }

    @Test func binRangesParseFromText() {
        #expect(BINRange("51-55") == BINRange(51, 55))
        #expect(BINRange("40000025") == BINRange(40_000_025))
        for bad in ["", "-", "5-", "055", "51-5", "55-51", "123456789", "4a", "4-5-6", "٤", "+4"] {
            #expect(BINRange(bad) == nil)
        }
    }

    @Test func bytesThatAreNotDigitsEndTheNumber() {
        let catalog = CardBrandCatalog.standard
        #expect(catalog.detect(digits: Array("42xx".utf8)) == catalog.detect("42"))
        #expect(catalog.detect(digits: [0xFF, 0x00]) == catalog.detect(""))
        #expect(catalog.coBadgedBrands(digits: Array("4571".utf8) + [0xFF]) == ["dankort"])
        #expect(catalog.coBadgedBrands(digits: [UInt8]()) == [])
    }
}
