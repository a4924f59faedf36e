import CardKit
import Testing

@Suite struct SecurityCodeTests {
    @Test(arguments: [
        ("123", "visa", ValidationState.valid, nil as String?),
        ("1234", "american-express", .valid, nil),
        ("123", "american-express", .incomplete, "CV03"),
        ("12345", "american-express", .invalid, "CV04"),
        ("1234", "visa", .invalid, "CV04"),
        ("12", "mastercard", .incomplete, "CV03"),
        ("", "visa", .incomplete, "CV01"),
        ("", "maestro", .valid, nil),
        ("123", "maestro", .valid, nil),
        ("12a", "visa", .invalid, "CV02"),
        ("١٢٣", "visa", .valid, nil),
        (" 123 ", "visa", .valid, nil),
        ("12\u{7}3", "visa", .invalid, "CV02"),
    ])
    func validatesPerBrand(code: String, brandID: String, state: ValidationState, reason: String?) {
        let brand = CardBrandCatalog.standard.brand(id: brandID)
        let validation = SecurityCode.validate(code, brand: brand)
        #expect(validation.state == state)
        #expect(validation.reason?.code == reason)
    }

    @Test(arguments: [("123", ValidationState.valid), ("1234", .valid), ("12", .incomplete), ("12345", .invalid)])
    func unknownBrandAcceptsThreeOrFour(code: String, state: ValidationState) {
        #expect(SecurityCode.validate(code, brand: nil).state == state)
        #expect(SecurityCode.validate(code, brand: nil).spec == .unknownBrand)
    }

    @Test(arguments: [
        ("visa", "CVV", [3]), ("mastercard", "CVC", [3]), ("american-express", "CID", [4]),
        ("discover", "CID", [3]), ("unionpay", "CVN", [3]), ("elo", "CVE", [3]), ("mir", "CVP2", [3]),
    ])
    func namesTheCodeAsTheBrandDoes(brandID: String, name: String, sizes: [Int]) throws {
        let brand = try #require(CardBrandCatalog.standard.brand(id: brandID))
        #expect(brand.securityCode.name == name)
        #expect(brand.securityCode.sizes == sizes)
    }
}
