import CardKit
import TesseraClient

extension CardCommand {
    /// `tessera card expiry <text> [--now YYYY-MM] [--json]`.
    struct Expiry: ParsableCommand {
        static let configuration = CommandConfiguration(
            name: "expiry",
            abstract: "Read an expiry date as people type it and check it.",
            discussion: """
                Accepts forms such as 10/30, 10 / 30, 10/2030, 1030, 10 30, 2030-10 and 1/30. A card is valid from \
                the current month (through its last day) up to 20 years ahead. Two-digit years are read as the year \
                nearest to now. Input that could still be completed, such as 123 (12/3x or 1/23?), is incomplete.

                Exit status: 0 when the date is valid, 1 when it is incomplete or invalid (the report is still \
                printed), 64 for a malformed command line.
                """
        )

        @Argument("text", help: "The expiry date as typed.") var text: String
        @Option(
            "--now", valueName: "YYYY-MM", help: "The current month to check against (default: this month).",
            parser: ValueParser(expected: "a month as YYYY-MM, e.g. 2030-10") { YearMonth(iso: $0) })
        var now: YearMonth?
        @Flag(CardCommand.json) var json: Bool

        func run(on console: Console) throws {
            let report = ExpiryInspection(
                validation: ExpiryDate.validate(text, now: now ?? WallClock.live.currentMonth()))
            if json {
                try printJSON(report, on: console)
            } else {
                console.out(report.summary)
            }
            try failUnlessValid(report.validation.state, report.validation.reason, subject: "expiry date")
        }
    }
}

/// What `tessera card expiry` reports.
struct ExpiryInspection: Encodable {
    /// The verdict from CardKit.
    let validation: ExpiryValidation

    private enum CodingKeys: String, CodingKey {
        case month, year, state, reason, formatted
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(validation.month, forKey: .month)
        try container.encode(validation.year, forKey: .year)
        try container.encode(validation.state.rawValue, forKey: .state)
        try container.encode(validation.reason?.code, forKey: .reason)
        try container.encode(validation.formatted, forKey: .formatted)
    }

    /// The report as aligned lines for people.
    var summary: String {
        var lines = [
            "Expiry:    " + (validation.formatted ?? "not known yet"),
            "Month:     " + (validation.month.map(String.init) ?? "not known yet"),
            "Year:      " + (validation.year.map(String.init) ?? "not known yet"),
            "State:     " + validation.state.rawValue,
        ]
        if let reason = validation.reason {
            lines.append("Reason:    \(reason.code) \(reason.message)")
        }
        return lines.joined(separator: "\n")
    }
}
