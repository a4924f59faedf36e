/// `POST /payment-options`: the payment options available for a checkout.
public struct Gr4vyPaymentOptionsService: Sendable {
    let api: Gr4vyAPI

    /// Lists the payment options for `request`.
    public func list(request: Gr4vyPaymentOptionRequest) async throws(Gr4vyError) -> Gr4vyPaymentOptionsResponse {
        let operation = Gr4vyOperation(id: "list_payment_options", method: .post, path: "/payment-options")
        let body = try api.encode(request, for: operation)
        let response = try await api.send(
            operation, body: body, merchantId: request.merchantId, timeout: request.timeout)
        return try api.decode(Gr4vyPaymentOptionsResponse.self, from: response, of: operation)
    }

    /// The completion-handler form of ``list(request:)``; `completion` runs on no particular thread.
    public func list(
        request: Gr4vyPaymentOptionRequest,
        completion: @escaping @Sendable (Result<Gr4vyPaymentOptionsResponse, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in try await list(request: request) }
    }
}
