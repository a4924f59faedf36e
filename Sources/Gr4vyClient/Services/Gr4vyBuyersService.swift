import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `POST /buyers` (Tessera), and the buyer payment methods service the SDK keeps beside it.
public final class Gr4vyBuyersService: Sendable {
    /// The buyer payment methods service, on the same setup and session.
    public let paymentMethods: Gr4vyBuyersPaymentMethodsService
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
        paymentMethods = Gr4vyBuyersPaymentMethodsService(httpClient: httpClient, configuration: configuration)
    }

    /// Uses `newSetup` from the next request on, with a new Gr4vyHTTPClient on the same session (a
    /// client given to init(httpClient:configuration:) is replaced, as in the SDK).
    public func updateSetup(_ newSetup: Gr4vySetup) {
        state.update(newSetup)
        paymentMethods.updateSetup(newSetup)
    }

    /// Creates a buyer; the API answers 201 with it.
    public func create(request: Gr4vyBuyerCreateRequest) async throws -> Gr4vyBuyer {
        try await state.send(
            Gr4vyBuyer.self, method: "POST", url: Gr4vyUtility.buyersURL, body: request.buyer,
            merchantId: request.merchantId, timeout: request.timeout)
    }

    /// The completion-handler form of ``create(request:)``; `completion` runs on no particular thread.
    public func create(
        request: Gr4vyBuyerCreateRequest, completion: sending @escaping (Result<Gr4vyBuyer, any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { try await self.create(request: request) }
    }
}
