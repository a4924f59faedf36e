import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `POST /payment-options`: the payment options available for a checkout.
public final class Gr4vyPaymentOptionsService: Sendable {
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

    /// The payment options for `request`; the merchant header is the request's merchant id, else the setup's.
    @discardableResult
    public func list(request: Gr4vyPaymentOptionRequest) async throws -> [Gr4vyPaymentOption] {
        try await state.send(
            PaymentOptionsWrapper.self, method: "POST", url: Gr4vyUtility.paymentOptionsURL, body: request,
            merchantId: request.merchantId, timeout: request.timeout
        ).items
    }

    /// The completion-handler form of ``list(request:)``; `completion` runs on no particular thread.
    public func list(
        request: Gr4vyPaymentOptionRequest,
        completion: sending @escaping (Result<[Gr4vyPaymentOption], any Error>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { try await self.list(request: request) }
    }
}
