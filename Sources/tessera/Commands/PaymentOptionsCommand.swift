import Gr4vyClient
import TesseraClient

/// `tessera payment-options`: `POST /payment-options` (the client app's Payment Options screen).
struct PaymentOptionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "payment-options",
        abstract: "List the payment options for a checkout (POST /payment-options).",
        discussion: """
            Example: tessera payment-options --currency USD --amount 1299 --country US --metadata order=42 \\
              --cart-item '{"name":"Shoe","quantity":1,"unit_amount":1299}'
            """
    )

    @Option(CommonOptions.metadata) var metadata: [(String, String)]
    @Option(CommonOptions.country) var country: String?
    @Option(CommonOptions.currency) var currency: String?
    @Option(CommonOptions.amount) var amount: Int?
    @Option(
        "--locale", valueName: "tag", help: "The BCP 47 language of labels, e.g. en or pt-BR (default: en).",
        parser: .locale)
    var locale = "en"
    @Option(CommonOptions.cartItem) var cartItems: [Gr4vyPaymentOptionCartItem]
    @OptionGroup var request: RequestOptions
    @Option(CommonOptions.output) var output: String?
    @Flag(CommonOptions.reset) var reset: Bool

    func run(on console: Console) async throws {
        let request = Gr4vyPaymentOptionRequest(
            merchantId: request.merchantId, metadata: try metadataDictionary(metadata) ?? [:], country: country,
            currency: currency, amount: amount, locale: locale, cartItems: cartItems.nilIfEmpty,
            timeout: request.timeout)
        try await ResponseOutput.run(output: output, console) { client in
            ItemList(items: try await client.paymentOptions(request))
        }
    }
}
