/// The `tessera` command and every subcommand it has.
enum RootCommand {
    /// The command tree.
    static let spec = CommandSpec(
        name: "tessera",
        abstract: "Payment cards: card inspection and the card preview, and a Gr4vy API client with its emulator.",
        discussion: """
            Every remote party is emulated on this machine; start with 'tessera demo'. API commands go through \
            the Gr4vy client; add --debug (or set TESSERA_DEBUG=1) to log their HTTP exchanges, redacted, to \
            stderr. Planned, not built yet: 3-D Secure challenges and the digital-card wallet.
            """,
        subcommands: [
            DemoCommand.spec,
            CardCommand.spec,
            SandboxCommand.spec,
            AdminCommand.spec,
            CheckoutSessionCommand.spec,
            BuyerCommand.spec,
            PaymentOptionsCommand.spec,
            CardDetailsCommand.spec,
            PaymentMethodsCommand.spec,
            TokenizeCommand.spec,
            JOSECommand.spec,
            TestCardsCommand.spec,
            ThreeDSCommand.spec,
            WalletCommand.spec,
        ]
    )
}
