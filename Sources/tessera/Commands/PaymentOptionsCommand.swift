import Gr4vyClient

/// `tessera payment-options`: `POST /payment-options` (the client app's Payment Options screen).
enum PaymentOptionsCommand {
    static let locale = Option(
        "--locale", valueName: "tag", help: "The BCP 47 language of labels, e.g. en or pt-BR (default: en).",
        parser: .locale)

    /// The command.
    static let spec = CommandSpec(
        name: "payment-options",
        abstract: "List the payment options for a checkout (POST /payment-options).",
        discussion: """
            Example: tessera payment-options --currency USD --amount 1299 --country US --metadata order=42 \\
              --cart-item '{"name":"Shoe","quantity":1,"unit_amount":1299}'
            """,
        options: [
            CommonOptions.metadata, CommonOptions.country, CommonOptions.currency, CommonOptions.amount, locale,
            CommonOptions.cartItem, CommonOptions.merchantId, CommonOptions.timeout, CommonOptions.output,
            CommonOptions.reset,
        ],
        run: { arguments, console in
            let request = Gr4vyPaymentOptionRequest(
                merchantId: try arguments[CommonOptions.merchantId],
                metadata: try arguments.metadata() ?? [:],
                country: try arguments[CommonOptions.country],
                currency: try arguments[CommonOptions.currency],
                amount: try arguments[CommonOptions.amount],
                locale: try arguments[locale] ?? "en",
                cartItems: try arguments.all(CommonOptions.cartItem).nilIfEmpty,
                timeout: try arguments.timeout())
            try await ResponseOutput.run(arguments, console) { gr4vy in
                ItemList(items: try await gr4vy.paymentOptions.list(request: request))
            }
        }
    )
}
