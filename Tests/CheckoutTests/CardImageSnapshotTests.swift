import CardKit
import Drawing
import TesseraTestSupport
import Testing

@testable import Checkout

/// SVG snapshots of the card image in the states a customer sees.
@MainActor
@Suite struct CardImageSnapshotTests {
    @Test func emptyDefaultCard() throws {
        let (image, _) = try CheckoutFixtures.form()
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func partlyTypedVisa() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.focus()
        form.cardNumberComponent.type("4242424")
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func mastercardWithCvcFocusedShowsTheBack() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("5555 5555 5555 4444")
        form.cardExpiryDateComponent.type("1030")
        form.cardHolderNameComponent.type("Jane Doe")
        form.cardCvcComponent.focus()
        form.cardCvcComponent.type("12")
        #expect(image.side == .back)
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func coBadgedVisaWithCartesBancaires() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("4000 0025 0000 1001")
        form.cardExpiryDateComponent.type("1030")
        form.cardHolderNameComponent.type("Camille Martin")
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func amexWithCvcFocusedStaysOnTheFrontHighlighted() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("378282246310005")
        form.cardExpiryDateComponent.type("0728")
        form.cardCvcComponent.focus()
        form.cardCvcComponent.type("123")
        #expect(image.side == .front)
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func customCardStyling() throws {
        var dynamicConfig = DynamicCardImageComponentConfig()
        dynamicConfig.textStyling = DynamicCardTextStyling(color: .white, fontSize: 18, fontWeight: .medium)
        dynamicConfig.cardNumberTextStyling = DynamicCardTextStyling(
            fontSize: 20, fontWeight: .semibold, textCase: .uppercase)
        dynamicConfig.highlightFieldStyling = DynamicCardHighlightStyling(
            color: .yellow, backgroundColor: .blue.opacity(0.2), borderColor: .blue, borderWidth: 2)
        let (image, form) = try CheckoutFixtures.form(dynamicConfig)
        form.cardNumberComponent.focus()
        form.cardNumberComponent.type("4000056655665556")
        form.cardHolderNameComponent.type("Ada Lovelace")
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func customCardImages() throws {
        var dynamicConfig = DynamicCardImageComponentConfig(
            frontDynamicCardImageBackground: Image("CustomCardFront", bundle: CheckoutFixtures.assets),
            backDynamicCardImageBackground: Image("CustomCardBack", bundle: CheckoutFixtures.assets)
        )
        dynamicConfig.cardNumberText = "Card Number"
        dynamicConfig.cardExpiryDateText = "Valid Thru"
        dynamicConfig.cardHolderNameText = "Cardholder"
        dynamicConfig.cvcText = "CVV"
        let (image, form) = try CheckoutFixtures.form(dynamicConfig)
        assertSnapshot(of: try CheckoutFixtures.svg(image), named: "customCardImagesFront")
        form.cardCvcComponent.focus()
        assertSnapshot(of: try CheckoutFixtures.svg(image), named: "customCardImagesBack")
    }

    @Test func maskedNumber() throws {
        var dynamicConfig = DynamicCardImageComponentConfig()
        dynamicConfig.maskCardNumber = true
        let (image, form) = try CheckoutFixtures.form(dynamicConfig)
        form.cardNumberComponent.paste("4242424242424242")
        form.cardExpiryDateComponent.type("1030")
        form.cardHolderNameComponent.type("Jane Doe")
        let svg = try CheckoutFixtures.svg(image)
        #expect(!svg.contains("4242 4242"))
        assertSnapshot(of: svg)
    }

    @Test func germanLocale() throws {
        let checkout = CheckoutFixtures.checkout(localization: .german)
        let (image, form) = try CheckoutFixtures.form(checkout: checkout)
        form.cardNumberComponent.paste("5555555555554444")
        form.cardExpiryDateComponent.focus()
        assertSnapshot(of: try CheckoutFixtures.svg(image))
    }

    @Test func plainTerminalPreview() throws {
        let (image, form) = try CheckoutFixtures.form()
        form.cardNumberComponent.paste("4242424242424242")
        form.cardExpiryDateComponent.type("1030")
        form.cardHolderNameComponent.type("Jane Doe")
        let text = ANSIRenderer(columns: 60, useColor: false).render(image.buildContent())
        assertSnapshot(of: text, as: "txt")
    }
}
