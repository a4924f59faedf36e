import Gr4vyClient
import TesseraClient

/// `tessera payment-methods`: `GET /buyers/payment-methods` (the client app's Payment Methods screen).
struct PaymentMethodsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "payment-methods",
        abstract: "List a buyer's stored payment methods (GET /buyers/payment-methods).",
        discussion: """
            Name the buyer with exactly one of --buyer-id and --buyer-external-identifier. Each method shows \
            its BIN and last four digits: a BIN of up to 8 digits for numbers of 16 digits or more (as the \
            emulator gives), of 6 for shorter ones.
            Example: tessera payment-methods --buyer-external-identifier user-42 --sort-by usage_count
            """,
        rules: [.exactlyOne(CommonOptions.buyerId, CommonOptions.buyerExternalIdentifier)]
    )

    @Option(CommonOptions.buyerId) var buyerId: String?
    @Option(CommonOptions.buyerExternalIdentifier) var buyerExternalIdentifier: String?
    @Option(
        "--sort-by", valueName: "field", help: "last_used_at, usage_count, cit_last_used_at or cit_usage_count.",
        parser: .choice)
    var sortBy: Gr4vySortBy?
    @Option("--order-by", valueName: "order", help: "asc or desc (the API's default).", parser: .choice)
    var orderBy: Gr4vyOrderBy?
    @Option(CommonOptions.country) var country: String?
    @Option(CommonOptions.currency) var currency: String?
    @OptionGroup var request: RequestOptions
    @Option(CommonOptions.output) var output: String?
    @Flag(CommonOptions.reset) var reset: Bool

    func run(on console: Console) async throws {
        let query = Gr4vyBuyersPaymentMethods(
            buyerId: buyerId, buyerExternalIdentifier: buyerExternalIdentifier, sortBy: sortBy, orderBy: orderBy,
            country: country, currency: currency)
        let request = Gr4vyBuyersPaymentMethodsRequest(
            paymentMethods: query, merchantId: request.merchantId, timeout: request.timeout)
        try await ResponseOutput.run(output: output, console) { client in
            do {
                return ItemList(items: try await client.paymentMethods(request))
            } catch let error as Gr4vyError where error.statusCode == 404 {
                try forgetRememberedBuyer(client)
                throw error
            }
        }
    }

    /// Forgets the remembered buyer, and says so, when the API no longer knows it; a buyer given on this
    /// command line is the user's to correct, and is left alone.
    private func forgetRememberedBuyer(_ client: EndpointClient) throws {
        let names = ["--buyer-id", "--buyer-external-identifier"]
        guard let name = names.first(where: RememberedForm.filledOptions.contains) else { return }
        var forms = (try? client.memory.load()) ?? [:]
        forms["payment-methods"]?[name] = nil
        try? client.memory.save(forms)
        throw CLIError.failure(
            "The remembered buyer (\(name) \(buyerId ?? buyerExternalIdentifier ?? "")) no longer exists, so it is "
                + "forgotten; give --buyer-id or --buyer-external-identifier.")
    }
}
