import Foundation
import Gr4vyClient
import Sandbox
import TerminalChallenge
import TesseraTestSupport
import Testing
import ThreeDS
import Transport

// Seed 004's "SDK Integration" snippets as the seed writes them (`gr4vy_swift` is `Gr4vyClient`), plus the one
// line the seed's app gets from UIKit: the presenter, `Gr4vyThreeDSConfiguration(presenter:
// TerminalChallengePresenter())`. The emulator's session and a pseudo-terminal are the test's wiring, not the
// seed's: the cardholder types the emulated issuer's code, 1234, on the terminal.

/// Seed 004's client and tokenize-with-3-D-Secure snippets, completing a challenge on a terminal.
@Suite struct Seed004SnippetTests {
    /// The emulator, in process, and a development token for it.
    struct Wiring {
        let session: Gr4vyTransportSession
        let token: String

        init() throws {
            let handler = try SandboxHandler(store: SandboxStore.ephemeral())
            session = try Gr4vyTransportSession(
                transport: SandboxTransport(handler: handler), baseURL: URL(string: "http://127.0.0.1")!)
            token = try DevelopmentToken.make(now: Date(), id: UUID())
        }
    }

    /// "Basic SDK initialization" and "Tokenize with 3DS authentication", verbatim but for the session, the
    /// presenter and the app's state they read; returns what the completion was given.
    static func seedsTokenize(
        serverEnvironment: String, timeout: String, wiring: Wiring, terminal: PseudoTerminal,
        cardData: Gr4vyCardData, checkoutSessionId: (Gr4vy) async throws -> String,
        completion: @escaping @Sendable (Result<Gr4vyTokenizeResult, any Error>) -> Void
    ) async throws -> String? {
        var errorMessage: String?
        let gr4vyID = "tessera"
        let trimmedToken = wiring.token
        let customTheme = Gr4vyThreeDSUiCustomizationMap.redBlue

        let server: Gr4vyServer = serverEnvironment == "production" ? .production : .sandbox
        let timeoutInterval = TimeInterval(Double(timeout) ?? 30.0)

        guard
            let gr4vy = try? Gr4vy(
                gr4vyId: gr4vyID,
                token: trimmedToken,
                server: server,
                timeout: timeoutInterval,
                debugMode: false,
                session: wiring.session,
                threeDS: Gr4vyThreeDSConfiguration(
                    appIDStore: InMemorySDKAppIDStore(),
                    presenter: TerminalChallengePresenter(input: terminal.follower, write: { _ in }))
            )
        else {
            errorMessage = "Failed to configure Gr4vy SDK"
            return errorMessage
        }

        gr4vy.tokenize(
            checkoutSessionId: try await checkoutSessionId(gr4vy),
            cardData: cardData,
            sdkMaxTimeoutMinutes: 5,
            authenticate: true,
            uiCustomization: customTheme
        ) { result in
            switch result {
            case .success:
                // Access tokenizeResult.tokenized and tokenizeResult.authentication
                completion(result)
            case .failure:
                // Handle error
                completion(result)
            }
        }
        return errorMessage
    }

    /// The completion's result, or nil when it has not come within a minute (the test then fails, never hangs).
    /// The bound is cancelled once the completion comes; ten seconds was seen to pass in a full parallel run on
    /// a loaded 2-core machine.
    static func awaitCompletion(
        _ start: (@escaping @Sendable (Result<Gr4vyTokenizeResult, any Error>) -> Void) async throws -> Void
    ) async throws -> Result<Gr4vyTokenizeResult, any Error>? {
        try await withThrowingTaskGroup(of: Result<Gr4vyTokenizeResult, any Error>?.self) { group in
            let (stream, continuation) = AsyncStream.makeStream(of: Result<Gr4vyTokenizeResult, any Error>.self)
            try await start { continuation.yield($0) }
            group.addTask {
                for await result in stream { return result }
                return nil
            }
            group.addTask {
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            continuation.finish()
            return first
        }
    }

    @Test func theSeedsTokenizeCompletesAChallengeOnATerminal() async throws {
        let wiring = try Wiring()
        let terminal = try PseudoTerminal()
        terminal.type("1234\n")
        let card = try #require(TestCard.named("visa-challenge"))
        let cardData = Gr4vyCardData(
            paymentMethod: .card(
                Gr4vyCardPaymentMethod(
                    number: card.number, expirationDate: card.expiry(at: Date()), securityCode: card.cvc)))
        let outcome = try await Self.awaitCompletion { completion in
            let message = try await Self.seedsTokenize(
                serverEnvironment: "sandbox", timeout: "", wiring: wiring, terminal: terminal, cardData: cardData,
                checkoutSessionId: { gr4vy in
                    try await gr4vy.checkoutSession.create(
                        request: Gr4vyCheckoutSessionCreateRequest(
                            session: Gr4vyCheckoutSessionCreate(amount: 1299, currency: "USD"))
                    ).id
                }, completion: completion)
            #expect(message == nil)
        }
        let result = try #require(outcome, "the completion was not called within a minute").get()
        #expect(result.tokenized)
        #expect(result.authentication?.type == "challenge")
        #expect(result.authentication?.transactionStatus == "Y")
        #expect(result.jsonLine.contains(#""user_cancelled": false, "timed_out": false"#))
    }
}
