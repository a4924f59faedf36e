import Foundation

/// `GET /buyers/payment-methods`: a buyer's stored payment methods.
// Safe: adds no stored property to Gr4vyService (see there).
public final class Gr4vyBuyersPaymentMethodsService: Gr4vyService, @unchecked Sendable {
    /// The stored payment methods `request` asks for; the merchant header is the request's, else the setup's.
    @discardableResult
    public func list(request: Gr4vyBuyersPaymentMethodsRequest) async throws -> [Gr4vyBuyersPaymentMethod] {
        try await state.send(
            Gr4vyBuyersPaymentMethodsResponse.self, method: "GET", url: Gr4vyUtility.buyersPaymentMethodsURL,
            body: request, merchantId: request.merchantId, timeout: request.timeout
        ).items
    }

    /// The completion-handler form of ``list(request:)``; `completion` runs on no particular thread.
    public func list(
        request: Gr4vyBuyersPaymentMethodsRequest,
        completion: sending @escaping (Result<[Gr4vyBuyersPaymentMethod], any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { try await self.list(request: request) }
    }
}
