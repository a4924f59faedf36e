import Foundation
import Gr4vyClient
import TesseraClient

/// `tessera card-details`: `GET /card-details` (the client app's Card Details screen).
struct CardDetailsCommand: ParsableCommand {
    static let bin = Option(
        "--bin", valueName: "digits", help: "The first 6 to 8 digits of the card number.", parser: .bin
    ).secret
    static let paymentMethodId = Option(
        "--payment-method-id", valueName: "uuid", help: "A stored payment method instead of a BIN.", parser: .uuid)

    static let configuration = CommandConfiguration(
        name: "card-details",
        abstract: "Look up a card's type, scheme and required fields (GET /card-details).",
        discussion: "Example: tessera card-details --currency USD --bin 42424242 --intent capture --merchant-initiated",
        rules: [.exclusive(bin, paymentMethodId)]
    )

    @Option(CommonOptions.currency) var currency: String
    @Option(CommonOptions.amount) var amount: Int?
    @Option(Self.bin) var bin: String?
    @Option(CommonOptions.country) var country: String?
    @Option("--intent", valueName: "intent", help: "authorize (the API's default) or capture.", parser: .choice)
    var intent: Gr4vyPaymentIntent?
    @Flag("--is-subsequent-payment", help: "Send is_subsequent_payment=true.") var isSubsequentPayment: Bool
    @Flag("--merchant-initiated", help: "Send merchant_initiated=true.") var merchantInitiated: Bool
    @Option(CommonOptions.metadata) var metadata: [(String, String)]
    @Option(Self.paymentMethodId) var paymentMethodId: String?
    @Option(
        "--payment-source", valueName: "source", help: "ecommerce, moto, recurring, installment or card_on_file.",
        parser: .choice)
    var paymentSource: Gr4vyPaymentSource?
    @Option(CommonOptions.timeout) var timeoutSeconds: Int?
    @Option(CommonOptions.output) var output: String?
    @Flag(CommonOptions.reset) var reset: Bool

    func run(on console: Console) async throws {
        let details = Gr4vyCardDetails(
            currency: currency, amount: amount.map(String.init), bin: bin, country: country,
            intent: intent?.rawValue, isSubsequentPayment: isSubsequentPayment ? true : nil,
            merchantInitiated: merchantInitiated ? true : nil,
            metadata: try metadataDictionary(metadata).map(EndpointForm.jsonString), paymentMethodId: paymentMethodId,
            paymentSource: paymentSource?.rawValue)
        let request = Gr4vyCardDetailsRequest(cardDetails: details, timeout: timeoutSeconds.map(Double.init))
        try await ResponseOutput.run(output: output, console) { client in
            try await client.cardDetails(request)
        }
    }
}
