import Foundation

/// `POST /buyers` (Tessera), and the buyer payment methods service the SDK keeps beside it.
// Safe: adds one constant of a Sendable type to Gr4vyService (see there).
public final class Gr4vyBuyersService: Gr4vyService, @unchecked Sendable {
    /// The buyer payment methods service, on the same setup and session.
    public let paymentMethods: Gr4vyBuyersPaymentMethodsService

    /// A service sending with `httpClient`; `debugMode` comes from `configuration`.
    public override init(httpClient: any Gr4vyHTTPClientProtocol, configuration: Gr4vyHTTPConfiguration) {
        paymentMethods = Gr4vyBuyersPaymentMethodsService(httpClient: httpClient, configuration: configuration)
        super.init(httpClient: httpClient, configuration: configuration)
    }

    /// Uses `newSetup` from the next request on, here and in ``paymentMethods``.
    public override func updateSetup(_ newSetup: Gr4vySetup) {
        super.updateSetup(newSetup)
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
