import Gr4vyClient

/// `tessera checkout-session`: create a checkout session (POST /checkout/sessions) or read one back.
enum CheckoutSessionCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "checkout-session",
        abstract: "Create checkout sessions to tokenize cards into, and read them back.",
        subcommands: [create, get]
    )

    static let ephemeral = Flag(
        "--ephemeral", help: "Use an in-memory emulator, whatever the settings say (the session is gone at exit).")
    static let displayName = Option.text(
        "--buyer-display-name", valueName: "name", help: "The buyer's name to show (needs a buyer option).")
    static let expiresIn = Option(
        "--expires-in", valueName: "seconds", help: "The session's lifetime, 3600 to 86400 (the API's default 3600).",
        parser: .integer(in: 3600...86_400, expected: "a whole number of seconds from 3600 to 86400"))

    static let create = CommandSpec(
        name: "create",
        abstract: "Create a checkout session and print it as JSON; its 'id' is what tokenize needs.",
        discussion: """
            The session is created where the settings point ('tessera admin show'): by default the emulator \
            on this machine, whose state every tessera run shares. --buyer-external-identifier sends the \
            buyer's details inline (the API's guest buyer); the request has no buyer id.
            """,
        options: [
            CommonOptions.amount, CommonOptions.currency, CommonOptions.country, CommonOptions.metadata,
            CommonOptions.cartItem, CommonOptions.buyerExternalIdentifier, displayName, expiresIn,
            CommonOptions.merchantId, CommonOptions.timeout, ephemeral, CommonOptions.output,
        ],
        run: { arguments, console in
            let externalIdentifier = try arguments[CommonOptions.buyerExternalIdentifier]
            let name = try arguments[displayName]
            if name != nil, externalIdentifier == nil {
                throw arguments.usage("'--buyer-display-name' needs '--buyer-external-identifier'.")
            }
            let session = Gr4vyCheckoutSessionCreate(
                amount: try arguments[CommonOptions.amount], currency: try arguments[CommonOptions.currency],
                country: try arguments[CommonOptions.country], metadata: try arguments.metadata(),
                cartItems: try arguments.all(CommonOptions.cartItem).nilIfEmpty,
                buyer: externalIdentifier.map { Gr4vyBuyerDetails(externalIdentifier: $0, displayName: name) },
                expiresIn: try arguments[expiresIn])
            let request = Gr4vyCheckoutSessionCreateRequest(
                session: session, merchantId: try arguments[CommonOptions.merchantId],
                timeout: try arguments.timeout())
            try await ResponseOutput.run(arguments, console, ephemeral: try arguments[ephemeral]) { gr4vy in
                try await gr4vy.checkoutSession.create(request: request)
            }
        }
    )

    static let sessionId = ArgumentSpec(name: "session-id", help: "The checkout session's id (a UUID).")

    static let get = CommandSpec(
        name: "get",
        abstract: "Print a checkout session as JSON (GET /checkout/sessions/{id}).",
        arguments: [sessionId],
        options: [CommonOptions.merchantId, CommonOptions.timeout, CommonOptions.output],
        run: { arguments, console in
            let id = try arguments.uuid(sessionId)
            let merchantId = try arguments[CommonOptions.merchantId]
            let timeout = try arguments.timeout()
            try await ResponseOutput.run(arguments, console) { gr4vy in
                try await gr4vy.checkoutSession.get(checkoutSessionId: id, merchantId: merchantId, timeout: timeout)
            }
        }
    )
}

extension Array {
    /// Nil for an empty array, so that an option never given is left out of a request body.
    var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
