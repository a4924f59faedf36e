import Gr4vyClient

/// `tessera payment-options`: `POST /payment-options` (the client app's Payment Options screen).
enum PaymentOptionsCommand {
    /// The command.
    static let spec = CommandSpec(
        name: "payment-options",
        abstract: "List the payment options for a checkout (POST /payment-options).",
        discussion: """
            Example: tessera payment-options --currency USD --amount 1299 --country US --metadata order=42 \\
              --cart-item '{"name":"Shoe","quantity":1,"unit_amount":1299}'
            """,
        options: [
            CommonOptions.metadata,
            .value("--country", valueName: "code", help: "The buyer's ISO 3166 country, e.g. US."),
            .value("--currency", valueName: "code", help: "The ISO 4217 currency, e.g. USD."),
            .value("--amount", valueName: "integer", help: "The amount in the smallest unit, e.g. 1299."),
            .value("--locale", valueName: "locale", help: "The locale of labels (default: en)."),
            .value(
                "--cart-item", valueName: "json",
                help: "A cart item as JSON with the API's fields (repeatable).", repeatable: true),
            CommonOptions.merchantId,
            CommonOptions.timeout,
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            let request = Gr4vyPaymentOptionRequest(
                merchantId: try arguments.text("--merchant-id"),
                metadata: try arguments.metadata(),
                country: try arguments.text("--country"),
                currency: try arguments.text("--currency"),
                amount: try arguments.integer("--amount"),
                locale: try arguments.text("--locale") ?? "en",
                cartItems: try arguments.cartItems(),
                timeout: try arguments.requestTimeout())
            try await ResponseOutput.run(console: console) { gr4vy async throws(Gr4vyError) in
                try await gr4vy.paymentOptions.list(request: request)
            }
        }
    )
}
