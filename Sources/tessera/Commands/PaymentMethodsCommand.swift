import Gr4vyClient

/// `tessera payment-methods`: `GET /buyers/payment-methods` (the client app's Payment Methods screen).
enum PaymentMethodsCommand {
    /// The command.
    static let spec = CommandSpec(
        name: "payment-methods",
        abstract: "List a buyer's stored payment methods (GET /buyers/payment-methods).",
        discussion: "Example: tessera payment-methods --buyer-external-identifier user-42 --sort-by usage_count",
        options: [
            .value("--buyer-id", valueName: "uuid", help: "The buyer's id."),
            .value("--buyer-external-identifier", valueName: "id", help: "The merchant's own id of the buyer."),
            .value(
                "--sort-by", valueName: "field",
                help: "last_used_at, usage_count, cit_last_used_at or cit_usage_count."),
            .value("--order-by", valueName: "order", help: "asc or desc (the API's default)."),
            .value("--country", valueName: "code", help: "Only methods for this ISO country."),
            .value("--currency", valueName: "code", help: "Only methods for this ISO currency."),
            CommonOptions.merchantId,
            CommonOptions.timeout,
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 0)
            let buyerId = try arguments.text("--buyer-id")
            let externalIdentifier = try arguments.text("--buyer-external-identifier")
            guard buyerId != nil || externalIdentifier != nil else {
                throw CLIError.usage(
                    "Name the buyer with '--buyer-id <uuid>' or '--buyer-external-identifier <id>'.",
                    commandPath: arguments.commandPath)
            }
            let query = Gr4vyBuyersPaymentMethods(
                buyerId: buyerId,
                buyerExternalIdentifier: externalIdentifier,
                sortBy: try arguments.choice("--sort-by", of: Gr4vySortBy.self),
                orderBy: try arguments.choice("--order-by", of: Gr4vyOrderBy.self),
                country: try arguments.text("--country"),
                currency: try arguments.text("--currency"))
            let request = Gr4vyBuyersPaymentMethodsRequest(
                paymentMethods: query, merchantId: try arguments.text("--merchant-id"),
                timeout: try arguments.requestTimeout())
            try await ResponseOutput.run(console: console) { gr4vy async throws(Gr4vyError) in
                try await gr4vy.paymentMethods.list(request: request)
            }
        }
    )
}
