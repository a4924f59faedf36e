import Gr4vyClient

/// `tessera card-details`: `GET /card-details` (the client app's Card Details screen).
enum CardDetailsCommand {
    /// The command.
    static let spec = CommandSpec(
        name: "card-details",
        abstract: "Look up a card's type, scheme and required fields (GET /card-details).",
        discussion: "Example: tessera card-details --currency USD --bin 42424242 --intent capture --merchant-initiated",
        options: [
            .value("--currency", valueName: "code", help: "The ISO 4217 currency (required)."),
            .value("--amount", valueName: "integer", help: "The amount in the smallest unit."),
            .value("--bin", valueName: "digits", help: "The first 6 to 8 digits of the card number."),
            .value("--country", valueName: "code", help: "The buyer's ISO 3166 country."),
            .value("--intent", valueName: "intent", help: "authorize (the API's default) or capture."),
            .flag("--is-subsequent-payment", help: "Send is_subsequent_payment=true."),
            .flag("--merchant-initiated", help: "Send merchant_initiated=true."),
            CommonOptions.metadata,
            .value("--payment-method-id", valueName: "uuid", help: "A stored payment method instead of a BIN."),
            .value(
                "--payment-source", valueName: "source",
                help: "ecommerce, moto, recurring, installment or card_on_file."),
            CommonOptions.timeout,
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            guard let currency = try arguments.text("--currency") else {
                throw CLIError.usage("Missing '--currency <code>'.", commandPath: arguments.commandPath)
            }
            let bin = arguments.value("--bin")
            if let bin, !Gr4vyCardDetails.isValid(bin: bin) {
                // Not echoed: a wrong bin may be a whole card number.
                throw CLIError.usage(
                    "Invalid value for '--bin': expected 6 to 8 digits, the start of the card number.",
                    commandPath: arguments.commandPath)
            }
            let details = Gr4vyCardDetails(
                currency: currency,
                amount: try arguments.integer("--amount"),
                bin: bin,
                country: try arguments.text("--country"),
                intent: try arguments.choice("--intent", of: Gr4vyPaymentIntent.self),
                isSubsequentPayment: arguments.optionalFlag("--is-subsequent-payment"),
                merchantInitiated: arguments.optionalFlag("--merchant-initiated"),
                metadata: try arguments.metadata(),
                paymentMethodId: try arguments.text("--payment-method-id"),
                paymentSource: try arguments.choice("--payment-source", of: Gr4vyPaymentSource.self))
            let request = Gr4vyCardDetailsRequest(cardDetails: details, timeout: try arguments.requestTimeout())
            try await ResponseOutput.run(console: console) { gr4vy async throws(Gr4vyError) in
                try await gr4vy.cardDetails.get(request: request)
            }
        }
    )
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}
