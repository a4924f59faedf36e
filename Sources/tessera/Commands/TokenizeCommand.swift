import CardKit
import Foundation
import Gr4vyClient
import Sandbox

/// `tessera tokenize`: `PUT /checkout/sessions/{id}/fields` (the client app's Tokenize screen).
enum TokenizeCommand {
    static let session = Option("--session", valueName: "uuid", help: "The checkout session's id.", parser: .uuid)
        .required
    /// How many digits a card number given to `tokenize` has (the API's rule).
    static let cardLengths = 13...CardNumber.maximumLength
    static let card = Option(
        "--card", valueName: "number", help: "The card number, 13 to 19 digits, or '-' to read it from stdin.",
        parser: .cardNumber(cardLengths)
    ).secret
    static let expiry = Option(
        "--expiry", valueName: "MM/YY", help: "The card's expiry.",
        parser: ValueParser(expected: "MM/YY, e.g. 01/30") { text in isExpiry(text) ? text : nil }
    ).notRemembered
    static let cvc = Option(
        "--cvc", valueName: "cvc", help: "The 3- or 4-digit security code.", parser: .securityCode
    ).secret
    static let paymentMethodId = Option(
        "--payment-method-id", valueName: "uuid", help: "A stored payment method.", parser: .uuid
    ).notRemembered
    static let clickToPay = Flag("--click-to-pay", help: "Tokenize Click to Pay data.")
    static let transactionId = Option.text(
        "--merchant-transaction-id", valueName: "id", help: "Click to Pay: the merchant transaction id."
    ).notRemembered
    static let correlationId = Option.text(
        "--src-correlation-id", valueName: "id", help: "Click to Pay: the correlation id."
    ).notRemembered
    static let dpaId = Option.text("--src-dpa-id", valueName: "id", help: "Click to Pay: the DPA id.").notRemembered
    static let flowId = Option.text(
        "--src-cx-flow-id", valueName: "id", help: "Click to Pay: the experience flow id."
    ).notRemembered
    static let postalCode = Option.text("--postal-code", valueName: "code", help: "The billing postal code.")

    /// The command.
    static let spec = CommandSpec(
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
        options: [
            session, card, expiry, cvc, paymentMethodId, clickToPay, transactionId, correlationId, dpaId, flowId,
            postalCode, CommonOptions.timeout, CommonOptions.output, CommonOptions.reset,
        ] + threeDSOptions,
        rules: [.exactlyOne(card, testCard, paymentMethodId, clickToPay), .exclusive(authenticate, noAuthenticate)],
        run: { arguments, console in
            let cardData = Gr4vyCardData(
                paymentMethod: try paymentMethod(arguments), postalCode: try arguments[postalCode])
            let id = try arguments.required(session)
            let settings = try SettingsStore().load()
            let challengePresenter = try presenter(arguments, console: console)
            let threeDS = Gr4vyThreeDSConfiguration(
                additionalDirectoryServers: try directoryServers(arguments, settings: settings),
                presenter: challengePresenter)
            let gr4vy = try ClientFactory.makeClient(
                settings: settings, console: console, timeout: try arguments.timeout(), threeDS: threeDS)
            let result = try await gr4vy.tokenize(
                checkoutSessionId: id, cardData: cardData, sdkMaxTimeoutMinutes: try arguments[sdkTimeout] ?? 5,
                authenticate: !(try arguments[noAuthenticate]),
                uiCustomization: (try arguments[theme] ?? ThemeName.none).customization)
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
            try ResponseOutput.emit(result.jsonLine, on: console, to: try arguments[CommonOptions.output])
        }
    )

    /// The payment method the options describe; a usage error for options that do not apply to it.
    static func paymentMethod(_ arguments: ParsedArguments) throws -> Gr4vyPaymentMethod {
        if let card = try arguments[testCard] {
            guard try arguments[cvc] == nil, try arguments[expiry] == nil else {
                throw arguments.usage("\(quoted(cvc, expiry)) do not apply to \(quoted(testCard)) (it has its own).")
            }
            return .card(
                Gr4vyCardPaymentMethod(
                    number: card.number, expirationDate: card.expiry(at: WallClock.live.now()), securityCode: card.cvc))
        }
        let clickToPayIds = [
            try arguments[transactionId], try arguments[correlationId], try arguments[dpaId], try arguments[flowId],
        ]
        if try arguments[clickToPay] {
            guard try arguments[cvc] == nil, try arguments[expiry] == nil else {
                throw arguments.usage("\(quoted(cvc, expiry)) do not apply to \(quoted(clickToPay)).")
            }
            guard let transaction = clickToPayIds[0], let correlation = clickToPayIds[1], let dpa = clickToPayIds[2]
            else {
                throw arguments.usage("\(quoted(clickToPay)) needs \(quoted(transactionId, correlationId, dpaId)).")
            }
            return .clickToPay(
                Gr4vyClickToPayPaymentMethod(
                    merchantTransactionId: transaction, srcCorrelationId: correlation, srcDpaId: dpa,
                    srcCxFlowId: clickToPayIds[3]))
        }
        if clickToPayIds.contains(where: { $0 != nil }) {
            throw arguments.usage(
                "The \(quoted(transactionId, correlationId, dpaId, flowId)) options need \(quoted(clickToPay)).")
        }
        if let stored = try arguments[paymentMethodId] {
            guard try arguments[expiry] == nil else {
                throw arguments.usage("\(quoted(expiry)) does not apply to \(quoted(paymentMethodId)).")
            }
            return .id(Gr4vyIdPaymentMethod(id: stored, securityCode: try arguments[cvc]))
        }
        guard let expiration = try arguments[expiry] else {
            throw arguments.usage("Missing expected option '\(expiry.spec.usage)' for \(quoted(card)).")
        }
        return .card(
            Gr4vyCardPaymentMethod(
                number: try cardNumber(arguments), expirationDate: expiration, securityCode: try arguments[cvc]))
    }

    /// The ASCII digits of `--card`, read from standard input for `-`.
    private static func cardNumber(_ arguments: ParsedArguments) throws -> String {
        var raw = try arguments[card] ?? ""
        if raw == "-" { raw = try InputReader.standardInputLine(.cardNumberLine) }
        guard let digits = ValueParser.cardDigits(raw, cardLengths) else {
            throw arguments.usage(
                "The card number on stdin must be \(cardLengths.lowerBound) to \(cardLengths.upperBound) digits "
                    + "(spaces and dashes are ignored).")
        }
        return digits
    }

    /// Whether `text` is an `MM/YY` date with a month of 01 to 12, read by CardKit's parser; whether the
    /// card has expired is the server's call.
    private static func isExpiry(_ text: String) -> Bool {
        let reason = ExpiryDate.validate(mmyy: text, now: WallClock.live.currentMonth()).reason
        return reason != .expiryFormat && reason != .expiryMonth
    }
}
