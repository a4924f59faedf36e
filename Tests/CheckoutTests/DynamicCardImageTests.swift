import CardKit
import Drawing
import Foundation
import Testing

@testable import Checkout

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Behaviour of the card image: flipping, highlighting, placeholders, labels, styling and bad input.
@MainActor
@Suite struct DynamicCardImageTests {
    @Test func flipsToTheBackForTheCvcAndReportsTheTransition() throws {
        var flips: [CardFlip] = []
        var config = DynamicCardImageComponentConfig()
        config.onCardFlipped = { flips.append($0) }
        let (image, form) = try CheckoutFixtures.form(config)
        form.cardNumberComponent.paste("4242424242424242")
        form.cardCvcComponent.focus()
        form.cardExpiryDateComponent.focus()
        #expect(
            flips == [
                CardFlip(from: .front, to: .back, transition: .flip),
                CardFlip(from: .back, to: .front, transition: .flip),
            ])
        #expect(image.side == .front)
    }

    @Test(arguments: [
        ("4000002500001001", ["Visa", "Cartes Bancaires"]), ("5555552500001001", ["Mastercard", "Cartes Bancaires"]),
        ("4571000000000000", ["Visa", "Dankort"]), ("4242424242424242", ["Visa"]),
    ])
    func coBadgedSchemesAreDrawnBesideTheBrandAtTheSameSize(number: String, names: [String]) throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste(number)
        #expect(form.cardNumberComponent.coBadges.map(\.displayName) == Array(names.dropFirst()))
        for side in [CardSide.front, .back] {
            if side == .back { form.cardCvcComponent.focus() }
            #expect(image.side == side)
            let group = try #require(image.buildContent().labelledGroups.first { $0.identifier == "brand" })
            #expect(group.accessibilityLabel == names.joined(separator: ", "))
            let marks = Node.group(group).texts
            #expect(marks.map(\.text) == names)
            #expect(Set(marks.map(\.font.size)).count == 1)
            #expect(marks.allSatisfy { !$0.displayed.hasSuffix("…") })
            let widths = marks.map {
                TextMetrics.width(of: $0.displayed, font: $0.font, letterSpacing: $0.letterSpacing)
            }
            let left = try #require(marks.first)
            let right = try #require(marks.last)
            if marks.count == 1 {
                #expect(right.anchor == .end && right.position.x == 400)
            } else {
                #expect(marks.allSatisfy { $0.anchor == .middle })
                #expect(left.position.x - widths[0] * 1.1 / 2 >= 400 - 230 - 1)
                #expect(abs(right.position.x + widths[widths.count - 1] * 1.1 / 2 - 400) < 1)
            }
        }
    }

    @Test func reducedMotionFadesInstead() throws {
        let (image, form) = try CheckoutFixtures.form(checkout: CheckoutFixtures.checkout(reduceMotion: true))
        form.cardCvcComponent.focus()
        #expect(image.lastFlip == CardFlip(from: .front, to: .back, transition: .fade))
    }

    @Test func amexNeverFlips() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("378282246310005")
        form.cardCvcComponent.focus()
        #expect(image.side == .front && image.lastFlip == nil)
        let code = image.buildContent().labelledGroups.first { $0.identifier == "security-code" }
        #expect(code?.children.first.map { if case .shape = $0 { true } else { false } } == true)
    }

    @Test func numberIsGroupedByTheBrandsGapsWithBullets() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.type("3782822")
        #expect(image.buildContent().texts.contains { $0.text == "3782 822••• •••••" })
        form.cardNumberComponent.paste("")
        form.cardNumberComponent.apply(.replace(0..<20, with: "4242"))
        #expect(image.buildContent().texts.contains { $0.text == "4242 •••• •••• ••••" })
    }

    @Test func accessibilityLabelsSpeakEachElement() throws {
        let (image, form) = try CheckoutFixtures.form()
        #expect(image.accessibilityLabels.contains("Card number, empty"))
        form.cardNumberComponent.paste("4242424242424242")
        form.cardExpiryDateComponent.type("1030")
        form.cardHolderNameComponent.type("Jane Doe")
        form.cardCvcComponent.type("123")
        let labels = image.accessibilityLabels
        for label in ["Card number ending 4242", "Expires October 2030", "Cardholder Jane Doe", "Visa"] {
            #expect(labels.contains(label))
        }
        form.cardCvcComponent.focus()
        #expect(image.accessibilityLabels.contains("CVV, 3 digits entered"))
        #expect(!image.accessibilityLabels.joined().contains("123"))
    }

    @Test(arguments: [
        (CheckoutLocalization.german, "Gültig bis Oktober 2030", "MM/JJ"),
        (.french, "Expire en octobre 2030", "MM/AA"),
        (.spanish, "Vence en octubre de 2030", "MM/AA"),
    ])
    func localisedPlaceholdersAndLabels(localization: CheckoutLocalization, spoken: String, placeholder: String) throws
    {
        let (image, form) = try CheckoutFixtures.form(checkout: CheckoutFixtures.checkout(localization: localization))
        #expect(image.buildContent().texts.contains { $0.text == placeholder })
        form.cardExpiryDateComponent.type("1030")
        #expect(image.accessibilityLabels.contains(spoken))
        #expect(CheckoutLocalization.forLanguage(localization.languageCode + "-CH") == localization)
        #expect(CheckoutLocalization.supported(localization.languageCode.uppercased() + "_BE") == localization)
        #expect(CheckoutLocalization.supported("xx") == nil && CheckoutLocalization.forLanguage("xx") == .english)
    }

    @Test func bankNameComesFromTheLookupHook() throws {
        let checkout = CheckoutFixtures.checkout(bankNameLookup: { $0 == "424242" ? "Tessera Bank" : nil })
        let (image, form) = try CheckoutFixtures.form(checkout: checkout)
        form.cardNumberComponent.type("42424")
        #expect(!image.buildContent().texts.contains { $0.text == "Tessera Bank" })
        form.cardNumberComponent.type("2")
        #expect(image.buildContent().texts.contains { $0.text == "Tessera Bank" })
    }

    /// With no lookup injected, the card image names the issuer of the emulator's test BINs (the table the
    /// emulator's card details answer from), by eight digits where the table has them, and none for another BIN.
    @Test(
        arguments: [
            ("4242424242424242", "Tessera Test Bank"), ("6011111111111117", "Discover Bank"),
            ("378282246310005", "American Express"), ("4000002500001001", "Banque de Test"),
            ("4000050360000001", "Tessera Test Bank Australia"), ("4111111111111111", nil),
        ] as [(String, String?)])
    func theDefaultLookupNamesTheTestBINsIssuer(number: String, issuer: String?) throws {
        let (image, form) = try CheckoutFixtures.form(checkout: Checkout())
        form.cardNumberComponent.type(number)
        let names = Set(TestBINIssuers.entries.map(\.issuerName))
        let drawn = Set(image.buildContent().texts.map(\.text).filter(names.contains))
        #expect(drawn == Set(issuer.map { [$0] } ?? []))
    }

    @Test func elementStylingOverridesTheBasePropertyByProperty() {
        var appearance = CardImageAppearance()
        appearance.textStyling = DynamicCardTextStyling(color: .red, fontSize: 18, fontWeight: .medium, opacity: 0.9)
        appearance.elementStyling[.cardNumber] = DynamicCardTextStyling(fontSize: 20, textCase: .uppercase)
        let number = appearance.style(of: .cardNumber)
        #expect(number.font.size == 20 && number.font.weight == .medium && number.color == .red)
        #expect(number.opacity == 0.9 && number.textCase == .uppercase && number.font.isMonospaced)
        let holder = appearance.style(of: .holderName)
        #expect(holder.font.size == 18 && holder.textCase == .uppercase)
        #expect(DynamicCardTextStyling().fontSize == 16 && DynamicCardTextStyling().fontWeight == .regular)
    }

    @Test(arguments: [
        ("36227206271667", "3622 720627 1667"), ("3622", "3622 •••••• ••••"),
        ("362272062716670", "3622 720627 16670•"), ("4242424242424242", "4242 4242 4242 4242"),
        ("42424242424242424", "4242 4242 4242 4242 4•"), ("6759649826438453", "6759 6498 2643 8453"),
    ])
    func aCompleteNumberShowsNoBulletsAndLongerOnesShowTheNextLength(typed: String, shown: String) throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste(typed)
        #expect(image.buildContent().texts.contains { $0.text == shown })
    }

    @Test func markupAndControlCharactersInTheNameAreEscapedOrDropped() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardHolderNameComponent.paste("A<&\"'>\u{1}\u{7}Z")
        let svg = try SVGRenderer().render(image.buildContent())
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.contains(">A&lt;&amp;&quot;&apos;&gt;Z</text>"))
        #expect(svg.contains("aria-label=\"Cardholder A&lt;&amp;&quot;&apos;&gt;Z\""))
    }

    @Test func longNamesAreCutWithAnEllipsisAndTheSVGStaysWellFormed() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardHolderNameComponent.paste("Maximiliane Wilhelmina <Schwarzenberg-Hohenlohe> & \"Co\"")
        let scene = image.buildContent()
        let holder = try #require(scene.texts.first { $0.text.hasPrefix("Maximiliane") })
        #expect(holder.displayed.hasSuffix("…"))
        #expect(TextMetrics.width(of: holder.displayed, font: holder.font) <= CardLayout.holder.maxWidth)
        let svg = try SVGRenderer().render(scene)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}
