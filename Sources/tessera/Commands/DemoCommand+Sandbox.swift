import Foundation
import Gr4vyClient

extension DemoCommand {
    /// The emulator part of the demo, through the Gr4vy client: a checkout session, a tokenized test card
    /// and its card details, all answered in process by an in-memory emulator.
    static func showSandbox(on console: Console) async throws {
        let gr4vy = try ClientFactory.makeClient(settings: Settings(), console: console, ephemeral: true)
        console.out("\nThe Gr4vy client against the emulated API (in process, in memory, no network):")
        let session = try await gr4vy.checkoutSession.create(
            request: Gr4vyCheckoutSessionCreateRequest(session: .init(amount: 1299, currency: "USD")))
        console.out("  POST /checkout/sessions -> session \(session.id)")
        let year = (Calendar(identifier: .gregorian).component(.year, from: Date()) + 3) % 100
        let card = Gr4vyCardPaymentMethod(number: "4556557955726624", expirationDate: String(format: "01/%02d", year))
        _ = try await gr4vy.tokenize(checkoutSessionId: session.id, cardData: Gr4vyCardData(paymentMethod: .card(card)))
        console.out("  PUT /checkout/sessions/{id}/fields (Visa 455655******6624) -> stored")
        let details = try await gr4vy.cardDetails.get(
            request: Gr4vyCardDetailsRequest(cardDetails: Gr4vyCardDetails(currency: "EUR", bin: "40000025")))
        let others = details.additionalSchemes.map { $0.joined(separator: ", ") } ?? "none"
        let kind = "\(details.scheme ?? "unknown scheme") \(details.cardType ?? "unknown type")"
        console.out("  GET /card-details?bin=40000025 -> \(kind), also \(others)")
    }
}
