import CardKit
import Foundation
import Gr4vyClient

/// `tessera tokenize`: `PUT /checkout/sessions/{id}/fields` (the client app's Tokenize screen).
enum TokenizeCommand {
    /// The command.
    static let spec = CommandSpec(
        name: "tokenize",
        abstract: "Store a card, a stored method's CVC or Click to Pay data in a checkout session.",
        discussion: """
            Give exactly one payment method:
              --card <number> --expiry MM/YY [--cvc <cvc>]          a new card ('--card -' reads it from stdin)
              --payment-method-id <uuid> [--cvc <cvc>]              a stored payment method
              --click-to-pay --merchant-transaction-id <id> --src-correlation-id <id> --src-dpa-id <id>
                [--src-cx-flow-id <id>]                             Click to Pay
            The card number and CVC are never printed or stored.
            """,
        options: [
            .value("--session", valueName: "id", help: "The checkout session id (required)."),
            .value("--card", valueName: "number", help: "The card number, 13 to 19 digits, or '-' for stdin."),
            .value("--expiry", valueName: "MM/YY", help: "The card's expiry."),
            .value("--cvc", valueName: "cvc", help: "The 3- or 4-digit security code."),
            .value("--payment-method-id", valueName: "uuid", help: "A stored payment method."),
            .flag("--click-to-pay", help: "Tokenize Click to Pay data."),
            .value("--merchant-transaction-id", valueName: "id", help: "Click to Pay: the merchant transaction id."),
            .value("--src-correlation-id", valueName: "id", help: "Click to Pay: the correlation id."),
            .value("--src-dpa-id", valueName: "id", help: "Click to Pay: the DPA id."),
            .value("--src-cx-flow-id", valueName: "id", help: "Click to Pay: the experience flow id."),
            .value("--postal-code", valueName: "code", help: "The billing postal code."),
            CommonOptions.timeout,
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            guard let session = try arguments.text("--session") else {
                throw CLIError.usage("Missing '--session <id>'.", commandPath: arguments.commandPath)
            }
            let cardData = Gr4vyCardData(
                paymentMethod: try paymentMethod(arguments), postalCode: try arguments.text("--postal-code"),
                timeout: try arguments.requestTimeout())
            try await ResponseOutput.run(console: console) { gr4vy async throws(Gr4vyError) in
                try await gr4vy.tokenize(checkoutSessionId: session, cardData: cardData)
            }
        }
    )

    /// The payment method the options describe; a usage error unless exactly one kind is given.
    static func paymentMethod(_ arguments: ParsedArguments) throws -> Gr4vyPaymentMethod {
        let card = arguments.value("--card") != nil
        let stored = arguments.value("--payment-method-id") != nil
        let clickToPay = arguments.flag("--click-to-pay")
        guard [card, stored, clickToPay].filter({ $0 }).count == 1 else {
            throw usage("Give exactly one of '--card', '--payment-method-id' or '--click-to-pay'.", arguments)
        }
        if clickToPay {
            guard arguments.value("--cvc") == nil, arguments.value("--expiry") == nil else {
                throw usage("'--cvc' and '--expiry' do not apply to '--click-to-pay'.", arguments)
            }
            return .clickToPay(
                Gr4vyClickToPayPaymentMethod(
                    merchantTransactionId: try required("--merchant-transaction-id", arguments),
                    srcCorrelationId: try required("--src-correlation-id", arguments),
                    srcDpaId: try required("--src-dpa-id", arguments),
                    srcCxFlowId: try arguments.text("--src-cx-flow-id")))
        }
        let clickToPayOptions = [
            "--merchant-transaction-id", "--src-correlation-id", "--src-dpa-id", "--src-cx-flow-id",
        ]
        if let stray = clickToPayOptions.first(where: { arguments.value($0) != nil }) {
            throw usage("'\(stray)' needs '--click-to-pay'.", arguments)
        }
        let cvc = try securityCode(arguments)
        if stored {
            guard arguments.value("--expiry") == nil else {
                throw usage("'--expiry' does not apply to '--payment-method-id'.", arguments)
            }
            return .id(Gr4vyIdPaymentMethod(id: try required("--payment-method-id", arguments), securityCode: cvc))
        }
        return .card(
            Gr4vyCardPaymentMethod(
                number: try cardNumber(arguments), expirationDate: try expiry(arguments), securityCode: cvc))
    }

    private static func cardNumber(_ arguments: ParsedArguments) throws -> String {
        var raw = arguments.value("--card") ?? ""
        if raw == "-" {
            raw = readLine(strippingNewline: true) ?? ""
        }
        let digits = raw.filter { $0 != " " && $0 != "-" }
        guard (13...19).contains(digits.count), digits.allSatisfy(\.isASCIIDigit) else {
            throw usage("The card number must be 13 to 19 digits (spaces and dashes are ignored).", arguments)
        }
        return digits
    }

    private static func expiry(_ arguments: ParsedArguments) throws -> String {
        guard let expiry = arguments.value("--expiry") else {
            throw usage("Missing '--expiry MM/YY' for '--card'.", arguments)
        }
        // Only the shape is checked here; whether the card has expired is the server's call.
        let reason = ExpiryDate.validate(mmyy: expiry, now: WallClock.live.currentMonth()).reason
        guard reason != .expiryFormat, reason != .expiryMonth else {
            throw usage("Invalid expiry '\(expiry)': expected MM/YY, e.g. 01/30.", arguments)
        }
        return expiry
    }

    private static func securityCode(_ arguments: ParsedArguments) throws -> String? {
        guard let cvc = arguments.value("--cvc") else { return nil }
        guard (3...4).contains(cvc.count), cvc.allSatisfy(\.isASCIIDigit) else {
            throw usage("The CVC must be 3 or 4 digits.", arguments)
        }
        return cvc
    }

    private static func required(_ name: String, _ arguments: ParsedArguments) throws -> String {
        guard let value = try arguments.text(name) else { throw usage("Missing '\(name) <id>'.", arguments) }
        return value
    }

    private static func usage(_ message: String, _ arguments: ParsedArguments) -> CLIError {
        CLIError.usage(message, commandPath: arguments.commandPath)
    }
}
