import CardKit

extension CardCommand {
    /// `tessera card inspect <number> [--json] [--reveal]`.
    static let inspectSpec = CommandSpec(
        name: "inspect",
        abstract: "Detect the brand of a card number and check it.",
        discussion: """
            Prints the brand (once unambiguous), every candidate brand, co-badged schemes, the validation state \
            and reason, the Luhn result, the brand's lengths and security code, and the number formatted and \
            masked. The number may be partial and may contain spaces and hyphens; digits of other scripts \
            (full-width, Arabic-Indic…) are read as ASCII digits.

            'formatted' is the number grouped by the brand's gaps with all but the last four digits hidden; \
            --reveal shows every digit. 'masked' keeps the first six and last four digits, as logs may.

            Exit status: 0 when the number is valid, 1 when it is incomplete or invalid (the report is still \
            printed), 64 for a malformed command line.
            """,
        arguments: [ArgumentSpec(name: "number", help: "The card number, whole or partial.")],
        options: [
            .flag("--json", help: "Print the report as JSON."),
            .flag("--reveal", help: "Show every digit in 'formatted' instead of masking all but the last four."),
        ],
        run: { arguments, console in
            try arguments.expectPositionals(atMost: 1)
            let number = try arguments.positional(0, name: "number")
            let report = CardInspection(number: number, reveal: arguments.flag("--reveal"))
            if arguments.flag("--json") {
                try printJSON(report, on: console)
            } else {
                console.out(report.summary)
            }
            try failUnlessValid(report.validation.state, report.validation.reason, subject: "card number")
        }
    )
}
