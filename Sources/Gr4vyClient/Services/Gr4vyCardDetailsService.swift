import Foundation

/// `GET /card-details`: the type, scheme and required fields of a card.
// Safe: adds no stored property to Gr4vyService (see there).
public final class Gr4vyCardDetailsService: Gr4vyService, @unchecked Sendable {
    /// The card details for `request`, sent as query items with the setup's merchant account (the API
    /// accepts `x-gr4vy-merchant-account-id` here; the official SDK never sends it).
    ///
    /// Throws ``Gr4vyError/badURL(_:)`` without sending anything for a `bin` of more than 8 digits: it may
    /// be a whole card number, which must never travel in a URL.
    @discardableResult
    public func get(request: Gr4vyCardDetailsRequest) async throws -> Gr4vyCardDetailsResponse {
        if let bin = request.cardDetails.bin, Gr4vyCardDetails.mayBeCardNumber(bin) {
            throw Gr4vyError.badURL(
                "the bin holds more than 8 digits; give only the first 6 to 8 digits of the card number, "
                    + "since a card number is never sent in a URL.")
        }
        return try await state.send(
            Gr4vyCardDetailsResponse.self, method: "GET", url: Gr4vyUtility.cardDetailsURL, body: request,
            merchantId: nil, timeout: request.timeout)
    }

    /// The completion-handler form of ``get(request:)``; `completion` runs on no particular thread.
    public func get(
        request: Gr4vyCardDetailsRequest,
        completion: sending @escaping (Result<Gr4vyCardDetailsResponse, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { try await self.get(request: request) }
    }
}
