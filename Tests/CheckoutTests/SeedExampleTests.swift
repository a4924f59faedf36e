import CardKit
import Drawing
import Foundation
import Testing

@testable import Checkout

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The seed's Swift examples, written as the seed writes them, against Tessera.
@MainActor
@Suite struct SeedExampleTests {
    @Test func standaloneCustomLayout() throws {
        let pxpCheckout = CheckoutFixtures.checkout()
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

        cardNumber.type("5555555555554444")
        expiry.type("1030")
        cvc.focus()
        #expect(dynamicCardImage.side == .back)
        #expect(cvc.securityCode.name == "CVC")
        let scenes =
            [dynamicCardImage.buildContent(), cardNumber.buildContent(), expiry.buildContent()]
            + [cvc.buildContent(), holder.buildContent()]
        for scene in scenes {
            #expect(XMLParser(data: Data(try SVGRenderer().render(scene).utf8)).parse())
        }
    }

    @Test func basicCardPreviewWithNewCard() async throws {
        let pxpCheckout = CheckoutFixtures.checkout(tokenizer: FakeTokenizer())
        let dynamicConfig = DynamicCardImageComponentConfig()
        let dynamicCardImage =
            try pxpCheckout.create(.dynamicCardImage, componentConfig: dynamicConfig) as! DynamicCardImageComponent

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

        newCard.cardNumberComponent.type("4242424242424242")
        newCard.cardExpiryDateComponent.type("1030")
        newCard.cardCvcComponent.type("123")
        newCard.cardHolderNameComponent.type("Jane Doe")
        let form = try SVGRenderer().render(newCard.buildContent())
        #expect(XMLParser(data: Data(form.utf8)).parse())
        #expect(form.contains("•••• •••• •••• 4242") && !form.contains("4242 4242") && !form.contains(">123<"))
        #expect(dynamicCardImage.accessibilityLabels.contains("Card number ending 4242"))
        guard case .authorised = await newCard.submit() else {
            Issue.record("expected authorisation")
            return
        }
    }
}
