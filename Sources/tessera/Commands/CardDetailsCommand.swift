import Foundation
import Gr4vyClient

/// `tessera card-details`: `GET /card-details` (the client app's Card Details screen).
enum CardDetailsCommand {
    static let bin = Option(
        "--bin", valueName: "digits", help: "The first 6 to 8 digits of the card number.",
        parser: ValueParser(expected: "6 to 8 digits, the start of the card number") { text in
            Gr4vyCardDetails.isValid(bin: text) ? text : nil
        }
    ).secret
    static let intent = Option(
        "--intent", valueName: "intent", help: "authorize (the API's default) or capture.",
        parser: ValueParser<Gr4vyPaymentIntent>.choice)
    static let subsequent = Flag("--is-subsequent-payment", help: "Send is_subsequent_payment=true.")
    static let merchantInitiated = Flag("--merchant-initiated", help: "Send merchant_initiated=true.")
    static let paymentMethodId = Option(
        "--payment-method-id", valueName: "uuid", help: "A stored payment method instead of a BIN.", parser: .uuid)
    static let paymentSource = Option(
        "--payment-source", valueName: "source", help: "ecommerce, moto, recurring, installment or card_on_file.",
        parser: ValueParser<Gr4vyPaymentSource>.choice)

    /// Metadata as the one JSON string `GET /card-details` takes, keys sorted.
    enum JSONMetadata {
        static func string(_ metadata: [String: String]) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(metadata)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// The command.
    static let spec = CommandSpec(
        name: "card-details",
        abstract: "Look up a card's type, scheme and required fields (GET /card-details).",
        discussion: "Example: tessera card-details --currency USD --bin 42424242 --intent capture --merchant-initiated",
        options: [
            CommonOptions.currency.required, CommonOptions.amount, bin, CommonOptions.country, intent, subsequent,
            merchantInitiated, CommonOptions.metadata, paymentMethodId, paymentSource, CommonOptions.timeout,
            CommonOptions.output, CommonOptions.reset,
        ],
        rules: [.exclusive(bin, paymentMethodId)],
        run: { arguments, console in
            let details = Gr4vyCardDetails(
                currency: try arguments.required(CommonOptions.currency),
                amount: try arguments[CommonOptions.amount].map(String.init),
                bin: try arguments[bin],
                country: try arguments[CommonOptions.country],
                intent: try arguments[intent]?.rawValue,
                isSubsequentPayment: try arguments[subsequent] ? true : nil,
                merchantInitiated: try arguments[merchantInitiated] ? true : nil,
                metadata: try arguments.metadata().map(JSONMetadata.string),
                paymentMethodId: try arguments[paymentMethodId],
                paymentSource: try arguments[paymentSource]?.rawValue)
            let request = Gr4vyCardDetailsRequest(cardDetails: details, timeout: try arguments.timeout())
            try await ResponseOutput.run(arguments, console) { gr4vy in
                try await gr4vy.cardDetails.get(request: request)
            }
        }
    )
}
