/// The `tessera` command and every subcommand it has.
enum RootCommand {
    /// The command tree.
    static let spec = CommandSpec(
        name: "tessera",
        abstract:
            "Payment cards: card inspection, the card preview, a Gr4vy API client with 3-D Secure, a wallet, an emulator.",
        discussion: """
            Every remote party is emulated on this machine; start with 'tessera demo'. API commands go through \
            the Gr4vy client; add --debug (or set TESSERA_DEBUG=1) to log their HTTP exchanges, redacted, to \
            stderr. 'tessera checkout' is the interactive new-card form; 'tessera wallet' the digital wallet.
            """,
        subcommands: [
            DemoCommand.spec,
            CardCommand.spec,
            SandboxCommand.spec,
            AdminCommand.spec,
            CheckoutSessionCommand.spec,
            BuyerCommand.spec,
            TransactionCommand.spec,
            PaymentOptionsCommand.spec,
            CardDetailsCommand.spec,
            PaymentMethodsCommand.spec,
            TokenizeCommand.spec,
            CheckoutCommand.spec,
            JOSECommand.spec,
            TestCardsCommand.spec,
            ThreeDSCommand.spec,
            WalletCommand.spec,
        ] + appCommands
    )

    #if canImport(TesseraApp)
        /// `tessera app`.
        static let appCommands = [AppCommand.spec]
    #else
        /// None: the fuzz package compiles these sources without `TesseraApp`, a target of Tessera's and not a
        /// product it can depend on (see Fuzz/Package.swift).
        static let appCommands: [CommandSpec] = []
    #endif
}
