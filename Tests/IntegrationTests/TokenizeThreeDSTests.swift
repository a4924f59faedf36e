import Foundation
import Gr4vyClient
import Sandbox
import Synchronization
import TesseraCore
import TesseraTestSupport
import Testing
import ThreeDS

/// `Gr4vy.tokenize(authenticate: true)` — the real ThreeDS SDK against the real emulator (DS and ACS), in
/// process and over loopback HTTP: frictionless, each challenge UI type answered by a scripted presenter,
/// wrong answers, cancel, and the version call's failure.
@Suite struct TokenizeThreeDSTests {
    /// A client whose SDK keeps its app id in memory.
    static func client(_ emulator: Emulator) throws -> Gr4vy {
        try Gr4vy(
            gr4vyId: "tessera", token: emulator.token, server: .sandbox, timeout: 10,
            session: try Gr4vyTransportSession(transport: emulator.transport, baseURL: emulator.baseURL),
            threeDS: Gr4vyThreeDSConfiguration(appIDStore: InMemorySDKAppIDStore()))
    }

    static func tokenize(
        _ cardName: String, on kind: EmulatorKind, actions: [ChallengeAction] = [],
        uiCustomization: Gr4vyThreeDSUiCustomizationMap? = nil
    ) async throws -> (Gr4vyTokenizeResult, [ChallengeScreen]) {
        let card = try #require(TestCard.named(cardName))
        let emulator = try Emulator(kind)
        defer { Task { await emulator.stop() } }
        let session = try await emulator.newSession()
        let presenter = ScriptedChallengePresenter(actions)
        let result = try await client(emulator).tokenize(
            checkoutSessionId: session,
            cardData: Gr4vyCardData(
                paymentMethod: .card(
                    Gr4vyCardPaymentMethod(
                        number: card.number, expirationDate: card.expiry(at: emulator.clock.now()),
                        securityCode: card.cvc))),
            presenter: presenter, sdkMaxTimeoutMinutes: 5, authenticate: true, uiCustomization: uiCustomization)
        return (result, await presenter.presentedScreens)
    }

    @Test(arguments: EmulatorKind.allCases, ["visa-frictionless", "amex-frictionless", "jcb-frictionless"])
    func frictionlessCardsAuthenticateWithY(kind: EmulatorKind, card: String) async throws {
        let (result, screens) = try await Self.tokenize(card, on: kind)
        #expect(result.tokenized)
        #expect(
            result.authentication
                == Gr4vyAuthentication(
                    attempted: true, type: "frictionless", transactionStatus: "Y", cardholderInfo: nil))
        #expect(screens.isEmpty)
    }

    @Test(arguments: EmulatorKind.allCases)
    func rejectedFrictionlessKeepsTheCardholderInfo(kind: EmulatorKind) async throws {
        let (result, _) = try await Self.tokenize("frictionless-r-rejected", on: kind)
        #expect(result.authentication?.transactionStatus == "R")
        #expect(result.authentication?.cardholderInfo?.isEmpty == false)
    }

    @Test(arguments: EmulatorKind.allCases)
    func errorIndicatorStillTokenizes(kind: EmulatorKind) async throws {
        let (result, _) = try await Self.tokenize("authentication-error", on: kind)
        #expect(result.tokenized)
        #expect(result.authentication?.type == "error")
        #expect(result.authentication?.attempted == true)
    }

    /// One challenge per UI type, answered as the emulator's ACS expects, ends in Y; the screen is themed.
    @Test(
        arguments: EmulatorKind.allCases,
        [
            ("visa-challenge", ACSUIType.text, ChallengeAction.submitText("1234")),
            ("ui-02-single-select", .singleSelect, .submitSelection(["1"])),
            ("ui-03-multi-select", .multiSelect, .submitSelection(["1", "3"])),
            ("ui-04-out-of-band", .outOfBand, .continueOutOfBand),
            ("ui-05-html", .html, .submitHTMLForm(["otp": "1234"])),
        ])
    func eachUITypeCompletesWithY(kind: EmulatorKind, challenge: (String, ACSUIType, ChallengeAction)) async throws {
        let (result, screens) = try await Self.tokenize(
            challenge.0, on: kind, actions: [challenge.2], uiCustomization: .redBlue)
        #expect(
            result.authentication
                == Gr4vyAuthentication(attempted: true, type: "challenge", transactionStatus: "Y", cardholderInfo: nil))
        #expect(screens.map(\.uiType) == [challenge.1])
        #expect(screens.first?.customization.toolbar?.headerText == "Secure Checkout")
    }

    @Test(arguments: EmulatorKind.allCases)
    func wrongCodeEndsWithN(kind: EmulatorKind) async throws {
        let (result, _) = try await Self.tokenize("mastercard-challenge", on: kind, actions: [.submitText("0000")])
        #expect(result.authentication?.transactionStatus == "N")
        #expect(result.authentication?.hasCancelled == false)
    }

    @Test(arguments: EmulatorKind.allCases)
    func cancelSetsTheFlag(kind: EmulatorKind) async throws {
        let (result, _) = try await Self.tokenize("diners-challenge", on: kind, actions: [.cancel])
        #expect(result.tokenized)
        #expect(result.authentication?.hasCancelled == true)
        #expect(result.authentication?.type == "challenge")
    }

    @Test func resendShowsTheScreenAgain() async throws {
        let (result, screens) = try await Self.tokenize(
            "ui-01-text", on: .inProcess, actions: [.resend, .submitText("1234")])
        #expect(result.authentication?.transactionStatus == "Y")
        #expect(screens.count == 2)
    }

    @Test func aBadACSSignatureEndsWithoutAStatusAndSaysWhy() async throws {
        let (result, screens) = try await Self.tokenize("acs-bad-signature", on: .inProcess, actions: [.cancel])
        #expect(result.authentication?.attempted == true)
        #expect(result.authentication?.transactionStatus == nil)
        #expect(result.authentication?.failureReason?.isEmpty == false)
        #expect(screens.isEmpty)
    }

    /// Without a presenter the card stays stored, and the result says which challenge was not shown.
    @Test func aChallengeWithoutAPresenterKeepsTheCardTokenized() async throws {
        let emulator = try Emulator(.inProcess)
        let session = try await emulator.newSession()
        let result = try await Self.client(emulator).tokenize(
            checkoutSessionId: session,
            cardData: Gr4vyCardData(
                paymentMethod: .card(
                    Gr4vyCardPaymentMethod(number: "4024007189449340", expirationDate: "01/30", securityCode: "456"))),
            authenticate: true)
        #expect(result.tokenized)
        #expect(result.authentication?.type == "challenge" && result.authentication?.transactionStatus == nil)
        #expect(result.authentication?.failureReason?.contains("UI type 01") == true)
        #expect(result.authentication?.failureReason?.contains("4024007189449340") == false)
    }

    /// A challenge nobody answers times out after the SDK's minutes and says so in one sentence; the card stays
    /// tokenized. (The clock's deadlines have always passed, so no test time is spent waiting.)
    @Test func anUnansweredChallengeTimesOutAndSaysAfterHowLong() async throws {
        let emulator = try Emulator(.inProcess)
        let session = try await emulator.newSession()
        let gr4vy = try Gr4vyCardTokenizerTests.client(
            emulator, challengeClock: Gr4vyCardTokenizerTests.deadlinePassed)
        let result = try await gr4vy.tokenize(
            checkoutSessionId: session,
            cardData: Gr4vyCardData(
                paymentMethod: .card(
                    Gr4vyCardPaymentMethod(number: "4024007189449340", expirationDate: "01/30", securityCode: "456"))),
            presenter: Gr4vyCardTokenizerTests.Absent(), sdkMaxTimeoutMinutes: 7, authenticate: true)
        #expect(result.tokenized)
        #expect(result.authentication?.hasTimedOut == true && result.authentication?.transactionStatus == nil)
        #expect(result.authentication?.failureReason == "The challenge timed out after 7 minutes.")
        #expect(
            result.jsonLine.contains(
                #""timed_out": true, "failure_reason": "The challenge timed out after 7 minutes.""#))
    }

    /// A failed version call (here: a session with no card can't have one) gives attempted false with the reason.
    @Test func aFailedVersionCallIsNotAttempted() async throws {
        let emulator = try Emulator(.inProcess)
        let session = try await emulator.newSession()
        let result = try await Self.client(emulator).tokenize(
            checkoutSessionId: session,
            cardData: Gr4vyCardData(
                paymentMethod: .clickToPay(
                    Gr4vyClickToPayPaymentMethod(merchantTransactionId: "m", srcCorrelationId: "c", srcDpaId: "d"))),
            authenticate: true)
        #expect(result.tokenized)
        #expect(result.authentication?.attempted == false)
        #expect(result.authentication?.failureReason?.contains("version call failed") == true)
    }

    /// The sample app turns seconds into minutes (120 s → 2): the SDK sends any value, Tessera keeps the
    /// challenge timeout within 3-D Secure's 5–99 minutes and authenticates.
    @Test(arguments: [0, 2, 4, 100])
    func aTimeoutOutsideFiveToNinetyNineIsKeptWithinAndAuthenticates(minutes: Int) async throws {
        let emulator = try Emulator(.inProcess)
        let result = try await Self.client(emulator).tokenize(
            checkoutSessionId: try await emulator.newSession(),
            cardData: Gr4vyCardData(
                paymentMethod: .card(
                    Gr4vyCardPaymentMethod(number: "4556557955726624", expirationDate: emulator.expiry(yearsAhead: 3)))),
            sdkMaxTimeoutMinutes: minutes, authenticate: true)
        #expect(result.authentication?.transactionStatus == "Y")
        #expect(Gr4vy.challengeMinutes(minutes) == (minutes < 5 ? 5 : 99))
    }

    /// A session that expired before tokenize is a 404 that says so; nothing is authenticated.
    @Test func anExpiredSessionIsANotFoundError() async throws {
        let clock = ManualClock()
        let handler = try SandboxHandler(
            store: SandboxStore.ephemeral(), environment: SandboxEnvironment(clock: clock.clock))
        let gr4vy = try Gr4vy(
            gr4vyId: "tessera", token: try DevelopmentToken.make(now: clock.now, id: UUID(), expiresIn: 86_400),
            server: .sandbox, session: Gr4vyTransportSession(transport: SandboxTransport(handler: handler)),
            threeDS: Gr4vyThreeDSConfiguration(appIDStore: InMemorySDKAppIDStore()))
        let session = try await gr4vy.checkoutSession.create(request: .init(session: .init(currency: "USD")))
        clock.advance(by: 2 * 3600)
        await #expect {
            _ = try await gr4vy.tokenize(
                checkoutSessionId: session.id,
                cardData: Gr4vyCardData(
                    paymentMethod: .card(Gr4vyCardPaymentMethod(number: "4556557955726624", expirationDate: "01/30"))),
                authenticate: true)
        } throws: { error in
            (error as? Gr4vyError)?.statusCode == 404 && "\(error)".contains("expired")
        }
    }
}
