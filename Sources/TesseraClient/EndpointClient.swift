import Foundation
import Gr4vyClient
import TesseraCore
import ThreeDS

/// The client layer `tessera` and the app share: one typed call per endpoint the CLI offers, each sent with a
/// ``Gr4vy`` client that ``ClientFactory`` makes from the saved settings (the in-process emulator by default).
///
/// Arguments go in already checked (the CLI's options and the app's fields parse them with the same
/// ``ValueParser``s, see ``EndpointForm``); a `Gr4vy…` response comes out, or the ``Gr4vyError`` the SDK threw.
/// Settings that do not make a client throw ``CLIError/failure(_:)`` with the sentence to show.
package struct EndpointClient: Sendable {
    /// Where the SDK's log and the emulator's notes go (`--debug`).
    package var console: Console
    /// The environment the settings, the remembered forms and the emulator's state file come from.
    package var environment: [String: String]
    /// Nil for a command without `--ephemeral`, else whether it was given (an in-memory emulator).
    package var ephemeral: Bool?
    /// The clock a 3-D Secure challenge's timeout runs on, nil for the system clock.
    package var challengeClock: WallClock?

    /// A client layer over the settings `environment` names.
    package init(
        console: Console = Console(), environment: [String: String] = ProcessInfo.processInfo.environment,
        ephemeral: Bool? = nil, challengeClock: WallClock? = nil
    ) {
        self.console = console
        self.environment = environment
        self.ephemeral = ephemeral
        self.challengeClock = challengeClock
    }

    /// The saved settings.
    package func settings() throws(CLIError) -> Settings {
        try SettingsStore(environment: environment).load()
    }

    /// The remembered forms of this environment.
    package var memory: FormMemory { FormMemory(environment: environment) }

    /// A client for the saved settings; `timeout` replaces the saved timeout, `threeDS` configures tokenize.
    package func gr4vy(
        timeout: TimeInterval? = nil, threeDS: Gr4vyThreeDSConfiguration = Gr4vyThreeDSConfiguration()
    ) throws -> Gr4vy {
        try ClientFactory.makeClient(
            settings: try settings(), console: console, ephemeral: ephemeral, timeout: timeout, threeDS: threeDS,
            environment: environment, challengeClock: challengeClock)
    }

    // MARK: Endpoints

    /// `POST /checkout/sessions`.
    package func createCheckoutSession(_ request: Gr4vyCheckoutSessionCreateRequest) async throws
        -> Gr4vyCheckoutSession
    {
        try await gr4vy().checkoutSession.create(request: request)
    }

    /// `GET /checkout/sessions/{id}`.
    package func checkoutSession(id: String, merchantId: String? = nil, timeout: TimeInterval? = nil) async throws
        -> Gr4vyCheckoutSession
    {
        try await gr4vy().checkoutSession.get(checkoutSessionId: id, merchantId: merchantId, timeout: timeout)
    }

    /// Whether a transaction has already paid with the checkout session `id` (`GET /transactions`).
    package func isPaid(checkoutSessionId id: String) async throws -> Bool {
        let list = try await gr4vy().transactions.list(
            request: Gr4vyTransactionListRequest(checkoutSessionId: id, limit: 1))
        return !list.items.isEmpty
    }

    /// Why the checkout session `id`, remembered from an earlier request, can no longer pay, as the end of a
    /// sentence about it ("has already paid for a transaction", "expired at 2026-12-03T10:00:00.000Z", "no longer
    /// exists"), or nil while it can; `now` is the moment its expiry is compared with.
    package func rememberedSessionProblem(id: String, now: Date) async throws -> String? {
        if try await isPaid(checkoutSessionId: id) { return "has already paid for a transaction" }
        let session: Gr4vyCheckoutSession
        do {
            session = try await checkoutSession(id: id)
        } catch let error as Gr4vyError where error.statusCode == 404 {
            return "no longer exists"
        }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        let expiry =
            (try? withFraction.parse(session.expiresAt)) ?? (try? Date.ISO8601FormatStyle().parse(session.expiresAt))
        if let expiry, expiry <= now { return "expired at \(session.expiresAt)" }
        return nil
    }

    /// `POST /buyers`.
    package func createBuyer(_ request: Gr4vyBuyerCreateRequest) async throws -> Gr4vyBuyer {
        try await gr4vy().buyers.create(request: request)
    }

    /// `POST /payment-options`.
    package func paymentOptions(_ request: Gr4vyPaymentOptionRequest) async throws -> [Gr4vyPaymentOption] {
        try await gr4vy().paymentOptions.list(request: request)
    }

    /// `GET /buyers/payment-methods`.
    package func paymentMethods(_ request: Gr4vyBuyersPaymentMethodsRequest) async throws
        -> [Gr4vyBuyersPaymentMethod]
    {
        try await gr4vy().paymentMethods.list(request: request)
    }

    /// `GET /card-details`.
    package func cardDetails(_ request: Gr4vyCardDetailsRequest) async throws -> Gr4vyCardDetailsResponse {
        try await gr4vy().cardDetails.get(request: request)
    }

    /// `PUT /checkout/sessions/{id}/fields`, then 3-D Secure when `tokenize.authenticate`: a challenge is shown by
    /// `presenter` when given, else by the presenter of `threeDS` (none: the result says why it was not shown).
    package func tokenize(
        _ tokenize: TokenizeRequest, threeDS: Gr4vyThreeDSConfiguration, presenter: (any ChallengePresenter)? = nil
    ) async throws -> Gr4vyTokenizeResult {
        let gr4vy = try self.gr4vy(timeout: tokenize.timeout, threeDS: threeDS)
        if let presenter {
            return try await gr4vy.tokenize(
                checkoutSessionId: tokenize.checkoutSessionId, cardData: tokenize.cardData, presenter: presenter,
                sdkMaxTimeoutMinutes: tokenize.sdkMaxTimeoutMinutes, authenticate: tokenize.authenticate,
                uiCustomization: tokenize.uiCustomization)
        }
        return try await gr4vy.tokenize(
            checkoutSessionId: tokenize.checkoutSessionId, cardData: tokenize.cardData,
            sdkMaxTimeoutMinutes: tokenize.sdkMaxTimeoutMinutes, authenticate: tokenize.authenticate,
            uiCustomization: tokenize.uiCustomization)
    }
}

/// The arguments of ``EndpointClient/tokenize(_:threeDS:presenter:)``.
package struct TokenizeRequest: Sendable {
    /// The checkout session to store the card in.
    package var checkoutSessionId: String
    /// The card, stored method or Click to Pay data.
    package var cardData: Gr4vyCardData
    /// Whether to authenticate with 3-D Secure (the sample app's Authenticate toggle, on by default).
    package var authenticate = true
    /// How long the challenge may take, 5 to 99 minutes.
    package var sdkMaxTimeoutMinutes = 5
    /// The challenge screens' theme, nil for none.
    package var uiCustomization: Gr4vyThreeDSUiCustomizationMap?
    /// The request timeout in seconds, nil for the saved one.
    package var timeout: TimeInterval?

    /// A request with the defaults above.
    package init(
        checkoutSessionId: String, cardData: Gr4vyCardData, authenticate: Bool = true, sdkMaxTimeoutMinutes: Int = 5,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil, timeout: TimeInterval? = nil
    ) {
        self.checkoutSessionId = checkoutSessionId
        self.cardData = cardData
        self.authenticate = authenticate
        self.sdkMaxTimeoutMinutes = sdkMaxTimeoutMinutes
        self.uiCustomization = uiCustomization
        self.timeout = timeout
    }
}
