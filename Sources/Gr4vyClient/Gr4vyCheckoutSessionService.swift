/// `PUT /checkout/sessions/{id}/fields`: stores payment data in a checkout session (tokenize).
public struct Gr4vyCheckoutSessionService: Sendable {
    let api: Gr4vyAPI

    /// Stores `cardData` in the checkout session `checkoutSessionId`; the API answers 204.
    ///
    /// Throws ``Gr4vyError/Kind/invalidInput(_:)`` for an empty session id, without sending anything.
    public func tokenize(
        checkoutSessionId: String,
        cardData: Gr4vyCardData
    ) async throws(Gr4vyError) -> Gr4vyTokenizeResult {
        let path = "/checkout/sessions/\(Gr4vyURLBuilder.segment(checkoutSessionId))/fields"
        let operation = Gr4vyOperation(id: "update_checkout_session_fields", method: .put, path: path)
        guard !checkoutSessionId.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Gr4vyError(
                .invalidInput("The checkout session id is empty; create a checkout session and pass its id."),
                operation: operation)
        }
        let body = try api.encode(cardData, for: operation)
        _ = try await api.send(operation, body: body, timeout: cardData.timeout)
        return Gr4vyTokenizeResult(tokenized: true)
    }

    /// The completion-handler form of ``tokenize(checkoutSessionId:cardData:)``; `completion` runs on no
    /// particular thread.
    public func tokenize(
        checkoutSessionId: String,
        cardData: Gr4vyCardData,
        completion: @escaping @Sendable (Result<Gr4vyTokenizeResult, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in
            try await tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        }
    }
}
