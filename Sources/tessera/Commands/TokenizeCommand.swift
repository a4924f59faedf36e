import CardKit
import Foundation
import Gr4vyClient
import Sandbox
import TesseraClient

/// `tessera tokenize`: `PUT /checkout/sessions/{id}/fields` (the client app's Tokenize screen).
struct TokenizeCommand: ParsableCommand {
    /// How many digits a card number given to `tokenize` has (the API's rule).
    static let cardLengths = 13...CardNumber.maximumLength
    static let card = Option(
        "--card", valueName: "number", help: "The card number, 13 to 19 digits, or '-' to read it from stdin.",
        parser: .cardNumber(cardLengths)
    ).secret
    static let paymentMethodId = Option(
        "--payment-method-id", valueName: "uuid", help: "A stored payment method.", parser: .uuid
    ).notRemembered
    static let clickToPay = Flag("--click-to-pay", help: "Tokenize Click to Pay data.").notRemembered

    static let configuration = CommandConfiguration(
        name: "tokenize",
        abstract: "Store a card in a checkout session and authenticate it with 3-D Secure.",
        discussion: """
            Give exactly one payment method:
              --card <number> --expiry MM/YY [--cvc <cvc>]          a new card ('--card -' reads it from stdin)
              --test-card <name>                                    a card from 'tessera test-cards'
              --payment-method-id <uuid> [--cvc <cvc>]              a stored payment method
              --click-to-pay --merchant-transaction-id <id> --src-correlation-id <id> --src-dpa-id <id>
                [--src-cx-flow-id <id>]                             Click to Pay
            Then, unless --no-authenticate, the card is authenticated with 3-D Secure against the directory \
            server the API names (the emulator's are built in; add others with --ds-config or \
            'tessera admin set ds-config <file>'). A challenge is shown on the terminal in the --theme's \
            colours (NO_COLOR respected) and answered from the keyboard; without a terminal, script it with \
            --challenge-answer (text and HTML screens), --challenge-select (select screens) or \
            --challenge-cancel; an out-of-band screen continues when any of them is given.
            Prints {"tokenized", "authentication": {"attempted", "type", "transaction_status", "user_cancelled", \
            "timed_out", "failure_reason"}} and exits 0 whenever the card was stored, even if authentication failed \
            or a challenge could not be shown (failure_reason says why).
            The card number and CVC are never printed or stored.
            """,
        rules: [.exactlyOne(card, testCard, paymentMethodId, clickToPay), .exclusive(authenticate, noAuthenticate)]
    )

    @Option("--session", valueName: "uuid", help: "The checkout session's id.", parser: .uuid) var session: String
    @Option(Self.card) var card: String?
    @Option(
        "--expiry", valueName: "MM/YY", help: "The card's expiry.",
        parser: .expiry,
        traits: .notRemembered)
    var expiry: String?
    @Option("--cvc", valueName: "cvc", help: "The 3- or 4-digit security code.", parser: .securityCode, traits: .secret)
    var cvc: String?
    @Option(Self.paymentMethodId) var paymentMethodId: String?
    @Flag(Self.clickToPay) var clickToPay: Bool
    @Option(
        "--merchant-transaction-id", valueName: "id", help: "Click to Pay: the merchant transaction id.",
        parser: .nonEmpty, traits: .notRemembered)
    var transactionId: String?
    @Option(
        "--src-correlation-id", valueName: "id", help: "Click to Pay: the correlation id.", parser: .nonEmpty,
        traits: .notRemembered)
    var correlationId: String?
    @Option(
        "--src-dpa-id", valueName: "id", help: "Click to Pay: the DPA id.", parser: .nonEmpty, traits: .notRemembered)
    var dpaId: String?
    @Option(
        "--src-cx-flow-id", valueName: "id", help: "Click to Pay: the experience flow id.", parser: .nonEmpty,
        traits: .notRemembered)
    var flowId: String?
    @Option("--postal-code", valueName: "code", help: "The billing postal code.", parser: .nonEmpty)
    var postalCode: String?
    @Option(CommonOptions.timeout) var timeoutSeconds: Int?
    @Option(CommonOptions.output) var output: String?
    @Flag(CommonOptions.reset) var reset: Bool
    // The 3-D Secure options (TokenizeCommand+ThreeDS.swift), in the order help lists them.
    @Flag(Self.authenticate) var authenticate: Bool
    @Flag(Self.noAuthenticate) var noAuthenticate: Bool
    @Option(Self.testCard) var testCard: TestCard?
    @Option(Self.theme) var theme: ThemeName?
    @Flag(Self.dark) var dark: Bool
    @Option(Self.sdkTimeout) var sdkTimeout: Int?
    @Option(Self.dsConfig) var dsConfig: String?
    @Option(Self.challengeAnswer) var challengeAnswers: [String]
    @Option(Self.challengeSelect) var challengeSelections: [[String]]
    @Flag(Self.challengeCancel) var challengeCancel: Bool

    func run(on console: Console) async throws {
        let cardData = Gr4vyCardData(paymentMethod: try paymentMethod(), postalCode: postalCode)
        let client = EndpointClient(console: console)
        let settings = try client.settings()
        let challengePresenter = presenter(console: console)
        let threeDS = Gr4vyThreeDSConfiguration(
            additionalDirectoryServers: try directoryServers(settings: settings), presenter: challengePresenter)
        if RememberedForm.filledOptions.contains("--session") { try await announceRememberedSession(client, console) }
        let result = try await client.tokenize(
            TokenizeRequest(
                checkoutSessionId: session, cardData: cardData, authenticate: !noAuthenticate,
                sdkMaxTimeoutMinutes: sdkTimeout ?? 5, uiCustomization: (theme ?? ThemeName.none).customization,
                timeout: timeoutSeconds.map(Double.init)),
            threeDS: threeDS)
        if let reason = result.authentication?.failureReason { console.err("Note: \(reason)") }
        if challengePresenter == nil, let auth = result.authentication, auth.type == "challenge",
            auth.failureReason != nil, !auth.hasTimedOut
        {
            // The card is stored; only the challenge could not be shown, for standard input is not a terminal.
            console.err(
                "Standard input is not a terminal: answer the challenge with --challenge-answer, "
                    + "--challenge-select or --challenge-cancel.")
        }
        if let info = result.authentication?.cardholderInfo { console.err("Issuer: \(info)") }
        try ResponseOutput.emit(result.jsonLine, on: console, to: output)
    }

    /// Says on standard output's first line that the remembered `--session` is used, or refuses it (and forgets it)
    /// when it can no longer pay: a transaction has paid with it, it has expired, or it is gone.
    private func announceRememberedSession(_ client: EndpointClient, _ console: Console) async throws {
        if let problem = try await client.rememberedSessionProblem(id: session, now: WallClock.live.now()) {
            var forms = (try? client.memory.load()) ?? [:]
            forms["tokenize"]?["--session"] = nil
            try? client.memory.save(forms)
            throw CLIError.failure(
                "The remembered checkout session \(session) \(problem), so it is forgotten; "
                    + "create a new one with 'tessera checkout-session create' and give it with --session.")
        }
        console.out("Using the remembered checkout session \(session) ('tessera tokenize --reset' forgets it).")
    }

    /// The payment method the options describe; a ``ValidationError`` for options that do not apply to it.
    func paymentMethod() throws -> Gr4vyPaymentMethod {
        if let testCard {
            guard cvc == nil, expiry == nil else {
                throw ValidationError("\(quoted($cvc, $expiry)) do not apply to \(quoted($testCard)) (it has its own).")
            }
            return .card(
                Gr4vyCardPaymentMethod(
                    number: testCard.number, expirationDate: testCard.expiry(at: WallClock.live.now()),
                    securityCode: testCard.cvc))
        }
        if clickToPay {
            guard cvc == nil, expiry == nil else {
                throw ValidationError("\(quoted($cvc, $expiry)) do not apply to \(quoted($clickToPay)).")
            }
            guard let transactionId, let correlationId, let dpaId else {
                throw ValidationError(
                    "\(quoted($clickToPay)) needs \(quoted($transactionId, $correlationId, $dpaId)).")
            }
            return .clickToPay(
                Gr4vyClickToPayPaymentMethod(
                    merchantTransactionId: transactionId, srcCorrelationId: correlationId, srcDpaId: dpaId,
                    srcCxFlowId: flowId))
        }
        if [transactionId, correlationId, dpaId, flowId].contains(where: { $0 != nil }) {
            throw ValidationError(
                "The \(quoted($transactionId, $correlationId, $dpaId, $flowId)) options need \(quoted($clickToPay)).")
        }
        if let paymentMethodId {
            guard expiry == nil else {
                throw ValidationError("\(quoted($expiry)) does not apply to \(quoted($paymentMethodId)).")
            }
            return .id(Gr4vyIdPaymentMethod(id: paymentMethodId, securityCode: cvc))
        }
        guard let expiry else {
            throw ValidationError("Missing expected option '\($expiry.spec.usage)' for \(quoted($card)).")
        }
        return .card(Gr4vyCardPaymentMethod(number: try cardNumber(), expirationDate: expiry, securityCode: cvc))
    }

    /// The ASCII digits of `--card`, read from standard input for `-`.
    private func cardNumber() throws -> String {
        var raw = card ?? ""
        if raw == "-" { raw = try InputReader.standardInputLine(.cardNumberLine) }
        guard let digits = ValueParser.cardDigits(raw, Self.cardLengths) else {
            throw ValidationError(
                "The card number on stdin must be \(Self.cardLengths.lowerBound) to \(Self.cardLengths.upperBound) "
                    + "digits (spaces and dashes are ignored).")
        }
        return digits
    }
}
