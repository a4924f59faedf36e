import Foundation

/// Tessera: `POST /checkout/sessions` and `GET /checkout/sessions/{id}`, which a merchant's server calls
/// (the official SDK has neither).
extension Gr4vyCheckoutSessionService {
    /// Creates a checkout session; the API answers 201 with it.
    public func create(request: Gr4vyCheckoutSessionCreateRequest) async throws -> Gr4vyCheckoutSession {
        try await state.send(
            Gr4vyCheckoutSession.self, method: "POST", url: Gr4vyUtility.checkoutSessionsURL, body: request.session,
            merchantId: request.merchantId, timeout: request.timeout)
    }

    /// The checkout session `checkoutSessionId`.
    public func get(
        checkoutSessionId: String, merchantId: String? = nil, timeout: TimeInterval? = nil
    ) async throws -> Gr4vyCheckoutSession {
        try await state.send(
            Gr4vyCheckoutSession.self, method: "GET",
            url: { try Gr4vyUtility.checkoutSessionURL(from: $0, checkoutSessionId: checkoutSessionId) },
            body: Gr4vyEmptyRequest?.none, merchantId: merchantId, timeout: timeout)
    }
}
