/// `GET /card-details`: the type, scheme and required fields of a card.
public struct Gr4vyCardDetailsService: Sendable {
    let api: Gr4vyAPI

    /// Looks up the card details for `request`.
    ///
    /// Throws ``Gr4vyError/Kind/invalidInput(_:)`` without sending anything when `bin` is not 6 to 8
    /// digits: a longer value may be a full card number, which must never travel in a URL.
    public func get(request: Gr4vyCardDetailsRequest) async throws(Gr4vyError) -> Gr4vyCardDetailsResponse {
        let operation = Gr4vyOperation(id: "get_card_details", method: .get, path: "/card-details")
        if let bin = request.cardDetails.bin, !Gr4vyCardDetails.isValid(bin: bin) {
            throw Gr4vyError(
                .invalidInput(
                    "The bin must be the first 6 to 8 digits of the card number, not \(bin.count) characters; "
                        + "a full card number is never sent in a URL."),
                operation: operation)
        }
        let response = try await api.send(operation, query: request.cardDetails.queryItems, timeout: request.timeout)
        return try api.decode(Gr4vyCardDetailsResponse.self, from: response, of: operation)
    }

    /// The completion-handler form of ``get(request:)``; `completion` runs on no particular thread.
    public func get(
        request: Gr4vyCardDetailsRequest,
        completion: @escaping @Sendable (Result<Gr4vyCardDetailsResponse, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in try await get(request: request) }
    }
}
