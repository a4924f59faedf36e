import CardKit
import Checkout
import Foundation
import Gr4vyCheckout
import Gr4vyClient
import Sandbox
import Synchronization
import TesseraCore
import Testing
import ThreeDS
import Transport

/// Seed 000's `submit()` with ``Gr4vyCardTokenizer`` against the real emulator: the hooks run in the seed's order
/// around a real checkout session, 3-D Secure and transaction, and every way a payment fails reaches the hook the
/// seed names, with no card number in any message.
@MainActor
@Suite struct Gr4vyCardTokenizerTests {
    /// What the hooks were told, in order.
    final class Hooks: Sendable {
        let events = Mutex<[String]>([])
        let errors = Mutex<[SubmitError]>([])
        let results = Mutex<[AuthorisationResult]>([])

        @MainActor func config(amount: Int? = nil) -> CardSubmitComponentConfig {
            var config = CardSubmitComponentConfig()
            config.onPostTokenisation = { token in self.events.withLock { $0.append("postTokenisation \(token.last4)") }
            }
            config.onPreAuthorisation = { _ in
                self.events.withLock { $0.append("preAuthorisation") }
                return TransactionInitiationData(
                    amountMinorUnits: amount, currency: "USD", merchantReference: "order-7")
            }
            config.onPostAuthorisation = { result in
                self.events.withLock { $0.append("postAuthorisation \(result.isAuthorised)") }
                self.results.withLock { $0.append(result) }
            }
            config.onSubmitError = { error in
                self.events.withLock { $0.append("submitError") }
                self.errors.withLock { $0.append(error) }
            }
            return config
        }
    }

    /// A client of `emulator` (or of `transport`) whose SDK keeps its app id in memory.
    nonisolated static func client(
        _ emulator: Emulator, transport: (any HTTPTransport)? = nil, challengeClock: WallClock? = nil
    ) throws -> Gr4vy {
        try Gr4vy(
            gr4vyId: "tessera", token: emulator.token, server: .sandbox, timeout: 10,
            session: try Gr4vyTransportSession(transport: transport ?? emulator.transport, baseURL: emulator.baseURL),
            threeDS: Gr4vyThreeDSConfiguration(
                appIDStore: InMemorySDKAppIDStore(),
                environment: challengeClock.map { ThreeDSEnvironment(transport: emulator.transport, clock: $0) }))
    }

    /// A challenge clock at the real time whose deadlines have always passed: a challenge times out at once.
    nonisolated static let deadlinePassed = WallClock(
        now: { Date() }, uptime: { WallClock.live.uptime() }, sleepUntil: { _ in })

    /// A cardholder who never answers: waits until the SDK's timeout cancels the wait (bounded at a minute).
    struct Absent: ChallengePresenter {
        var appearance: ChallengeAppearance { .light }
        func present(_ screen: ChallengeScreen) async throws -> ChallengeAction {
            try await Task.sleep(nanoseconds: 60_000_000_000)
            return .cancel
        }
    }

    /// Types test card `name` into a new-card form whose submit pays through `tokenizer`, submits it, and
    /// returns the outcome.
    static func submit(
        _ name: String, emulator: Emulator, tokenizer: Gr4vyCardTokenizer, hooks: Hooks, amount: Int? = nil
    ) async throws -> SubmitOutcome {
        let card = try #require(TestCard.named(name))
        let checkout = Checkout(environment: CheckoutEnvironment(tokenizer: tokenizer))
        let form =
            try checkout.create(.newCard, componentConfig: NewCardComponentConfig(submit: hooks.config(amount: amount)))
            as! NewCardComponent
        form.cardNumberComponent.type(card.number)
        form.cardExpiryDateComponent.type(card.expiry(at: WallClock.live.now()).filter(\.isNumber))
        form.cardCvcComponent.type(card.cvc)
        form.cardHolderNameComponent.type("Jane Doe")
        return await form.submit()
    }

    @Test func aFrictionlessCardIsTokenizedAuthenticatedAndAuthorisedInTheSeedsOrder() async throws {
        let emulator = try Emulator(.inProcess)
        let gr4vy = try Self.client(emulator)
        let tokenized = Mutex<[Gr4vyTokenizeResult]>([])
        let tokenizer = Gr4vyCardTokenizer(
            gr4vy: gr4vy, amount: 1299, currency: "USD",
            onTokenized: { result in tokenized.withLock { $0.append(result) } })
        let hooks = Hooks()
        let outcome = try await Self.submit(
            "visa-frictionless", emulator: emulator, tokenizer: tokenizer, hooks: hooks, amount: 2500)
        #expect(
            hooks.events.withLock { $0 } == ["postTokenisation 6624", "preAuthorisation", "postAuthorisation true"])
        guard case .authorised(let result) = outcome else {
            Issue.record("expected an authorisation, got \(outcome)")
            return
        }
        #expect(result.isAuthorised)
        #expect(tokenized.withLock { $0.first?.authentication?.transactionStatus } == "Y")
        // The emulator holds the transaction: the amount onPreAuthorisation chose, paid with the session.
        let transaction = try await gr4vy.transactions.get(transactionId: result.transactionId)
        #expect(transaction.status == "authorization_succeeded" && transaction.amount == 2500)
        #expect(transaction.currency == "USD" && transaction.checkoutSessionId?.isEmpty == false)
    }

    @Test func aChallengeAnsweredByThePresenterIsAuthorised() async throws {
        let emulator = try Emulator(.inProcess)
        let presenter = ScriptedChallengePresenter([.submitText("1234")])
        let tokenizer = Gr4vyCardTokenizer(
            gr4vy: try Self.client(emulator), amount: 1299, currency: "USD", presenter: presenter)
        let hooks = Hooks()
        let outcome = try await Self.submit("visa-challenge", emulator: emulator, tokenizer: tokenizer, hooks: hooks)
        guard case .authorised(let result) = outcome else {
            Issue.record("expected an authorisation, got \(outcome)")
            return
        }
        #expect(result.isAuthorised)
        #expect(await presenter.presentedScreens.count == 1)
    }

    /// A declined card reaches onPostAuthorisation (not the error callback), as the seed's AuthorisationResult.
    @Test func aDeclinedCardReachesOnPostAuthorisation() async throws {
        let emulator = try Emulator(.inProcess)
        let tokenizer = Gr4vyCardTokenizer(gr4vy: try Self.client(emulator), amount: 1299, currency: "USD")
        let hooks = Hooks()
        _ = try await Self.submit("declined-insufficient-funds", emulator: emulator, tokenizer: tokenizer, hooks: hooks)
        #expect(
            hooks.events.withLock { $0 } == ["postTokenisation 0003", "preAuthorisation", "postAuthorisation false"])
        #expect(hooks.results.withLock { $0.first?.transactionId.isEmpty } == false)
    }

    /// Every failure before authorisation reaches onSubmitError as the seed's SubmitError, says what happened, never
    /// holds the card number, and authorises nothing.
    @Test(arguments: ["cancelled challenge", "timed-out challenge", "network error", "not authenticated"])
    func aFailureBeforeAuthorisationReachesTheErrorCallback(failure: String) async throws {
        let emulator = try Emulator(.inProcess)
        let card: String
        let tokenizer: Gr4vyCardTokenizer
        let said: String
        switch failure {
        case "cancelled challenge":
            card = "visa-challenge"
            tokenizer = Gr4vyCardTokenizer(
                gr4vy: try Self.client(emulator), amount: 1299, currency: "USD",
                presenter: ScriptedChallengePresenter([.cancel]))
            said = "The 3-D Secure challenge was cancelled; nothing was charged."
        case "timed-out challenge":
            card = "visa-challenge"
            tokenizer = Gr4vyCardTokenizer(
                gr4vy: try Self.client(emulator, challengeClock: Self.deadlinePassed), amount: 1299, currency: "USD",
                presenter: Absent())
            said = "The card was not authenticated: The challenge timed out after 5 minutes. Nothing was charged."
        case "network error":
            card = "visa-frictionless"
            tokenizer = Gr4vyCardTokenizer(
                gr4vy: try Self.client(emulator, transport: Unreachable()), amount: 1299, currency: "USD")
            said = "Tokenizing the card failed:"
        default:
            card = "frictionless-r-rejected"
            tokenizer = Gr4vyCardTokenizer(gr4vy: try Self.client(emulator), amount: 1299, currency: "USD")
            said = "3-D Secure status R"
        }
        let hooks = Hooks()
        let outcome = try await Self.submit(card, emulator: emulator, tokenizer: tokenizer, hooks: hooks)
        let number = try #require(TestCard.named(card)).number
        #expect(hooks.events.withLock { $0 } == ["submitError"])
        let error = try #require(hooks.errors.withLock { $0.first })
        #expect(error.message.contains(said), "\(error.message)")
        #expect(!error.description.contains(number) && !"\(outcome)".contains(number))
        #expect(!error.message.contains(String(number.suffix(10))), "no long run of the number either")
    }

    /// The answer to the payment is lost once: the tokenizer asks again with the same idempotency key, finds the
    /// payment the service made, and reports it authorised; the session was charged once.
    @Test func aLostAnswerToThePaymentIsAskedAgainAndChargesOnce() async throws {
        let emulator = try Emulator(.inProcess)
        let losing = LosesPaymentAnswers(emulator.transport, losses: 1)
        let gr4vy = try Self.client(emulator, transport: losing)
        let tokenizer = Gr4vyCardTokenizer(gr4vy: gr4vy, amount: 1299, currency: "USD")
        let hooks = Hooks()
        let outcome = try await Self.submit("visa-frictionless", emulator: emulator, tokenizer: tokenizer, hooks: hooks)
        guard case .authorised(let result) = outcome else {
            Issue.record("expected an authorisation, got \(outcome)")
            return
        }
        #expect(result.isAuthorised)
        #expect(losing.paymentsSent.withLock { $0 } == 2)
        let made = try await gr4vy.transactions.get(transactionId: result.transactionId)
        let session = try #require(made.checkoutSessionId)
        let list = try await gr4vy.transactions.list(
            request: Gr4vyTransactionListRequest(checkoutSessionId: session))
        #expect(list.items.count == 1, "one charge for the session, whatever the retries")
    }

    /// Every answer to the payment is lost: the user is told the outcome is unknown and not to submit again (a new
    /// submit would pay with a new session), never that it failed; the service holds one charge.
    @Test func everyAnswerLostSaysTheOutcomeIsUnknownNotFailed() async throws {
        let emulator = try Emulator(.inProcess)
        let losing = LosesPaymentAnswers(emulator.transport, losses: .max)
        let tokenizer = Gr4vyCardTokenizer(
            gr4vy: try Self.client(emulator, transport: losing), amount: 1299, currency: "USD")
        let hooks = Hooks()
        _ = try await Self.submit("visa-frictionless", emulator: emulator, tokenizer: tokenizer, hooks: hooks)
        #expect(hooks.events.withLock { $0 } == ["postTokenisation 6624", "preAuthorisation", "submitError"])
        let error = try #require(hooks.errors.withLock { $0.first })
        #expect(error.message.contains("outcome is not known") && error.message.contains("Do not submit again"))
        #expect(!error.message.contains("submit again."), "\(error.message)")
        #expect(losing.paymentsSent.withLock { $0 } == Gr4vyCardTokenizer.authoriseAttempts)
        let list = try await Self.client(emulator).transactions.list(request: Gr4vyTransactionListRequest())
        #expect(list.items.count == 1)
    }

    /// Hands every request to the emulator, but throws away the answer to the first `losses` `POST /transactions`,
    /// as a connection dropped after the service acted.
    final class LosesPaymentAnswers: HTTPTransport {
        let base: any HTTPTransport
        let losses: Int
        let paymentsSent = Locked(0)

        init(_ base: any HTTPTransport, losses: Int) {
            self.base = base
            self.losses = losses
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let response = try await base.send(request)
            guard request.method == .post, request.url.path == "/transactions" else { return response }
            let sent = paymentsSent.withLock { count in
                count += 1
                return count
            }
            if sent <= losses { throw URLError(.networkConnectionLost) }
            return response
        }
    }

    /// A transport that cannot reach the host, as when the network is down.
    struct Unreachable: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw URLError(.notConnectedToInternet)
        }
    }
}
