/// `tessera demo`: a tour of what Tessera does, needing no account and no network.
enum DemoCommand {
    /// The command.
    static let spec = CommandSpec(
        name: "demo",
        abstract: "Show Tessera working end to end on this machine.",
        run: { _, console in
            console.out("Tessera demo")
            showCards(on: console)
            try await showSandbox(on: console)
            try await showCardImage(on: console)
            try runJOSE(console)
        }
    )
}
