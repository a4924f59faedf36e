/// `tessera card`: card tools (the CardKit branch adds `inspect` and `expiry`; this branch adds `image`).
enum CardCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "card",
        abstract: "Card tools: preview a card image.",
        subcommands: [CardImageCommand.spec]
    )
}
