import Foundation
import Gr4vyClient
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every public type made with the official SDK's initializers, labels and defaults, so code written for
/// the SDK compiles against Tessera unchanged.
@Suite struct Gr4vyConstructionTests {
    @Test func theClientAndItsSetup() throws {
        let gr4vy = try Gr4vy(gr4vyId: "acme", token: nil, server: .sandbox)
        #expect(gr4vy.setup?.merchantId == nil && gr4vy.setup?.timeout == 30 && gr4vy.debugMode == false)
        let full = try Gr4vy(
            gr4vyId: "acme", token: "t", merchantId: "m", server: .production, timeout: 5, debugMode: false,
            session: URLSession.shared)
        #expect(full.setup == Gr4vySetup(gr4vyId: "acme", token: "t", merchantId: "m", server: .production, timeout: 5))
        var setup = Gr4vySetup(gr4vyId: "acme", token: "t", merchantId: nil, server: .sandbox)
        setup.token = nil
        setup.merchantId = "m"
        setup.timeout = 1
        #expect(setup.token == nil && setup.merchantId == "m" && setup.timeout == 1 && setup.gr4vyId == "acme")
    }

    @Test func theServicesAndTheHTTPLayer() {
        let setup = Fixtures.setup()
        let configuration = Gr4vyHTTPConfiguration(setup: setup)
        let client = Gr4vyHTTPClient(configuration: configuration)
        #expect(client.configuration.setup == setup)
        #expect(Gr4vyPaymentOptionsService(setup: setup).debugMode == false)
        #expect(Gr4vyCardDetailsService(setup: setup, debugMode: true).debugMode)
        #expect(
            Gr4vyBuyersPaymentMethodsService(setup: setup, debugMode: false, session: URLSession.shared).debugMode
                == false)
        #expect(Gr4vyCheckoutSessionService(setup: setup).debugMode == false)
        #expect(Gr4vyBuyersService(setup: setup).debugMode == false)
        let debugging = Gr4vyHTTPConfiguration(setup: setup, debugMode: true)
        #expect(Gr4vyPaymentOptionsService(httpClient: client, configuration: debugging).debugMode)
        #expect(Gr4vyCardDetailsService(httpClient: client, configuration: configuration).debugMode == false)
        #expect(Gr4vyBuyersPaymentMethodsService(httpClient: client, configuration: debugging).debugMode)
        #expect(Gr4vyCheckoutSessionService(httpClient: client, configuration: debugging).debugMode)
        #expect(Gr4vyHTTPClientFactory.create(setup: setup) is Gr4vyHTTPClient)
    }

    @Test func tokenizeModels() {
        let card = CardPaymentMethod(number: "4242424242424242", expirationDate: "01/30")
        #expect(card.securityCode == nil && card.number == "4242424242424242" && card.expirationDate == "01/30")
        let stored = IdPaymentMethod(id: "pm-1")
        #expect(stored.securityCode == nil && stored.id == "pm-1")
        let clickToPay = ClickToPayPaymentMethod(merchantTransactionId: "mt", srcCorrelationId: "corr")
        #expect(clickToPay.merchantTransactionId == "mt" && clickToPay.srcCorrelationId == "corr")
        let data = Gr4vyCardData(paymentMethod: .card(card))
        #expect(data.paymentMethod == .card(card))
        let request = Gr4vyCheckoutSessionRequest(paymentMethod: .id(stored))
        #expect(request.timeout == nil && request.paymentMethod == .id(stored))
        let result = Gr4vyTokenizeResult(tokenized: true)
        #expect(result.tokenized && result.authentication == nil)
        let authentication = Gr4vyAuthentication(
            attempted: true, type: "challenge", transactionStatus: "C", cardholderInfo: "Call us")
        #expect(!authentication.hasCancelled && !authentication.hasTimedOut && authentication.failureReason == nil)
        let cancelled = Gr4vyAuthentication(
            attempted: true, type: "challenge", transactionStatus: nil, hasCancelled: true, hasTimedOut: false,
            cardholderInfo: nil)
        #expect(cancelled.hasCancelled && cancelled.type == Gr4vyAuthenticationType.challenge.rawValue)
        #expect(Gr4vyAuthenticationType.allCases.map(\.rawValue) == ["frictionless", "challenge", "error"])
    }

    @Test func cardDetailsAndBuyerPaymentMethodModels() {
        let details = Gr4vyCardDetails(currency: "USD")
        #expect(details.amount == nil && details.bin == nil && details.intent == nil && details.paymentSource == nil)
        let request = Gr4vyCardDetailsRequest(cardDetails: details)
        #expect(request.timeout == nil && request.cardDetails == details)
        let query = Gr4vyBuyersPaymentMethods(buyerId: nil)
        #expect(query.buyerExternalIdentifier == nil && query.sortBy == nil && query.orderBy == .desc)
        let methods = Gr4vyBuyersPaymentMethodsRequest(paymentMethods: query)
        #expect(methods.merchantId == nil && methods.timeout == nil)
        #expect(Gr4vyPaymentIntent.allCases.map(\.rawValue) == ["authorize", "capture"])
        #expect(
            Gr4vyPaymentSource.allCases.map(\.rawValue) == [
                "ecommerce", "moto", "recurring", "installment", "card_on_file",
            ])
    }

    @Test func paymentOptionModels() {
        let item = Gr4vyPaymentOptionCartItem(
            name: "Shoe", quantity: 1, unitAmount: 1299, discountAmount: nil, taxAmount: nil, externalIdentifier: nil,
            sku: nil, productUrl: nil, imageUrl: nil, categories: nil, productType: nil, sellerCountry: nil)
        #expect(item.taxExempt == nil && item.upc == nil && item.name == "Shoe")
        let request = Gr4vyPaymentOptionRequest(
            metadata: [:], country: "US", currency: "USD", amount: 1299, locale: "en", cartItems: [item])
        #expect(request.merchantId == nil && request.timeout == nil && request.cartItems == [item])
    }

    /// The SDK's element members are `var`s: each one set alone changes that value and no other, and a value built
    /// by setting members equals the one built by the initializer.
    @Test func threeDSCustomizationMembersAreSettableOneByOne() {
        var label = Gr4vyThreeDSLabelCustomization()
        label.textFontName = "Georgia"
        label.nativeFontSize = 18
        label.headingTextFontSize = 26
        label.headingNativeFontName = "Menlo-Bold"
        label.headingTextColorHex = "#111111"
        #expect(
            label
                == Gr4vyThreeDSLabelCustomization(
                    textFontName: "Georgia", nativeFontSize: 18, headingTextFontSize: 26,
                    headingNativeFontName: "Menlo-Bold", headingTextColorHex: "#111111"))
        #expect(label.textFontSize == nil && label.headingTextFontName == nil && label.nativeFontName == nil)
        var button = Gr4vyThreeDSButtonCustomization(textFontSize: 12, cornerRadius: 4)
        button.textFontSize = 16
        button.textColorHex = "#ffffff"
        #expect(button == Gr4vyThreeDSButtonCustomization(textFontSize: 16, textColorHex: "#ffffff", cornerRadius: 4))
        let keyPath: WritableKeyPath<Gr4vyThreeDSToolbarCustomization, String?> = \.textColorHex
        var toolbar = Gr4vyThreeDSToolbarCustomization(headerText: "Pay")
        toolbar[keyPath: keyPath] = "#007aff"
        #expect(toolbar == Gr4vyThreeDSToolbarCustomization(textColorHex: "#007aff", headerText: "Pay"))
    }

    @Test func threeDSCustomizationTypes() {
        let button = Gr4vyThreeDSButtonCustomization()
        #expect(button.textFontName == nil && button.cornerRadius == nil && button.nativeFontSize == nil)
        let label = Gr4vyThreeDSLabelCustomization(headingTextFontSize: 20)
        #expect(label.headingTextFontSize == 20 && label.textFontSize == nil && label.headingNativeFontName == nil)
        let toolbar = Gr4vyThreeDSToolbarCustomization(headerText: "Pay", buttonText: "Close")
        #expect(toolbar.headerText == "Pay" && toolbar.backgroundColorHex == nil)
        let box = Gr4vyThreeDSTextBoxCustomization(borderWidth: 1, borderColorHex: "#123ABC", cornerRadius: 2)
        #expect(box.borderWidth == 1 && box.borderColorHex == "#123ABC" && box.cornerRadius == 2)
        let view = Gr4vyThreeDSViewCustomization(progressViewBackgroundColorHex: "#FFFFFF")
        #expect(view.challengeViewBackgroundColorHex == nil && view.progressViewBackgroundColorHex == "#FFFFFF")
        let empty = Gr4vyThreeDSUiCustomization()
        #expect(empty.buttons == nil && empty.label == nil && empty.view == nil)
        var customization = Gr4vyThreeDSUiCustomization(label: label, toolbar: toolbar, textBox: box, view: view)
        customization.buttons = [.submit: Gr4vyThreeDSButtonCustomization(backgroundColorHex: "#FF0000")]
        let map = Gr4vyThreeDSUiCustomizationMap(default: customization)
        #expect(map.dark == nil && map.customization(for: .dark) == customization)
        #expect(Gr4vyThreeDSUiCustomizationMap().customization(for: .default) == Gr4vyThreeDSUiCustomization())
        let types: [Gr4vyThreeDSButtonType] = [
            .submit, .continue, .next, .resend, .openOobApp, .addCardholder, .cancel,
        ]
        #expect(
            types.map(\.rawValue) == ["submit", "continue", "next", "resend", "openOobApp", "addCardholder", "cancel"])
        #expect(Gr4vyThreeDSButtonType(rawValue: "SUBMIT") == nil)
        #expect(map.customization(for: .default) == customization)
    }
}
