/// `tessera sandbox`: the Gr4vy API emulator — serve it on loopback, mint a development token, print its key or
/// the wallet provider's development credentials.
enum SandboxCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "sandbox",
        abstract: "Run the emulated Gr4vy API on this machine, or print a development token or key for it.",
        discussion: """
            The emulator keeps its sessions, buyers and stored cards in SQLite at \
            $TESSERA_DATA_DIR/sandbox.sqlite (else $XDG_DATA_HOME/tessera/, else ~/.local/share/tessera/), \
            shared by every tessera run.
            """,
        subcommands: [
            Serve.spec, Token.spec, Key.spec, ProviderKey.spec, SandboxWebhooksCommand.spec, SandboxListenCommand.spec,
        ]
    )
}
