import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `PUT /checkout/sessions/{id}/fields` (tokenize) and the two 3-D Secure calls of a checkout session;
/// Tessera adds creating and reading checkout sessions.
public final class Gr4vyCheckoutSessionService: Sendable {
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

    /// Stores `cardData` in the checkout session `checkoutSessionId` (the API answers 204; the body is
    /// ignored). Throws ``Gr4vyError/badURL(_:)`` for an empty session id, without sending anything.
    public func tokenize(checkoutSessionId: String, cardData: Gr4vyCardData) async throws {
        let body = Gr4vyCheckoutSessionRequest(paymentMethod: cardData.paymentMethod, postalCode: cardData.postalCode)
        _ = try await state.send(
            method: "PUT",
            url: { try Gr4vyUtility.checkoutSessionFieldsURL(from: $0, checkoutSessionId: checkoutSessionId) },
            body: body, merchantId: nil, usesSetupMerchant: false, timeout: body.timeout)
    }

    /// The completion-handler form of ``tokenize(checkoutSessionId:cardData:)``; `completion` runs on no
    /// particular thread.
    public func tokenize(
        checkoutSessionId: String, cardData: Gr4vyCardData,
        completion: sending @escaping (Result<Void, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) {
            try await self.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        }
    }
}
