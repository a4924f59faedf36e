import Gr4vyClient

/// `tessera buyer create`: `POST /buyers`.
enum BuyerCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "buyer",
        abstract: "Create buyers, whose stored cards 'payment-methods' lists.",
        subcommands: [create]
    )

    static let externalIdentifier = Option.text(
        "--external-identifier", valueName: "id", help: "The merchant's own id of the buyer, e.g. user-42.")
    static let displayName = Option.text("--display-name", valueName: "name", help: "A name to show.")

    static let create = CommandSpec(
        name: "create",
        abstract: "Create a buyer and print it as JSON (POST /buyers).",
        discussion: "Example: tessera buyer create --external-identifier user-42 --display-name 'Jane Doe'",
        options: [
            externalIdentifier, displayName, CommonOptions.merchantId, CommonOptions.timeout, CommonOptions.output,
        ],
        run: { arguments, console in
            let buyer = Gr4vyBuyerDetails(
                externalIdentifier: try arguments[externalIdentifier], displayName: try arguments[displayName])
            let request = Gr4vyBuyerCreateRequest(
                buyer: buyer, merchantId: try arguments[CommonOptions.merchantId], timeout: try arguments.timeout())
            try await ResponseOutput.run(arguments, console) { gr4vy in
                try await gr4vy.buyers.create(request: request)
            }
        }
    )
}
