import CardKit
import Checkout
import Foundation
import Gr4vyClient
import TesseraCore
import ThreeDS

/// Seed 000's submit through the Gr4vy API: a `CardTokenizer` that tokenizes the card into a new checkout
/// session with EMV 3-D Secure, then authorises a transaction paid with that session.
///
/// Give it to `Checkout` through `CheckoutEnvironment.tokenizer` and `submit()` runs
/// `onPostTokenisation`, `onPreAuthorisation`, the transaction and `onPostAuthorisation`, as the seed describes.
/// A declined or failed transaction reaches `onPostAuthorisation` with `isAuthorised == false`; a failure before
/// it (the network, a cancelled or timed-out challenge, an issuer that did not authenticate the cardholder)
/// reaches `onSubmitError` as a ``Gr4vyCardTokenizerError``. No message holds the card number.
public struct Gr4vyCardTokenizer: CardTokenizer {
    /// The client the card is tokenized and paid through (the app's: any server, the emulator included).
    public let gr4vy: Gr4vy
    /// The amount in minor units the checkout session is made for, and paid unless `onPreAuthorisation` says.
    public var amount: Int
    /// The ISO 4217 currency of ``amount``.
    public var currency: String
    /// Whether the card is authenticated with 3-D Secure after it is stored (the default).
    public var authenticate: Bool
    /// How long a challenge may take, in minutes (5 to 99).
    public var sdkMaxTimeoutMinutes: Int
    /// The challenge screens' theme.
    public var uiCustomization: Gr4vyThreeDSUiCustomizationMap?
    /// Shows a challenge; nil uses the client's `Gr4vyThreeDSConfiguration.presenter`.
    public var presenter: (any ChallengePresenter)?
    /// Told what each tokenize gave (whether the card was stored, and how 3-D Secure went), before it is judged.
    public var onTokenized: (@Sendable (Gr4vyTokenizeResult) -> Void)?

    /// A tokenizer paying `amount` `currency` through `gr4vy`.
    public init(
        gr4vy: Gr4vy, amount: Int, currency: String, authenticate: Bool = true, sdkMaxTimeoutMinutes: Int = 5,
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil, presenter: (any ChallengePresenter)? = nil,
        onTokenized: (@Sendable (Gr4vyTokenizeResult) -> Void)? = nil
    ) {
        self.gr4vy = gr4vy
        self.amount = amount
        self.currency = currency
        self.authenticate = authenticate
        self.sdkMaxTimeoutMinutes = sdkMaxTimeoutMinutes
        self.uiCustomization = uiCustomization
        self.presenter = presenter
        self.onTokenized = onTokenized
    }

    /// Creates a checkout session, stores `card` in it and authenticates it; the token's id is the session's.
    ///
    /// - Throws: ``Gr4vyCardTokenizerError``.
    public func tokenize(_ card: CardDetails) async throws -> CardToken {
        let session: Gr4vyCheckoutSession
        let result: Gr4vyTokenizeResult
        do {
            session = try await gr4vy.checkoutSession.create(
                request: Gr4vyCheckoutSessionCreateRequest(
                    session: Gr4vyCheckoutSessionCreate(amount: amount, currency: currency)))
            let method = Gr4vyCardPaymentMethod(
                number: card.number,
                expirationDate: String(format: "%02d/%02d", card.expiryMonth, card.expiryYear % 100),
                securityCode: card.cvc.isEmpty ? nil : card.cvc)
            let data = Gr4vyCardData(paymentMethod: .card(method))
            if let presenter {
                result = try await gr4vy.tokenize(
                    checkoutSessionId: session.id, cardData: data, presenter: presenter,
                    sdkMaxTimeoutMinutes: sdkMaxTimeoutMinutes, authenticate: authenticate,
                    uiCustomization: uiCustomization)
            } else {
                result = try await gr4vy.tokenize(
                    checkoutSessionId: session.id, cardData: data, sdkMaxTimeoutMinutes: sdkMaxTimeoutMinutes,
                    authenticate: authenticate, uiCustomization: uiCustomization)
            }
        } catch {
            throw Gr4vyCardTokenizerError.request("Tokenizing the card", error)
        }
        onTokenized?(result)
        if let authentication = result.authentication { try Self.check(authentication) }
        let brand = CardBrandCatalog.standard.detect(card.number).brand
        return CardToken(id: session.id, brand: brand?.displayName, last4: String(card.number.suffix(4)))
    }

    /// Creates a transaction paid with the checkout session `token` names, for the amount and currency of
    /// `transaction` where it gives them (else ``amount`` and ``currency``); the session id is its idempotency
    /// key, so a retry pays once.
    ///
    /// A failure that leaves the outcome unknown (no answer, a lost or unreadable answer, a 5xx) is retried with
    /// the same key up to ``authoriseAttempts`` times, so a payment the service made is found instead of being
    /// reported as failed; only the API's refusal (a 4xx) is final at once.
    ///
    /// - Throws: ``Gr4vyCardTokenizerError/request(_:_:)`` when the API refuses the request (nothing was
    ///   charged), ``Gr4vyCardTokenizerError/outcomeUnknown(_:)`` when no attempt got an answer.
    public func authorise(_ token: CardToken, transaction: TransactionInitiationData) async throws
        -> AuthorisationResult
    {
        let request = Gr4vyTransactionCreateRequest(
            transaction: Gr4vyTransactionCreate(
                amount: transaction.amountMinorUnits ?? amount, currency: transaction.currency ?? currency,
                paymentMethod: .checkoutSession(id: token.id), externalIdentifier: transaction.merchantReference),
            idempotencyKey: "checkout-" + token.id)
        var attempt = 1
        while true {
            do {
                let created = try await gr4vy.transactions.create(request: request)
                return AuthorisationResult(
                    isAuthorised: Self.authorisedStatuses.contains(created.status ?? ""), transactionId: created.id)
            } catch let error as Gr4vyError {
                if case .httpError(let status, _, _) = error, (400..<500).contains(status) {
                    throw Gr4vyCardTokenizerError.request("Authorising the payment", error)
                }
                guard attempt < Self.authoriseAttempts else {
                    throw Gr4vyCardTokenizerError.outcomeUnknown(Gr4vyCardTokenizerError.detail(of: error))
                }
            } catch {
                guard attempt < Self.authoriseAttempts else {
                    throw Gr4vyCardTokenizerError.outcomeUnknown(Gr4vyCardTokenizerError.detail(of: error))
                }
            }
            attempt += 1
        }
    }

    /// How many times ``authorise(_:transaction:)`` asks before it reports the outcome as unknown.
    public static let authoriseAttempts = 3

    /// The transaction statuses that mean the amount was authorised (or captured at once).
    static let authorisedStatuses: Set<String> = ["authorization_succeeded", "capture_succeeded", "capture_pending"]

    /// Throws when 3-D Secure was attempted and did not authenticate the cardholder; a card whose
    /// authentication was not attempted (no version for it) is left to the processor.
    static func check(_ authentication: Gr4vyAuthentication) throws {
        guard authentication.attempted else { return }
        if authentication.hasCancelled { throw Gr4vyCardTokenizerError.challengeCancelled }
        if authentication.hasTimedOut {
            throw Gr4vyCardTokenizerError.notAuthenticated(
                authentication.failureReason ?? "The challenge timed out.")
        }
        switch authentication.transactionStatus {
        case "Y", "A": return
        case let status?:
            throw Gr4vyCardTokenizerError.notAuthenticated(
                "The card issuer did not authenticate the cardholder (3-D Secure status \(status))."
                    + (authentication.cardholderInfo.map { " \($0)" } ?? ""))
        case nil:
            throw Gr4vyCardTokenizerError.notAuthenticated(
                authentication.failureReason ?? "3-D Secure ended without a status.")
        }
    }
}
