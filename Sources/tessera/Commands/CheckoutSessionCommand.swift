import Gr4vyClient
import TesseraClient

/// `tessera checkout-session`: create a checkout session (POST /checkout/sessions) or read one back.
enum CheckoutSessionCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "checkout-session",
        abstract: "Create checkout sessions to tokenize cards into, and read them back.",
        subcommands: [Create.spec, Get.spec]
    )

    /// `tessera checkout-session create`.
    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "create",
            abstract: "Create a checkout session and print it as JSON; its 'id' is what tokenize needs.",
            discussion: """
                The session is created where the settings point ('tessera admin show'): by default the emulator \
                on this machine, whose state every tessera run shares. --buyer-external-identifier sends the \
                buyer's details inline (the API's guest buyer); the request has no buyer id (Gr4vy's CheckoutSessionUpdate \
                schema has none): give a stored buyer's id to 'tessera transaction create --buyer-id'.
                """
        )

        @Option(CommonOptions.amount) var amount: Int?
        @Option(CommonOptions.currency) var currency: String?
        @Option(CommonOptions.country) var country: String?
        @Option(CommonOptions.metadata) var metadata: [(String, String)]
        @Option(CommonOptions.cartItem) var cartItems: [Gr4vyPaymentOptionCartItem]
        @Option(CommonOptions.buyerExternalIdentifier) var externalIdentifier: String?
        @Option(
            "--buyer-display-name", valueName: "name", help: "The buyer's name to show (needs a buyer option).",
            parser: .nonEmpty)
        var displayName: String?
        @Option(
            "--expires-in", valueName: "seconds",
            help: "The session's lifetime, 3600 to 86400 (the API's default 3600).",
            parser: .integer(in: 3600...86_400, expected: "a whole number of seconds from 3600 to 86400"))
        var expiresIn: Int?
        @OptionGroup var request: RequestOptions
        @Flag(
            "--ephemeral",
            help: "Use an in-memory emulator, whatever the settings say (the session is gone at exit).")
        var ephemeral: Bool
        @Option(CommonOptions.output) var output: String?

        func validate() throws {
            if displayName != nil, externalIdentifier == nil {
                throw ValidationError("'--buyer-display-name' needs '--buyer-external-identifier'.")
            }
        }

        func run(on console: Console) async throws {
            let session = Gr4vyCheckoutSessionCreate(
                amount: amount, currency: currency, country: country, metadata: try metadataDictionary(metadata),
                cartItems: cartItems.nilIfEmpty,
                buyer: externalIdentifier.map { Gr4vyBuyerDetails(externalIdentifier: $0, displayName: displayName) },
                expiresIn: expiresIn)
            let request = Gr4vyCheckoutSessionCreateRequest(
                session: session, merchantId: request.merchantId, timeout: request.timeout)
            try await ResponseOutput.run(output: output, console, ephemeral: ephemeral) { client in
                try await client.createCheckoutSession(request)
            }
        }
    }

    /// `tessera checkout-session get <session-id>`.
    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "get", abstract: "Print a checkout session as JSON (GET /checkout/sessions/{id}).")

        @Argument("session-id", help: "The checkout session's id (a UUID).", parser: .uuid) var id: String
        @OptionGroup var request: RequestOptions
        @Option(CommonOptions.output) var output: String?

        func run(on console: Console) async throws {
            try await ResponseOutput.run(output: output, console) { [id, request] client in
                try await client.checkoutSession(id: id, merchantId: request.merchantId, timeout: request.timeout)
            }
        }
    }
}

extension Array {
    /// Nil for an empty array, so that an option never given is left out of a request body.
    var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
