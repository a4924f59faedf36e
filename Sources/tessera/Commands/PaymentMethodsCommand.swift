import Gr4vyClient

/// `tessera payment-methods`: `GET /buyers/payment-methods` (the client app's Payment Methods screen).
enum PaymentMethodsCommand {
    static let sortBy = Option(
        "--sort-by", valueName: "field", help: "last_used_at, usage_count, cit_last_used_at or cit_usage_count.",
        parser: ValueParser<Gr4vySortBy>.choice)
    static let orderBy = Option(
        "--order-by", valueName: "order", help: "asc or desc (the API's default).",
        parser: ValueParser<Gr4vyOrderBy>.choice)

    /// The command.
    static let spec = CommandSpec(
        name: "payment-methods",
        abstract: "List a buyer's stored payment methods (GET /buyers/payment-methods).",
        discussion: """
            Name the buyer with exactly one of --buyer-id and --buyer-external-identifier. Each method shows \
            its BIN and last four digits: a BIN of up to 8 digits for numbers of 16 digits or more (as the \
            emulator gives), of 6 for shorter ones.
            Example: tessera payment-methods --buyer-external-identifier user-42 --sort-by usage_count
            """,
        options: [
            CommonOptions.buyerId, CommonOptions.buyerExternalIdentifier, sortBy, orderBy,
            CommonOptions.country, CommonOptions.currency, CommonOptions.merchantId, CommonOptions.timeout,
            CommonOptions.output, CommonOptions.reset,
        ],
        rules: [.exactlyOne(CommonOptions.buyerId, CommonOptions.buyerExternalIdentifier)],
        run: { arguments, console in
            let query = Gr4vyBuyersPaymentMethods(
                buyerId: try arguments[CommonOptions.buyerId],
                buyerExternalIdentifier: try arguments[CommonOptions.buyerExternalIdentifier],
                sortBy: try arguments[sortBy],
                orderBy: try arguments[orderBy],
                country: try arguments[CommonOptions.country],
                currency: try arguments[CommonOptions.currency])
            let request = Gr4vyBuyersPaymentMethodsRequest(
                paymentMethods: query, merchantId: try arguments[CommonOptions.merchantId],
                timeout: try arguments.timeout())
            try await ResponseOutput.run(arguments, console) { gr4vy in
                ItemList(items: try await gr4vy.paymentMethods.list(request: request))
            }
        }
    )
}
