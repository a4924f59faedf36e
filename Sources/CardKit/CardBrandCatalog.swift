/// A set of card brands and co-badges, with a precomputed prefix index for brand detection.
///
/// Detection follows two rules. A brand stays a candidate while some completion of the digits could fall in
/// one of its ranges. Among brands whose ranges the digits already fall in, the longest (most specific) range
/// wins: `401178` is Elo, not Visa, although both match.
public struct CardBrandCatalog: Sendable {
    /// The brands, in the order they are reported.
    public let brands: [CardBrand]
    /// BIN ranges that carry a second scheme.
    public let coBadges: [CoBadge]
    private let index: PrefixIndex

    /// A catalogue of `brands` and `coBadges`.
    public init(brands: [CardBrand], coBadges: [CoBadge] = []) {
        self.brands = brands
        self.coBadges = coBadges
        self.index = PrefixIndex(brands: brands)
    }

    /// Every brand Tessera knows, with the standard co-badge table.
    public static let standard = CardBrandCatalog(
        brands: [
            .visa, .mastercard, .americanExpress, .dinersClub, .discover, .jcb, .unionPay, .maestro, .mir, .elo,
            .hipercard, .hiper, .troy, .verve, .naranja, .dankort, .ruPay,
        ],
        coBadges: CoBadge.standard
    )

    /// The brand with identifier `id`, if the catalogue has it.
    public func brand(id: String) -> CardBrand? {
        brands.first { $0.id == id }
    }

    /// The brands the digits of `number` may belong to; separators and other characters are ignored.
    public func detect(_ number: String) -> BrandDetection {
        detect(digits: DigitScanner.scan(number, limit: BINRange.maximumDigitCount).digits)
    }

    /// The brands a number starting with the ASCII digits `digits` may belong to; a byte that is not an ASCII digit
    /// ends the number.
    public func detect<Digits: Collection<UInt8>>(digits: Digits) -> BrandDetection {
        index.lookup(digits)
    }

    /// The identifiers of the second schemes that the number's BIN carries, such as `["cartes-bancaires"]`.
    public func coBadgedBrands(_ number: String) -> [String] {
        coBadgedBrands(digits: DigitScanner.scan(number).digits)
    }

    /// The identifiers of the second schemes that a number starting with the ASCII digits `digits` carries.
    ///
    /// A co-badge is reported only once the digits reach the whole of its range.
    public func coBadgedBrands<Digits: Collection<UInt8>>(digits: Digits) -> [String] {
        coBadges(digits: digits).map(\.brandID)
    }

    /// The co-badges of the second schemes that a number starting with the ASCII digits `digits` carries, one per
    /// scheme, with the names to show (a card image draws them beside the primary brand).
    ///
    /// A co-badge is reported only once the digits reach the whole of its range.
    public func coBadges<Digits: Collection<UInt8>>(digits: Digits) -> [CoBadge] {
        guard !coBadges.isEmpty, let (value, count) = PrefixIndex.prefixValue(digits) else { return [] }
        var found: [CoBadge] = []
        for coBadge in coBadges where count >= coBadge.range.digitCount {
            if coBadge.range.match(prefix: value, count: count) == .certain,
                !found.contains(where: { $0.brandID == coBadge.brandID })
            {
                found.append(coBadge)
            }
        }
        return found
    }
}
