import CardKit
import Foundation
import Gr4vyClient
import Sandbox
import TerminalChallenge
import TesseraClient
import ThreeDS

extension Demo {
    /// The buyer the demo's checkout session names, whose stored payment methods step 4 lists.
    static let buyer = "demo-buyer"

    /// Steps 1 to 4: the Gr4vy client against an in-memory emulator, 3-D Secure included. Returns the client
    /// and the tokenized checkout session, which the last step pays.
    func showAPI() async throws -> (gr4vy: Gr4vy, sessionId: String) {
        let gr4vy = try ClientFactory.makeClient(settings: Settings(), console: console, ephemeral: true)
        step(1, "Payment options and card details", "what a checkout can offer, and what a BIN says about a card.")
        let options = try await gr4vy.paymentOptions.list(
            request: Gr4vyPaymentOptionRequest(
                metadata: [:], country: "US", currency: "USD", amount: 1299, locale: "en", cartItems: nil))
        console.out(
            "   POST /payment-options (USD 12.99, US) -> \(options.compactMap(\.method).joined(separator: ", "))")
        let details = try await gr4vy.cardDetails.get(
            request: Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "EUR", bin: "40000025")))
        let others = details.additionalSchemes.map { $0.joined(separator: ", ") } ?? "none"
        let kind = "\(details.scheme ?? "unknown scheme") \(details.cardType ?? "unknown type")"
        console.out("   GET /card-details?bin=40000025 -> \(kind), also \(others)")

        step(2, "A checkout session", "the container a card is tokenized into, here for the buyer '\(Self.buyer)'.")
        let buyer = try await gr4vy.buyers.create(
            request: Gr4vyBuyerCreateRequest(buyer: Gr4vyBuyerDetails(externalIdentifier: Self.buyer)))
        console.out("   POST /buyers -> buyer \(buyer.id) ('\(Self.buyer)')")
        let session = try await gr4vy.checkoutSession.create(
            request: Gr4vyCheckoutSessionCreateRequest(
                session: Gr4vyCheckoutSessionCreate(
                    amount: 1299, currency: "USD", buyer: Gr4vyBuyerDetails(externalIdentifier: Self.buyer))))
        console.out("   POST /checkout/sessions -> \(session.id)")

        step(
            3, "Tokenize with 3-D Secure",
            "a frictionless card is approved at once; a challenge card asks the cardholder.")
        for name in ["visa-frictionless", "visa-challenge"] {
            try await tokenize(name, session: session.id, with: gr4vy)
        }

        step(
            4, "The buyer's stored payment methods",
            "the cards tokenized above, as the checkout would offer them again.")
        let methods = try await gr4vy.paymentMethods.list(
            request: Gr4vyBuyersPaymentMethodsRequest(
                paymentMethods: Gr4vyBuyersPaymentMethods(buyerId: nil, buyerExternalIdentifier: Self.buyer)))
        for method in methods {
            console.out(
                "   \(method.scheme ?? method.method ?? "?") •••• \(method.label ?? "????")  expires \(method.expirationDate ?? "?")"
                    + "  used \(method.usageCount ?? 0)×")
        }
        return (gr4vy, session.id)
    }

    /// Tokenizes the public test card `name` into `session` with 3-D Secure and prints the outcome.
    private func tokenize(_ name: String, session: String, with gr4vy: Gr4vy) async throws {
        guard let card = TestCard.named(name) else { throw CLIError.failure("The test card \(name) is missing.") }
        let interactive = TerminalChallengePresenter.inputIsTerminal && terminal.stdoutIsTerminal
        if card.flow == .challenge {
            console.out(
                interactive
                    ? "   The issuer's challenge follows; the emulated issuer accepts the code 1234."
                    : "   Not on a terminal: the challenge is answered by script with the code 1234.")
        }
        let presenter = DemoChallengePresenter(demo: self, interactive: interactive)
        let method = Gr4vyCardPaymentMethod(
            number: card.number, expirationDate: card.expiry(at: WallClock.live.now()), securityCode: card.cvc)
        // No spinner: on a terminal the challenge waits for the cardholder.
        let result = try await gr4vy.tokenize(
            checkoutSessionId: session, cardData: Gr4vyCardData(paymentMethod: .card(method)), presenter: presenter,
            sdkMaxTimeoutMinutes: 5, authenticate: true, uiCustomization: theme.customization)
        let auth = result.authentication
        let outcome =
            auth.map { "\($0.type ?? "none"), transaction status \($0.transactionStatus ?? "none")" }
            ?? "not authenticated"
        console.out(
            "   \(name) (\(card.scheme) •••• \(card.number.suffix(4))) -> tokenized: \(result.tokenized); \(outcome)")
    }
}
