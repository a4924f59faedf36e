import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GET /card-details`: the type, scheme and required fields of a card.
public final class Gr4vyCardDetailsService: Sendable {
    /// Whether the service was built to log its exchanges.
    public let debugMode: Bool
    let state: Gr4vyServiceState

    /// A service sending with a new Gr4vyHTTPClient on `session`.
    public convenience init(
        setup: Gr4vySetup, debugMode: Bool = false, session: any URLSessionProtocol = URLSession.shared
    ) {
        let configuration = Gr4vyHTTPConfiguration(setup: setup, debugMode: debugMode, session: session)
        self.init(httpClient: Gr4vyHTTPClient(configuration: configuration), configuration: configuration)
    }

    /// A service sending with `httpClient`; `debugMode` comes from `configuration`.
    public init(httpClient: any Gr4vyHTTPClientProtocol, configuration: Gr4vyHTTPConfiguration) {
        debugMode = configuration.debugMode
        state = Gr4vyServiceState(httpClient: httpClient, configuration: configuration)
    }

    /// Uses `newSetup` from the next request on, with a new Gr4vyHTTPClient on the same session (a
    /// client given to init(httpClient:configuration:) is replaced, as in the SDK).
    public func updateSetup(_ newSetup: Gr4vySetup) {
        state.update(newSetup)
    }

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
