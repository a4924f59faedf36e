import CardKit

extension CardDetailsLookup {
    /// Brand detection by CardKit's standard catalogue, co-badges included.
    static let cardKit = CardDetailsLookup { digits in
        let catalog = CardBrandCatalog.standard
        let detection = catalog.detect(digits)
        guard let brand = detection.brand ?? detection.likelyBrand else { return nil }
        return (brand.id, catalog.coBadgedBrands(digits))
    }
}
