import Foundation
import Gr4vyClient
import Sandbox
import Testing
import Transport

/// Gr4vyClient against the emulator, in process and over real loopback HTTP: every endpoint the client
/// has, happy and error paths. Neither side shares code with the other; each follows the wire format.
@Suite struct ClientAgainstEmulatorTests {
    static func with(_ setup: EmulatorSetup, _ body: (Emulator) async throws -> Void) async throws {
        let emulator = try Emulator(setup)
        do {
            try await body(emulator)
        } catch {
            await emulator.stop()
            throw error
        }
        await emulator.stop()
    }

    @Test(arguments: EmulatorSetup.all)
    func paymentOptionsDecodeWithTheirContexts(setup: EmulatorSetup) async throws {
        try await Self.with(setup) { emulator in
            let response = try await emulator.client().paymentOptions.list(
                request: Gr4vyPaymentOptionRequest(
                    metadata: [:], country: "US", currency: "USD", amount: 1299, locale: "en", cartItems: nil))
            #expect(response.map(\.method) == ["card", "applepay", "googlepay", "paypal", "klarna"])
            let contexts = Dictionary(uniqueKeysWithValues: response.map { ($0.method ?? "", $0.context) })
            guard case .wallet(let wallet)? = contexts["applepay"] ?? nil else {
                Issue.record("applepay should carry a wallet context")
                return
            }
            #expect(wallet.supportedSchemes?.contains("visa") == true)
            guard case .google(let google)? = contexts["googlepay"] ?? nil else {
                Issue.record("googlepay should carry a Google Pay context")
                return
            }
            #expect(google.gatewayMerchantId == "tessera-sandbox")
            guard case .payment(let redirect)? = contexts["klarna"] ?? nil else {
                Issue.record("klarna should carry a redirect context")
                return
            }
            #expect(redirect.approvalUI?.width == "500px")
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func cardDetailsForACoBadgedBIN(setup: EmulatorSetup) async throws {
        try await Self.with(setup) { emulator in
            let details = try await emulator.client().cardDetails.get(
                request: Gr4vyCardDetailsRequest(
                    cardDetails: Gr4vyCardDetails(
                        currency: "EUR", amount: "150000", bin: "40000025", intent: "capture",
                        isSubsequentPayment: false,
                        merchantInitiated: true, metadata: #"{"order":"1"}"#, paymentSource: "ecommerce")))
            #expect(details.scheme == "visa")
            #expect(details.additionalSchemes == ["carte-bancaire"])
            #expect(details.country == "FR")
            #expect(details.cardType == "credit")
            #expect(details.requiredFields?.emailAddress == true)
            #expect(details.requiredFields?.phoneNumber == true)
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func tokenizeThenListTheBuyersMethods(setup: EmulatorSetup) async throws {
        try await Self.with(setup) { emulator in
            let client = try emulator.client()
            let buyer = try await emulator.newBuyer("integration-\(setup.kind)")
            for number in ["4556557955726624", "5333259155643223", "5333259155643223"] {
                let session = try await emulator.newSession(buyer: "integration-\(setup.kind)")
                try await client.checkoutSession.tokenize(
                    checkoutSessionId: session,
                    cardData: Gr4vyCardData(
                        paymentMethod: .card(
                            Gr4vyCardPaymentMethod(
                                number: number, expirationDate: emulator.expiry(yearsAhead: 3), securityCode: "123"))))
            }
            let query = Gr4vyBuyersPaymentMethods(
                buyerId: buyer, sortBy: .usageCount, orderBy: .desc, country: "US", currency: "USD")
            let methods = try await client.paymentMethods.list(
                request: Gr4vyBuyersPaymentMethodsRequest(paymentMethods: query, merchantId: "default"))
            #expect(methods.map(\.label) == ["3223", "6624"])
            #expect(methods.map(\.usageCount) == [2, 1])
            #expect(methods.first?.merchantAccountId == "default")
            // The buyer belongs to the default account: another merchant account does not see it.
            await #expect(throws: Gr4vyError.self) {
                try await client.paymentMethods.list(
                    request: Gr4vyBuyersPaymentMethodsRequest(paymentMethods: query, merchantId: "merchant-1"))
            }
            #expect(methods.first?.details?.bin == "53332591")
            let stored = try #require(methods.last?.id)
            try await client.checkoutSession.tokenize(
                checkoutSessionId: try await emulator.newSession(buyer: "integration-\(setup.kind)"),
                cardData: Gr4vyCardData(paymentMethod: .id(Gr4vyIdPaymentMethod(id: stored, securityCode: "123"))))
            let byExternal = try await client.paymentMethods.list(
                request: Gr4vyBuyersPaymentMethodsRequest(
                    paymentMethods: Gr4vyBuyersPaymentMethods(
                        buyerId: nil, buyerExternalIdentifier: "integration-\(setup.kind)", sortBy: .lastUsedAt,
                        orderBy: .desc)))
            #expect(byExternal.first?.label == "6624")
        }
    }

    @Test(arguments: EmulatorSetup.all)
    func clickToPayTokenizes(setup: EmulatorSetup) async throws {
        try await Self.with(setup) { emulator in
            try await emulator.client().checkoutSession.tokenize(
                checkoutSessionId: try await emulator.newSession(),
                cardData: Gr4vyCardData(
                    paymentMethod: .clickToPay(
                        Gr4vyClickToPayPaymentMethod(
                            merchantTransactionId: "m-1", srcCorrelationId: "c-1", srcDpaId: "dpa-1"))))
        }
    }

    /// The client's session and buyer bodies, as the emulator (and the spec check in CI) reads them: the
    /// session names the buyer as a guest buyer, and a card tokenized into it is stored for that buyer.
    @Test(arguments: EmulatorSetup.all)
    func sessionsAndBuyersThroughTheClient(setup: EmulatorSetup) async throws {
        try await Self.with(setup) { emulator in
            let client = try emulator.client()
            let details = Gr4vyBuyerDetails(externalIdentifier: "guest-\(setup.kind)", displayName: "Ada")
            let buyer = try await client.buyers.create(request: Gr4vyBuyerCreateRequest(buyer: details))
            #expect(buyer.externalIdentifier == "guest-\(setup.kind)" && buyer.reconciliationId != nil)
            let session = try await client.checkoutSession.create(
                request: Gr4vyCheckoutSessionCreateRequest(
                    session: Gr4vyCheckoutSessionCreate(
                        amount: 1299, currency: "USD", country: "US", metadata: ["order": "7"],
                        cartItems: [
                            Gr4vyPaymentOptionCartItem(
                                name: "Tea", quantity: 1, unitAmount: 1299, discountAmount: nil, taxAmount: nil,
                                externalIdentifier: nil, sku: nil, productUrl: nil, imageUrl: nil, categories: nil,
                                productType: nil, sellerCountry: nil)
                        ],
                        buyer: details, expiresIn: 7200)))
            #expect(session.buyer == details && session.amount == 1299)
            _ = try await client.checkoutSession.tokenize(
                checkoutSessionId: session.id,
                cardData: Gr4vyCardData(
                    paymentMethod: .card(
                        Gr4vyCardPaymentMethod(
                            number: "4556557955726624", expirationDate: emulator.expiry(yearsAhead: 3)))))
            let read = try await client.checkoutSession.get(checkoutSessionId: session.id)
            #expect(read.paymentMethod?.label == "6624")
            let methods = try await client.paymentMethods.list(
                request: Gr4vyBuyersPaymentMethodsRequest(
                    paymentMethods: Gr4vyBuyersPaymentMethods(
                        buyerId: nil, buyerExternalIdentifier: "guest-\(setup.kind)")))
            #expect(methods.map(\.label) == ["6624"])
        }
    }
}
