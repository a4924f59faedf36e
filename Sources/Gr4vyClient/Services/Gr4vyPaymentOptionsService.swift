import Foundation

/// `POST /payment-options`: the payment options available for a checkout.
// Safe: adds no stored property to Gr4vyService (see there).
public final class Gr4vyPaymentOptionsService: Gr4vyService, @unchecked Sendable {
    /// The payment options for `request`; the merchant header is the request's merchant id, else the setup's.
    @discardableResult
    public func list(request: Gr4vyPaymentOptionRequest) async throws -> [Gr4vyPaymentOption] {
        try await state.send(
            PaymentOptionsWrapper.self, method: "POST", url: Gr4vyUtility.paymentOptionsURL, body: request,
            merchantId: request.merchantId, timeout: request.timeout
        ).items
    }

    /// The completion-handler form of ``list(request:)``; `completion` runs on no particular thread.
    public func list(
        request: Gr4vyPaymentOptionRequest,
        completion: sending @escaping (Result<[Gr4vyPaymentOption], any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { try await self.list(request: request) }
    }
}
