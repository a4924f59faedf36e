/// `GET /card-details`: the type, scheme and required fields of a card.
public struct Gr4vyCardDetailsService: Sendable {
    let api: Gr4vyAPI

    /// Looks up the card details for `request`.
    public func get(request: Gr4vyCardDetailsRequest) async throws(Gr4vyError) -> Gr4vyCardDetailsResponse {
        let response = try await api.send(
            .get, path: "/card-details", query: request.cardDetails.queryItems, timeout: request.timeout)
        return try api.decode(Gr4vyCardDetailsResponse.self, from: response)
    }

    /// The completion-handler form of ``get(request:)``; `completion` runs on no particular thread.
    public func get(
        request: Gr4vyCardDetailsRequest,
        completion: @escaping @Sendable (Result<Gr4vyCardDetailsResponse, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in try await get(request: request) }
    }
}
