import CardKit
import TesseraClient

extension CardCommand {
    /// `tessera card inspect <number> [--json] [--reveal]`.
    struct Inspect: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "inspect",
            abstract: "Detect the brand of a card number and check it.",
            discussion: """
                Prints the brand (once unambiguous), every candidate brand, co-badged schemes, the validation state \
                and reason, the Luhn result, the brand's lengths and security code, and the number formatted and \
                masked. The number may be partial and may contain spaces and hyphens; digits of other scripts \
                (full-width, Arabic-Indic…) are read as ASCII digits. Brands and co-badges are named as the Gr4vy \
                API names schemes (e.g. amex, carte-bancaire).

                'formatted' is the number grouped by the brand's gaps with all but the last four digits hidden; \
                --reveal shows every digit. 'masked' keeps the first six and last four digits, as logs may.

                Exit status: 0 when the number is valid, 1 when it is incomplete or invalid (the report is still \
                printed), 64 for a malformed command line.
                """
        )

        @Argument("number", help: "The card number, whole or partial.") var number: String
        @Flag(CardCommand.json) var json: Bool
        @Flag("--reveal", help: "Show every digit in 'formatted' instead of all but the last four.") var reveal: Bool

        func run(on console: Console) throws {
            let report = CardInspection(number: number, reveal: reveal)
            if json {
                try printJSON(report, on: console)
            } else {
                console.out(report.summary)
            }
            try failUnlessValid(report.validation.state, report.validation.reason, subject: "card number")
        }
    }
}
