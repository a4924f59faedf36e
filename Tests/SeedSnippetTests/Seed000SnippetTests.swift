import Checkout
import Testing

// Seed 000's snippets, compiled with `import Checkout` as their only import: the lines that differ
// from the seed are the SwiftUI ones (`import SwiftUI`, `import PXPCheckoutSDK`, `VStack`/`HStack`,
// which become an array of the scenes `buildContent()` returns) and the `pxpCheckout` they assume.

/// The snippets of seed 000 ("Dynamic card image"), each as the seed writes it.
@MainActor
@Suite struct Seed000SnippetTests {
    let pxpCheckout = Checkout()

    /// "Basic usage, with new card", verbatim but for `VStack`.
    func basicUsageWithNewCard() throws {
        let dynamicConfig = DynamicCardImageComponentConfig(
            frontDynamicCardImageBackground: Image("CardFront"),
            backDynamicCardImageBackground: Image("CardBack")
        )

        let dynamicCardImage =
            try pxpCheckout.create(
                .dynamicCardImage,
                componentConfig: dynamicConfig
            ) as! DynamicCardImageComponent

        var submitConfig = CardSubmitComponentConfig()
        submitConfig.onPreAuthorisation = { _ in
            // Can use await here for async operations
            return TransactionInitiationData()
        }
        submitConfig.onPostAuthorisation = { _ in }

        let newCardConfig = NewCardComponentConfig(
            dynamicCardImageComponent: dynamicCardImage,
            submit: submitConfig
        )
        let newCard = try pxpCheckout.create(.newCard, componentConfig: newCardConfig) as! NewCardComponent

        _ = [
            dynamicCardImage.buildContent(),
            newCard.buildContent(),
        ]
    }

    @Test func basicUsageNamesTheMissingAppImage() {
        // The seed's app ships CardFront and CardBack; without them the error says which image is missing.
        #expect {
            try basicUsageWithNewCard()
        } throws: { error in
            "\(error)".contains("No image named 'CardFront'")
        }
    }

    @Test func standaloneCustomLayout() throws {
        let cardNumber =
            try pxpCheckout.create(.cardNumber, componentConfig: CardNumberComponentConfig(label: "Card number"))
            as! CardNumberComponent
        let expiry =
            try pxpCheckout.create(.cardExpiryDate, componentConfig: CardExpiryDateComponentConfig(label: "Expiry"))
            as! CardExpiryDateComponent
        let cvc =
            try pxpCheckout.create(.cardCvc, componentConfig: CardCvcComponentConfig(label: "CVC", isRequired: true))
            as! CardCvcComponent
        var holderConfig = CardHolderNameComponentConfig(label: "Name on card")
        holderConfig.isRequired = false
        let holder = try pxpCheckout.create(.cardHolderName, componentConfig: holderConfig) as! CardHolderNameComponent

        var dynConfig = DynamicCardImageComponentConfig()
        dynConfig.cardNumberComponent = cardNumber
        dynConfig.cardExpiryDateComponent = expiry
        dynConfig.cardCvcComponent = cvc
        dynConfig.cardHolderNameComponent = holder

        let dynamicCardImage =
            try pxpCheckout.create(.dynamicCardImage, componentConfig: dynConfig) as! DynamicCardImageComponent

        let content = [
            dynamicCardImage.buildContent(),
            cardNumber.buildContent(),
            expiry.buildContent(),
            cvc.buildContent(),
            holder.buildContent(),
        ]
        #expect(content.allSatisfy { !$0.nodes.isEmpty })
    }

    @Test func customCardStyling() throws {
        var dynamicConfig = DynamicCardImageComponentConfig()
        dynamicConfig.textStyling = DynamicCardTextStyling(
            color: .white,
            fontSize: 18,
            fontWeight: .medium
        )
        dynamicConfig.cardNumberTextStyling = DynamicCardTextStyling(
            fontSize: 20,
            fontWeight: .semibold,
            textCase: .uppercase
        )
        dynamicConfig.highlightFieldStyling = DynamicCardHighlightStyling(
            color: .yellow,
            backgroundColor: .blue.opacity(0.2),
            borderColor: .blue,
            borderWidth: 2
        )

        let dynamicCardImage =
            try pxpCheckout.create(.dynamicCardImage, componentConfig: dynamicConfig) as! DynamicCardImageComponent

        #expect(dynamicConfig.cardNumberTextStyling?.textCase == TextCase.uppercase)
        #expect(dynamicConfig.highlightFieldStyling?.backgroundColor == Color.blue.opacity(0.2))
        #expect(!dynamicCardImage.buildContent().nodes.isEmpty)
    }

    /// "Custom card images", verbatim.
    func customCardImages() throws -> DynamicCardImageComponent {
        var dynamicConfig = DynamicCardImageComponentConfig(
            frontDynamicCardImageBackground: Image("CustomCardFront"),
            backDynamicCardImageBackground: Image("CustomCardBack")
        )
        dynamicConfig.cardNumberText = "Card Number"
        dynamicConfig.cardExpiryDateText = "Valid Thru"
        dynamicConfig.cardHolderNameText = "Cardholder"
        dynamicConfig.cvcText = "CVV"

        let dynamicCardImage =
            try pxpCheckout.create(.dynamicCardImage, componentConfig: dynamicConfig) as! DynamicCardImageComponent

        return dynamicCardImage
    }

    @Test func customCardImagesNamesTheMissingAppImage() {
        #expect {
            try customCardImages()
        } throws: { error in
            "\(error)".contains("No image named 'CustomCardFront'")
        }
    }

    @Test func textStylingDefaultsAreTheSeeds() {
        let styling = DynamicCardTextStyling()
        #expect(styling.fontSize == 16 && styling.fontWeight == FontWeight.regular)
        #expect(styling.color == nil && styling.opacity == nil && styling.textCase == nil)
    }
}
