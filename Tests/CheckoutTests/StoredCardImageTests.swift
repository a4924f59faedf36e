import Drawing
import Testing

@testable import Checkout

/// A stored card (a wallet's digital card) drawn from the live card image's scene: the hidden digits as bullets,
/// the last digits, MM/YY, the issuer, each scheme's mark, and nothing the card does not know.
@Suite struct StoredCardImageTests {
    private func texts(_ image: StoredCardImage) -> [String] {
        image.buildContent().nodes.flatMap(\.texts).map(\.text)
    }

    private func label(_ image: StoredCardImage, _ identifier: String) -> String? {
        image.buildContent().labelledGroups.first { $0.identifier == identifier }?.accessibilityLabel
    }

    @Test func aMastercardShowsItsLastDigitsBehindBulletsWithItsExpiryAndIssuer() {
        let image = StoredCardImage(
            brandID: "mastercard", schemeNames: ["Mastercard"], lastDigits: "4444", expiryMonth: 12, expiryYear: 2030,
            issuerName: "Tessera Test Bank")
        let shown = texts(image)
        #expect(shown.contains("•••• •••• •••• 4444"))
        #expect(shown.contains("12/30"))
        #expect(shown.contains("Tessera Test Bank"))
        #expect(shown.contains("Mastercard"))
        #expect(label(image, "card-number") == "Card number ending 4444")
        #expect(label(image, "expiry-date") == "Expires December 2030")
    }

    @Test func itTakesTheBrandsGradientAndNoHolderPlaceholder() {
        let visa = StoredCardImage(brandID: "visa", schemeNames: ["Visa"], lastDigits: "1881")
        let slate = StoredCardImage(brandID: nil, schemeNames: ["PURE"], lastDigits: "0005")
        #expect(visa.buildContent() != slate.buildContent())
        #expect(label(visa, "cardholder-name") == nil)
        #expect(!texts(visa).contains(CheckoutLocalization.english.cardHolderNamePlaceholder))
        #expect(texts(slate).contains("PURE"))
        #expect(texts(visa).contains(CheckoutLocalization.english.expiryDatePlaceholder))
    }

    @Test func aCoBadgedCardDrawsBothMarksAtOneSize() throws {
        let image = StoredCardImage(
            brandID: "visa", schemeNames: ["Visa", "Cartes Bancaires"], lastDigits: "1001", expiryMonth: 1,
            expiryYear: 2031)
        let brand = try #require(image.buildContent().labelledGroups.first { $0.identifier == "brand" })
        #expect(brand.accessibilityLabel == "Visa, Cartes Bancaires")
        let marks = Node.group(brand).texts
        #expect(marks.map(\.text) == ["Visa", "Cartes Bancaires"])
        #expect(Set(marks.map(\.font.size)).count == 1)
        #expect(texts(image).contains("01/31"))
    }

    @Test func theIssuersNameEndsBeforeCoBadgedMarks() throws {
        let image = StoredCardImage(
            brandID: "visa", schemeNames: ["Visa", "Cartes Bancaires"], lastDigits: "1001",
            issuerName: "Banque Tessera de la Côte d'Azur")
        let scene = image.buildContent()
        let bank = try #require(scene.labelledGroups.first { $0.identifier == "bank-name" })
        let marks = try #require(scene.labelledGroups.first { $0.identifier == "brand" })
        let name = try #require(Node.group(bank).texts.first)
        let end = name.position.x + TextMetrics.width(of: name.displayed, font: name.font)
        #expect(name.displayed.hasSuffix("…"))
        #expect(end < CardSceneBuilder.leftEdge(of: [.group(marks)]))
    }

    @Test(arguments: [
        ("44<b>44", "•••• •••• •••• 4444"), ("12345", "•••• •••• •••1 2345"),
        ("4242424242424242", "•••• •••• •••2 4242"),
    ])
    func keepsOnlyTheLastDigits(typed: String, shown: String) {
        let image = StoredCardImage(brandID: "visa", schemeNames: ["Visa"], lastDigits: typed)
        #expect(texts(image).contains(shown))
    }

    @Test(arguments: [(13, 2030), (0, 2030), (12, 1999)])
    func anImpossibleExpiryIsNotDrawn(month: Int, year: Int) {
        let image = StoredCardImage(
            brandID: "visa", schemeNames: ["Visa"], lastDigits: "4242", expiryMonth: month, expiryYear: year)
        #expect(texts(image).contains(CheckoutLocalization.english.expiryDatePlaceholder))
    }

    @Test func aHostileIssuerNameIsDrawnAsText() throws {
        let image = StoredCardImage(
            brandID: "visa", schemeNames: ["Visa"], lastDigits: "4242", issuerName: "<script>alert(1)</script>\u{202E}")
        let svg = try SVGRenderer().render(image.buildContent())
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;"))
    }
}
