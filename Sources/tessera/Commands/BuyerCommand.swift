import Gr4vyClient
import TesseraClient

/// `tessera buyer create`: `POST /buyers`.
enum BuyerCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "buyer",
        abstract: "Create buyers, whose stored cards 'payment-methods' lists.",
        subcommands: [Create.spec]
    )

    /// `tessera buyer create`.
    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "create",
            abstract: "Create a buyer and print it as JSON (POST /buyers).",
            discussion: "Example: tessera buyer create --external-identifier user-42 --display-name 'Jane Doe'"
        )

        @Option(
            "--external-identifier", valueName: "id", help: "The merchant's own id of the buyer, e.g. user-42.",
            parser: .nonEmpty)
        var externalIdentifier: String?
        @Option("--display-name", valueName: "name", help: "A name to show.", parser: .nonEmpty) var displayName:
            String?
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            let buyer = Gr4vyBuyerDetails(externalIdentifier: externalIdentifier, displayName: displayName)
            let request = Gr4vyBuyerCreateRequest(
                buyer: buyer, merchantId: request.merchantId, timeout: request.timeout)
            try await ResponseOutput.run(output: output, console) { client in
                try await client.createBuyer(request)
            }
        }
    }
}
