import Foundation
import Gr4vyClient
import Testing

@testable import TesseraClient

/// The app's forms read as the CLI reads its options: each refusal names the field as the screen names it.
@Suite struct EndpointFormTests {
    @Test func aRefusedCurrencyIsNamedByItsOptionOrItsLabel() throws {
        let error = try #require(throws: FieldError.self) {
            try EndpointForm(["--currency": ["usd"]]).paymentOptions(merchantId: nil)
        }
        #expect(error.field == EndpointForm.currency)
        #expect(error.field.name == "currency")
        #expect(
            error.message(.option)
                == "Invalid value for '--currency': expected an ISO 4217 currency code in capitals, such as USD or EUR."
        )
        #expect(
            error.message(.label) == "Currency: expected an ISO 4217 currency code in capitals, such as USD or EUR.")
    }

    @Test func cardDetailsNeedsACurrency() throws {
        let error = try #require(throws: FieldError.self) { try EndpointForm([:]).cardDetails() }
        #expect(error.message(.label) == "Currency is required.")
        #expect(error.message(.option) == "Missing expected option '--currency'.")
    }

    @Test func paymentMethodsNeedsExactlyOneBuyerField() throws {
        let neither = try #require(throws: FieldError.self) { try EndpointForm([:]).paymentMethods() }
        #expect(neither.message(.label) == "Give Buyer ID or Buyer external identifier.")
        let both = try #require(throws: FieldError.self) {
            try EndpointForm([
                "--buyer-id": ["8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69"], "--buyer-external-identifier": ["user-42"],
            ]).paymentMethods()
        }
        #expect(both.message(.option) == "Give only one of '--buyer-id' or '--buyer-external-identifier', not both.")
        let request = try EndpointForm(["--buyer-external-identifier": ["user-42"], "--order-by": ["asc"]])
            .paymentMethods()
        #expect(request.paymentMethods.buyerExternalIdentifier == "user-42")
        #expect(request.paymentMethods.orderBy == .asc)
    }

    @Test func blankValuesAreNoValues() throws {
        let request = try EndpointForm(["--currency": ["  "], "--amount": [""], "--country": ["US"]])
            .checkoutSession()
        #expect(request.session.currency == nil)
        #expect(request.session.amount == nil)
        #expect(request.session.country == "US")
    }

    @Test func aBuyerNameNeedsItsExternalIdentifier() throws {
        let error = try #require(throws: FieldError.self) {
            try EndpointForm(["--buyer-display-name": ["Jane"]]).checkoutSession()
        }
        #expect(error.field == EndpointForm.buyerDisplayName)
        #expect(error.message(.label) == "Buyer display name needs Buyer external identifier.")
    }

    @Test func tokenizeTakesOneKindOfPaymentMethod() throws {
        let session = "8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69"
        let none = try #require(throws: FieldError.self) {
            try EndpointForm(["--session": [session]]).tokenize(now: Date())
        }
        #expect(none.message(.label) == "Give Test card, Card number or Stored payment method ID.")
        let noExpiry = try #require(throws: FieldError.self) {
            try EndpointForm(["--session": [session], "--card": ["4111 1111 1111 1111"]]).tokenize(now: Date())
        }
        #expect(noExpiry.field == EndpointForm.expiry)
        let both = try #require(throws: FieldError.self) {
            try EndpointForm([
                "--session": [session], "--test-card": ["visa-challenge"], "--card": ["4111111111111111"],
            ]).tokenize(now: Date())
        }
        #expect(both.message(.label) == "Card number does not apply with Test card; leave one of them blank.")
        // A refused card number is never echoed.
        let bad = try #require(throws: FieldError.self) {
            try EndpointForm(["--session": [session], "--card": ["4111 1111 1111 111x"]]).tokenize(now: Date())
        }
        #expect(!bad.message(.label).contains("4111"))
    }

    @Test func authenticateIsTheCheckboxAndTheTestCardItsNumber() throws {
        let session = "8D3FD8D3-7A6C-4A5E-9B1A-1D2F3C4B5A69"
        let on = try EndpointForm([
            "--session": [session], "--test-card": ["visa-challenge"], "--authenticate": ["on"],
            "--theme": ["red-blue"],
        ]).tokenize(now: Date())
        #expect(on.authenticate)
        #expect(on.checkoutSessionId == session.lowercased())
        #expect(on.uiCustomization == .redBlue)
        guard case .card(let card) = on.cardData.paymentMethod else {
            Issue.record("a test card is a card")
            return
        }
        #expect(card.number == "4024007189449340")
        let off = try EndpointForm(["--session": [session], "--test-card": ["visa-frictionless"]]).tokenize(now: Date())
        #expect(!off.authenticate)
    }
}
