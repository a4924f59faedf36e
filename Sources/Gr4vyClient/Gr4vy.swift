import Foundation
import TesseraCore
import ThreeDS
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client of the Gr4vy API for one instance, shaped as the official Gr4vy Swift SDK: payment options,
/// card details, buyer payment methods and tokenize with EMV 3-D Secure.
///
/// ```swift
/// let gr4vy = try Gr4vy(gr4vyId: "acme", token: token, server: .sandbox)
/// let options = try await gr4vy.paymentOptions.list(
///     request: Gr4vyPaymentOptionRequest(
///         metadata: [:], country: "US", currency: "USD", amount: 1299, locale: "en", cartItems: nil))
/// ```
///
/// Requests go through `session`: `URLSession.shared` by default, or a ``Gr4vyTransportSession`` for
/// Tessera's emulator. Where UIKit's SDK takes a `viewController:`, Tessera takes a `presenter:` (a
/// ThreeDS `ChallengePresenter`), and the forms without one use ``Gr4vyThreeDSConfiguration/presenter``.
/// The token and merchant account id can be replaced at any time with ``updateToken(_:)`` and
/// ``updateMerchantId(_:)``; a request uses the values current when it starts.
public final class Gr4vy: Sendable {
    /// `POST /payment-options`.
    public let paymentOptions: Gr4vyPaymentOptionsService
    /// `GET /card-details`.
    public let cardDetails: Gr4vyCardDetailsService
    /// `GET /buyers/payment-methods`.
    public let paymentMethods: Gr4vyBuyersPaymentMethodsService
    /// Tessera: `POST /checkout/sessions`, `GET /checkout/sessions/{id}` and the fields and 3-D Secure calls
    /// (the official SDK keeps this service private).
    public let checkoutSession: Gr4vyCheckoutSessionService
    /// Tessera: `POST /buyers` (the official SDK keeps this service private).
    public let buyers: Gr4vyBuyersService
    /// Tessera: creating, reading, listing, capturing, voiding and refunding transactions (a merchant's
    /// server calls; the official SDK has none of them).
    public let transactions: Gr4vyTransactionsService

    private let state: Locked<(setup: Gr4vySetup, debugMode: Bool)>
    let authenticator: Gr4vyThreeDSAuthenticator

    /// Creates a client, as the official SDK does; `debugMode` switches ``Gr4vyLogger`` on for the process.
    ///
    /// Throws ``Gr4vyError/invalidGr4vyId`` for an empty id only: any other id and any timeout are accepted
    /// here. An id that cannot be part of a host fails as ``Gr4vyError/badURL(_:)`` when a request's URL is
    /// built, and a timeout of zero or less makes requests use 30 seconds (the debug log says so).
    public convenience init(
        gr4vyId: String, token: String?, merchantId: String? = nil, server: Gr4vyServer,
        timeout: TimeInterval = Gr4vySetup.defaultTimeout, debugMode: Bool = false,
        session: any URLSessionProtocol = URLSession.shared
    ) throws {
        try self.init(
            gr4vyId: gr4vyId, token: token, merchantId: merchantId, server: server, timeout: timeout,
            debugMode: debugMode, session: session, threeDS: Gr4vyThreeDSConfiguration())
    }

    /// Creates a client whose tokenize authenticates with `threeDS`: its directory servers, app id store,
    /// environment and default challenge presenter.
    public init(
        gr4vyId: String, token: String?, merchantId: String? = nil, server: Gr4vyServer,
        timeout: TimeInterval = Gr4vySetup.defaultTimeout, debugMode: Bool = false,
        session: any URLSessionProtocol = URLSession.shared, threeDS: Gr4vyThreeDSConfiguration
    ) throws {
        guard !gr4vyId.isEmpty else { throw Gr4vyError.invalidGr4vyId }
        let setup = Gr4vySetup(gr4vyId: gr4vyId, token: token, merchantId: merchantId, server: server, timeout: timeout)
        state = Locked((setup, debugMode))
        if debugMode { Gr4vyLogger.enable() }
        paymentOptions = Gr4vyPaymentOptionsService(setup: setup, debugMode: debugMode, session: session)
        cardDetails = Gr4vyCardDetailsService(setup: setup, debugMode: debugMode, session: session)
        paymentMethods = Gr4vyBuyersPaymentMethodsService(setup: setup, debugMode: debugMode, session: session)
        checkoutSession = Gr4vyCheckoutSessionService(setup: setup, debugMode: debugMode, session: session)
        buyers = Gr4vyBuyersService(setup: setup, debugMode: debugMode, session: session)
        transactions = Gr4vyTransactionsService(setup: setup, debugMode: debugMode, session: session)
        let acs: any HTTPTransport =
            (session as? Gr4vyTransportSession)?.transport ?? SessionTransport(session: session)
        authenticator = Gr4vyThreeDSAuthenticator(
            service: checkoutSession, configuration: threeDS, server: server, transport: acs)
    }

    /// The setup requests are built from.
    public var setup: Gr4vySetup? { state.value.setup }

    /// Whether the client was made in debug mode. Settable, as in the SDK, but a change has no effect: the
    /// services keep the value they were made with.
    public var debugMode: Bool {
        get { state.value.debugMode }
        set { state.withLock { $0.debugMode = newValue } }
    }

    /// Replaces the bearer token of the requests that start from now on (an empty string is sent as is).
    public func updateToken(_ newToken: String) {
        update { $0.token = newToken }
    }

    /// Replaces the merchant account id sent as `x-gr4vy-merchant-account-id`; nil sends none.
    public func updateMerchantId(_ newMerchantId: String?) {
        update { $0.merchantId = newMerchantId }
    }

    private func update(_ change: (inout Gr4vySetup) -> Void) {
        let setup = state.withLock { state in
            change(&state.setup)
            return state.setup
        }
        paymentOptions.updateSetup(setup)
        cardDetails.updateSetup(setup)
        paymentMethods.updateSetup(setup)
        checkoutSession.updateSetup(setup)
        buyers.updateSetup(setup)
        transactions.updateSetup(setup)
    }
}
