/// The `tessera` command and every subcommand it has.
enum RootCommand {
    /// The command tree.
    static let spec = CommandSpec(
        name: "tessera",
        abstract: "Payment cards: card input and preview, 3-D Secure tokenization and a digital wallet.",
        discussion: """
            Every remote party is emulated on this machine; start with 'tessera demo'.
            Add --debug (or set TESSERA_DEBUG=1) to any command to log its HTTP exchanges, redacted, to stderr.
            """,
        subcommands: [
            DemoCommand.spec,
            CardCommand.spec,
            SandboxCommand.spec,
            CheckoutSessionCommand.spec,
            AdminCommand.spec, PaymentOptionsCommand.spec, CardDetailsCommand.spec, PaymentMethodsCommand.spec,
            TokenizeCommand.spec,
            JOSECommand.spec,
            WalletCommand.spec,
        ]
    )
}
