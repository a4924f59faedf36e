import Foundation
import Transport

/// A client of the Gr4vy API for one instance: payment options, card details, buyers and their payment
/// methods, and checkout sessions with tokenization.
///
/// ```swift
/// let gr4vy = try Gr4vy(gr4vyId: "acme", token: token, server: .sandbox)
/// let options = try await gr4vy.paymentOptions.list(request: Gr4vyPaymentOptionRequest(currency: "USD"))
/// ```
///
/// The token and merchant account id can be replaced at any time with ``updateToken(_:)`` and
/// ``updateMerchantId(_:)``, also while requests are in flight; a request uses the values current when
/// it is built.
public final class Gr4vy: Sendable {
    /// The default timeout of a request, in seconds.
    public static let defaultTimeout: TimeInterval = 30

    /// The instance id, as in `api.{gr4vyId}.gr4vy.app`.
    public let gr4vyId: String
    /// The environment.
    public let server: Gr4vyServer
    /// The timeout of requests that do not set their own, in seconds (at least 1; URLSession rounds a
    /// fraction up to whole seconds).
    public let timeout: TimeInterval
    /// Whether requests and responses are logged, redacted.
    public let debugMode: Bool
    /// `POST /payment-options`.
    public let paymentOptions: Gr4vyPaymentOptionsService
    /// `GET /card-details`.
    public let cardDetails: Gr4vyCardDetailsService
    /// `GET /buyers/payment-methods`.
    public let paymentMethods: Gr4vyBuyersPaymentMethodsService
    /// `POST /checkout/sessions`, `GET /checkout/sessions/{id}` and `PUT /checkout/sessions/{id}/fields`.
    public let checkoutSession: Gr4vyCheckoutSessionService
    /// `POST /buyers`.
    public let buyers: Gr4vyBuyersService

    private let credentials: Gr4vyCredentials

    /// Creates a client that sends its requests with `URLSession`, logging to standard error in debug mode.
    ///
    /// Throws ``Gr4vyError/invalidGr4vyId`` for an invalid id, ``Gr4vyError/badURL(_:)`` for a custom
    /// server that is not `https` (plain `http` is allowed on loopback only) and
    /// ``Gr4vyError/invalidTimeout(_:)`` for a timeout below one second.
    public convenience init(
        gr4vyId: String,
        token: String? = nil,
        merchantId: String? = nil,
        server: Gr4vyServer = .sandbox,
        timeout: TimeInterval = Gr4vy.defaultTimeout,
        debugMode: Bool = false
    ) throws(Gr4vyError) {
        try self.init(
            gr4vyId: gr4vyId, token: token, merchantId: merchantId, server: server, timeout: timeout,
            debugMode: debugMode, transport: URLSessionTransport(defaultTimeout: timeout), logSink: .standardError)
    }

    /// Creates a client that sends its requests with `transport` and writes debug logs to `logSink`.
    public init(
        gr4vyId: String,
        token: String? = nil,
        merchantId: String? = nil,
        server: Gr4vyServer = .sandbox,
        timeout: TimeInterval = Gr4vy.defaultTimeout,
        debugMode: Bool = false,
        transport: any HTTPTransport,
        logSink: LogSink = .standardError
    ) throws(Gr4vyError) {
        let baseURL = try server.baseURL(gr4vyId: gr4vyId)
        self.timeout = try Self.validated(timeout: timeout)
        self.gr4vyId = gr4vyId
        self.server = server
        self.debugMode = debugMode
        let credentials = Gr4vyCredentials(token: token, merchantId: merchantId)
        self.credentials = credentials
        let wire: any HTTPTransport =
            debugMode
            ? MiddlewareTransport(base: transport, middlewares: [DebugLoggingMiddleware(sink: logSink, label: "Gr4vy")])
            : transport
        let api = Gr4vyAPI(baseURL: baseURL, transport: wire, credentials: credentials, defaultTimeout: self.timeout)
        paymentOptions = Gr4vyPaymentOptionsService(api: api)
        cardDetails = Gr4vyCardDetailsService(api: api)
        paymentMethods = Gr4vyBuyersPaymentMethodsService(api: api)
        checkoutSession = Gr4vyCheckoutSessionService(api: api)
        buyers = Gr4vyBuyersService(api: api)
    }

    /// Replaces the bearer token used by requests built from now on; nil or blank sends none.
    public func updateToken(_ token: String?) {
        credentials.update(token: token)
    }

    /// Replaces the merchant account id sent as `x-gr4vy-merchant-account-id`; nil or blank sends none.
    public func updateMerchantId(_ merchantId: String?) {
        credentials.update(merchantId: merchantId)
    }

    /// Stores card data, a stored payment method's security code or Click to Pay data in a checkout session.
    ///
    /// The same as ``Gr4vyCheckoutSessionService/tokenize(checkoutSessionId:cardData:)``.
    public func tokenize(
        checkoutSessionId: String,
        cardData: Gr4vyCardData
    ) async throws(Gr4vyError) -> Gr4vyTokenizeResult {
        try await checkoutSession.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
    }

    /// The completion-handler form of ``tokenize(checkoutSessionId:cardData:)``.
    public func tokenize(
        checkoutSessionId: String,
        cardData: Gr4vyCardData,
        completion: @escaping @Sendable (Result<Gr4vyTokenizeResult, Gr4vyError>) -> Void
    ) {
        checkoutSession.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData, completion: completion)
    }

    /// `seconds` when it is a finite timeout of at least one second; ``Gr4vyError/invalidTimeout(_:)`` otherwise.
    static func validated(timeout seconds: TimeInterval) throws(Gr4vyError) -> TimeInterval {
        guard seconds.isFinite, seconds >= 1 else { throw .invalidTimeout(seconds) }
        return seconds
    }
}
