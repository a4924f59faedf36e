import CardKit
import Foundation
import Sandbox
import TesseraClient

/// `tessera test-cards [--json]`: the emulator's test cards, how 3-D Secure treats each and how a
/// transaction paid with it is answered, then the amounts that script a transaction's outcome.
struct TestCardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "test-cards",
        abstract: "List the emulator's test cards, how 3-D Secure treats each and how a transaction is answered.",
        discussion: """
            The ten cards of Gr4vy's sample app (frictionless with CVC 123, a one-time code challenge with \
            CVC 456: the code 1234 passes) and the emulator's scenario cards: every other 3-D Secure status, \
            each challenge UI type, a challenge that never completes, ACS faults, and the outcome cards that \
            decline a transaction (insufficient funds, do not honor, expired card, suspected fraud), fail it, \
            or approve it with an AVS or CVV mismatch. 'flow' is the authentication type a tokenize reports: \
            frictionless, challenge or error; 'outcome' is how POST /transactions answers a payment with the \
            card. The table ends with the amounts (in minor units) that script an outcome whatever the card. \
            The numbers are public test data; they work only against the emulator.
            """
    )

    @Flag("--json", help: "Print the cards as a JSON array of {name, scheme, number, expiry, cvc, flow, outcome}.")
    var json: Bool

    func run(on console: Console) throws {
        let now = WallClock.live.now()
        let rows = TestCard.all.map { Row($0, now: now) }
        if json {
            try CardCommand.printJSON(rows, on: console)
        } else {
            console.out(Self.table(rows) + "\n\n" + Self.amounts())
        }
    }

    /// One card as printed.
    struct Row: Encodable {
        let name, scheme, number, expiry, cvc, flow, outcome: String

        init(_ card: TestCard, now: Date) {
            (name, scheme, number, expiry, cvc, flow, outcome) =
                (
                    card.name, card.scheme, card.number, card.expiry(at: now), card.cvc, card.flow.rawValue,
                    card.outcome.name
                )
        }
    }

    /// The amounts that script a transaction's outcome, as a table.
    private static func amounts() -> String {
        TextTable.render(
            header: ["AMOUNT", "OUTCOME", "ERROR CODE", "RESPONSE"],
            rows: TransactionOutcome.byAmount.map {
                [String($0.amount), $0.outcome.name, $0.outcome.errorCode ?? "", $0.outcome.responseCode]
            })
    }

    private static func table(_ rows: [Row]) -> String {
        TextTable.render(
            header: ["NAME", "SCHEME", "NUMBER", "EXPIRY", "CVC", "FLOW", "OUTCOME"],
            rows: rows.map { [$0.name, $0.scheme, $0.number, $0.expiry, $0.cvc, $0.flow, $0.outcome] })
    }
}
