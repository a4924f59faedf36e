import Checkout
import Foundation
import Gr4vyCheckout
import Gr4vyClient
import Sandbox
import Synchronization
import Testing
import ThreeDS

// Seed 000's "Basic card preview" example as the seed writes it, paying for real: the `pxpCheckout` it assumes is
// a Checkout whose tokenizer is Gr4vyCheckout's `Gr4vyCardTokenizer` on the emulator (the test's wiring), and its
// two hooks record that they ran instead of the seed's empty bodies.

/// Seed 000's submit hooks around a payment through the Gr4vy tokenizer.
@MainActor
@Suite struct Seed000SubmitSnippetTests {
    @Test func theSeedsHooksRunAroundAPaymentOnTheEmulator() async throws {
        let wiring = try Seed004SnippetTests.Wiring()
        let gr4vy = try Gr4vy(
            gr4vyId: "tessera", token: wiring.token, server: .sandbox, session: wiring.session,
            threeDS: Gr4vyThreeDSConfiguration(appIDStore: InMemorySDKAppIDStore()))
        let pxpCheckout = Checkout(
            environment: CheckoutEnvironment(
                tokenizer: Gr4vyCardTokenizer(gr4vy: gr4vy, amount: 1299, currency: "USD")))
        let calls = Mutex<[String]>([])

        let dynamicConfig = DynamicCardImageComponentConfig()
        let dynamicCardImage =
            try pxpCheckout.create(.dynamicCardImage, componentConfig: dynamicConfig) as! DynamicCardImageComponent

        var submitConfig = CardSubmitComponentConfig()
        submitConfig.onPreAuthorisation = { _ in
            // Can use await here for async operations
            calls.withLock { $0.append("onPreAuthorisation") }
            return TransactionInitiationData()
        }
        submitConfig.onPostAuthorisation = { result in
            calls.withLock { $0.append("onPostAuthorisation \(result.isAuthorised)") }
        }

        let newCardConfig = NewCardComponentConfig(
            dynamicCardImageComponent: dynamicCardImage,
            submit: submitConfig
        )
        let newCard = try pxpCheckout.create(.newCard, componentConfig: newCardConfig) as! NewCardComponent

        _ = [
            dynamicCardImage.buildContent(),
            newCard.buildContent(),
        ]

        // The customer types a frictionless test card and taps Pay.
        let card = try #require(TestCard.named("visa-frictionless"))
        newCard.cardNumberComponent.type(card.number)
        newCard.cardExpiryDateComponent.type(card.expiry(at: Date()).filter(\.isNumber))
        newCard.cardCvcComponent.type(card.cvc)
        newCard.cardHolderNameComponent.type("Jane Doe")
        let outcome = await newCard.submit()
        guard case .authorised(let result) = outcome else {
            Issue.record("expected an authorisation, got \(outcome)")
            return
        }
        #expect(result.isAuthorised && !result.transactionId.isEmpty)
        #expect(calls.withLock { $0 } == ["onPreAuthorisation", "onPostAuthorisation true"])
        // The card image names the emulator's issuer for the test BIN, with no lookup injected.
        #expect(dynamicCardImage.buildContent().texts.contains { $0.text == "Tessera Test Bank" })
    }
}
