import CardKit
import Foundation
import Sandbox

/// `tessera test-cards [--json]`: the emulator's 3-D Secure test cards.
enum TestCardsCommand {
    static let json = Flag(
        "--json", help: "Print the cards as a JSON array of {name, scheme, number, expiry, cvc, flow}.")

    /// The command.
    static let spec = CommandSpec(
        name: "test-cards",
        abstract: "List the emulator's test cards and how 3-D Secure treats each.",
        discussion: """
            The ten cards of Gr4vy's sample app (frictionless with CVC 123, a one-time code challenge with \
            CVC 456: the code 1234 passes) and the emulator's scenario cards: every other transaction status, \
            each challenge UI type, a challenge that never completes, and ACS faults. 'flow' is the \
            authentication type a tokenize reports: frictionless, challenge or error. The numbers are public \
            test data; they work only against the emulator.
            """,
        options: [json],
        run: { arguments, console in
            let now = WallClock.live.now()
            let rows = TestCard.all.map { Row($0, now: now) }
            if try arguments[json] {
                try CardCommand.printJSON(rows, on: console)
            } else {
                console.out(table(rows))
            }
        }
    )

    /// One card as printed.
    struct Row: Encodable {
        let name, scheme, number, expiry, cvc, flow: String

        init(_ card: TestCard, now: Date) {
            (name, scheme, number, expiry, cvc, flow) =
                (card.name, card.scheme, card.number, card.expiry(at: now), card.cvc, card.flow.rawValue)
        }
    }

    private static func table(_ rows: [Row]) -> String {
        TextTable.render(
            header: ["NAME", "SCHEME", "NUMBER", "EXPIRY", "CVC", "FLOW"],
            rows: rows.map { [$0.name, $0.scheme, $0.number, $0.expiry, $0.cvc, $0.flow] })
    }
}
