/// `POST /checkout/sessions` and `GET /checkout/sessions/{id}`.
extension Gr4vyCheckoutSessionService {
    /// Creates a checkout session; the API answers 201 with it.
    public func create(request: Gr4vyCheckoutSessionCreateRequest) async throws(Gr4vyError) -> Gr4vyCheckoutSession {
        let operation = Gr4vyOperation(id: "create_checkout_session", method: .post, path: "/checkout/sessions")
        let response = try await api.send(
            operation, body: try api.encode(request.session, for: operation), merchantId: request.merchantId,
            timeout: request.timeout)
        return try api.decode(Gr4vyCheckoutSession.self, from: response, of: operation)
    }

    /// The checkout session `checkoutSessionId`.
    public func get(
        checkoutSessionId: String, merchantId: String? = nil, timeout: Double? = nil
    ) async throws(Gr4vyError) -> Gr4vyCheckoutSession {
        let path = "/checkout/sessions/\(Gr4vyURLBuilder.segment(checkoutSessionId))"
        let operation = Gr4vyOperation(id: "get_checkout_session", method: .get, path: path)
        let response = try await api.send(operation, merchantId: merchantId, timeout: timeout)
        return try api.decode(Gr4vyCheckoutSession.self, from: response, of: operation)
    }

    /// The completion-handler form of ``create(request:)``; `completion` runs on no particular thread.
    public func create(
        request: Gr4vyCheckoutSessionCreateRequest,
        completion: @escaping @Sendable (Result<Gr4vyCheckoutSession, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in try await create(request: request) }
    }

    /// The completion-handler form of ``get(checkoutSessionId:merchantId:timeout:)``; `completion` runs on no
    /// particular thread.
    public func get(
        checkoutSessionId: String, merchantId: String? = nil, timeout: Double? = nil,
        completion: @escaping @Sendable (Result<Gr4vyCheckoutSession, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in
            try await get(checkoutSessionId: checkoutSessionId, merchantId: merchantId, timeout: timeout)
        }
    }
}
