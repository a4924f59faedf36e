import Foundation
import ThreeDS
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
    private let authenticator: Gr4vyThreeDSAuthenticator

    /// Creates a client that sends its requests with `URLSession`, logging to standard error in debug mode.
    ///
    /// Throws a ``Gr4vyError`` of kind ``Gr4vyError/Kind/invalidGr4vyId`` for an invalid id,
    /// ``Gr4vyError/Kind/badURL(_:)`` for a custom server that is not `https` (plain `http` is allowed on
    /// loopback only) and ``Gr4vyError/Kind/invalidTimeout(_:)`` for a timeout below one second.
    public convenience init(
        gr4vyId: String,
        token: String? = nil,
        merchantId: String? = nil,
        server: Gr4vyServer = .sandbox,
        timeout: TimeInterval = Gr4vy.defaultTimeout,
        debugMode: Bool = false,
        threeDS: Gr4vyThreeDSConfiguration = Gr4vyThreeDSConfiguration()
    ) throws(Gr4vyError) {
        try self.init(
            gr4vyId: gr4vyId, token: token, merchantId: merchantId, server: server, timeout: timeout,
            debugMode: debugMode, transport: URLSessionTransport(defaultTimeout: timeout), logSink: .standardError,
            threeDS: threeDS)
    }

    /// Creates a client that sends its requests with `transport` and writes debug logs to `logSink`.
    ///
    /// `threeDS` lists the directory servers tokenize may authenticate against (the emulator's are built
    /// in); without its own environment, the 3-D Secure challenge reaches the ACS through `transport` too.
    public init(
        gr4vyId: String,
        token: String? = nil,
        merchantId: String? = nil,
        server: Gr4vyServer = .sandbox,
        timeout: TimeInterval = Gr4vy.defaultTimeout,
        debugMode: Bool = false,
        transport: any HTTPTransport,
        logSink: LogSink = .standardError,
        threeDS: Gr4vyThreeDSConfiguration = Gr4vyThreeDSConfiguration()
    ) throws(Gr4vyError) {
        let baseURL = try server.baseURL(gr4vyId: gr4vyId)
        guard Self.isValid(timeout: timeout) else { throw Gr4vyError(.invalidTimeout(timeout)) }
        self.timeout = timeout
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
        authenticator = Gr4vyThreeDSAuthenticator(api: api, configuration: threeDS, transport: wire)
    }

    /// Replaces the bearer token used by requests built from now on; nil or blank sends none.
    public func updateToken(_ token: String?) {
        credentials.update(token: token)
    }

    /// Replaces the merchant account id sent as `x-gr4vy-merchant-account-id`; nil or blank sends none.
    public func updateMerchantId(_ merchantId: String?) {
        credentials.update(merchantId: merchantId)
    }

    /// Stores card data, a stored payment method's security code or Click to Pay data in a checkout session,
    /// then, when `authenticate` is true, authenticates the card with 3-D Secure.
    ///
    /// Authentication runs the version call, the SDK's authentication request parameters, the authenticate
    /// call, and for `CHALLENGE` a challenge whose screens `presenter` shows, themed by `uiCustomization`.
    /// The card stays tokenized whatever authentication gives: a failed version call gives
    /// `attempted: false` with the reason in ``Gr4vyAuthentication/failureReason``.
    ///
    /// - Parameters:
    ///   - checkoutSessionId: the checkout session that receives the payment method.
    ///   - cardData: the payment method to store.
    ///   - sdkMaxTimeoutMinutes: how long the challenge may take, 5–99 minutes (sent as two digits).
    ///   - authenticate: whether to authenticate the card with 3-D Secure after storing it.
    ///   - uiCustomization: the theme of the challenge screens.
    ///   - presenter: shows the challenge screens; without one a challenge throws ``Gr4vyError/Kind/uiContextError(_:)``.
    /// - Throws: ``Gr4vyError/Kind/threeDSError(_:)`` before any request for a timeout outside 5–99 or a malformed
    ///   theme; the fields call's errors; ``Gr4vyError/Kind/threeDSError(_:)`` for an unknown indicator.
    public func tokenize(
        checkoutSessionId: String,
        cardData: Gr4vyCardData,
        sdkMaxTimeoutMinutes: Int = 5,
        authenticate: Bool = false,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil,
        presenter: (any ChallengePresenter)? = nil
    ) async throws(Gr4vyError) -> Gr4vyTokenizeResult {
        if authenticate {
            guard (Transaction.minimumChallengeTimeout...99).contains(sdkMaxTimeoutMinutes) else {
                throw .threeDSError(
                    "sdkMaxTimeoutMinutes is \(sdkMaxTimeoutMinutes); give 5 to 99 minutes (the 3-D Secure minimum is 5)."
                )
            }
            try uiCustomization?.validate()
        }
        var result = try await checkoutSession.tokenize(checkoutSessionId: checkoutSessionId, cardData: cardData)
        guard authenticate else { return result }
        result.authentication = try await authenticator.authenticate(
            sessionPath: "/checkout/sessions/\(Gr4vyURLBuilder.segment(checkoutSessionId))",
            timeoutMinutes: sdkMaxTimeoutMinutes, uiCustomization: uiCustomization, presenter: presenter,
            requestTimeout: cardData.timeout)
        return result
    }

    /// The completion-handler form of
    /// ``tokenize(checkoutSessionId:cardData:sdkMaxTimeoutMinutes:authenticate:uiCustomization:presenter:)``;
    /// `completion` runs on no particular thread.
    public func tokenize(
        checkoutSessionId: String,
        cardData: Gr4vyCardData,
        sdkMaxTimeoutMinutes: Int = 5,
        authenticate: Bool = false,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil,
        presenter: (any ChallengePresenter)? = nil,
        completion: @escaping @Sendable (Result<Gr4vyTokenizeResult, Gr4vyError>) -> Void
    ) {
        Gr4vyCompletion.run(completion) { () async throws(Gr4vyError) in
            try await self.tokenize(
                checkoutSessionId: checkoutSessionId, cardData: cardData, sdkMaxTimeoutMinutes: sdkMaxTimeoutMinutes,
                authenticate: authenticate, uiCustomization: uiCustomization, presenter: presenter)
        }
    }

    /// Whether `seconds` is a finite timeout of at least one second.
    static func isValid(timeout seconds: TimeInterval) -> Bool {
        seconds.isFinite && seconds >= 1
    }
}
