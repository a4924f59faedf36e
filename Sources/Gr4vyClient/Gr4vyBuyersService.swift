/// `POST /buyers`: creates buyers, whose stored payment methods ``Gr4vyBuyersPaymentMethodsService`` lists.
public struct Gr4vyBuyersService: Sendable {
    let api: Gr4vyAPI

    /// Creates a buyer; the API answers 201 with it, or 409 when the external identifier is taken.
    public func create(request: Gr4vyBuyerCreateRequest) async throws(Gr4vyError) -> Gr4vyBuyer {
        let operation = Gr4vyOperation(id: "add_buyer", method: .post, path: "/buyers")
        let response = try await api.send(
            operation, body: try api.encode(request.buyer, for: operation), merchantId: request.merchantId,
            timeout: request.timeout)
        return try api.decode(Gr4vyBuyer.self, from: response, of: operation)
    }

    /// The completion-handler form of ``create(request:)``; `completion` runs on no particular thread.
    public func create(
        request: Gr4vyBuyerCreateRequest,
        completion: @escaping @Sendable (Result<Gr4vyBuyer, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in try await create(request: request) }
    }
}
