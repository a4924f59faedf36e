import Foundation

/// `PUT /checkout/sessions/{id}/fields` (tokenize) and the two 3-D Secure calls of a checkout session;
/// Tessera adds creating and reading checkout sessions.
// Safe: adds no stored property to Gr4vyService (see there).
public final class Gr4vyCheckoutSessionService: Gr4vyService, @unchecked Sendable {
    /// Stores `cardData` in the checkout session `checkoutSessionId` (the API answers 204; the body is
    /// ignored). Throws ``Gr4vyError/badURL(_:)`` for an empty session id, without sending anything.
    public func tokenize(checkoutSessionId: String, cardData: Gr4vyCardData) async throws {
        let body = Gr4vyCheckoutSessionRequest(paymentMethod: cardData.paymentMethod, postalCode: cardData.postalCode)
        _ = try await state.send(
            method: "PUT",
            url: { try Gr4vyUtility.checkoutSessionFieldsURL(from: $0, checkoutSessionId: checkoutSessionId) },
            body: body, merchantId: nil, usesSetupMerchant: false, timeout: body.timeout)
    }

    /// The completion-handler form of ``tokenize(checkoutSessionId:cardData:)``; `completion` runs on no
    /// particular thread.
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData,
        completion: sending @escaping (Result<Void, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) {
            try await self.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        }
    }
}
