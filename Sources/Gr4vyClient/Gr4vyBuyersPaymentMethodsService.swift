/// `GET /buyers/payment-methods`: the payment methods a buyer has stored.
public struct Gr4vyBuyersPaymentMethodsService: Sendable {
    let api: Gr4vyAPI

    /// Lists the stored payment methods for `request`.
    public func list(request: Gr4vyBuyersPaymentMethodsRequest) async throws(Gr4vyError) -> Gr4vyPaymentMethodsResponse
    {
        let operation = Gr4vyOperation(id: "list_buyer_payment_methods", method: .get, path: "/buyers/payment-methods")
        let response = try await api.send(
            operation, query: request.paymentMethods.queryItems, merchantId: request.merchantId,
            timeout: request.timeout)
        return try api.decode(Gr4vyPaymentMethodsResponse.self, from: response, of: operation)
    }

    /// The completion-handler form of ``list(request:)``; `completion` runs on no particular thread.
    public func list(
        request: Gr4vyBuyersPaymentMethodsRequest,
        completion: @escaping @Sendable (Result<Gr4vyPaymentMethodsResponse, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in try await list(request: request) }
    }
}
