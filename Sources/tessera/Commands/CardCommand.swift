import CardKit
import Foundation
import TesseraClient

/// `tessera card`: inspect card numbers and expiry dates with CardKit, and draw the card preview.
enum CardCommand {
    /// The command group.
    static let spec = CommandSpec(
        name: "card",
        abstract: "Inspect card numbers and expiry dates (brand, validity, masking) and draw the card preview.",
        discussion: """
            Card numbers are masked in every output unless you ask for them with --reveal: where a number is \
            shown to people, all but the last four digits are hidden; the 'masked' field, as logs may, keeps \
            the first six and last four. The masking rule allows more: at most the first 8 and last 4 digits \
            for numbers of 16 digits or more (so API responses such as 'payment-methods' may show an 8-digit \
            BIN), at most the first 6 and last 4 for shorter ones.
            """,
        subcommands: [Inspect.spec, Expiry.spec, CardImageCommand.spec]
    )

    /// `--json`, shared by the inspection commands.
    static let json = Flag("--json", help: "Print the report as JSON (snake_case keys).")

    /// Writes `value` to standard output as pretty-printed JSON with sorted keys.
    static func printJSON<Value: Encodable>(_ value: Value, on console: Console) throws {
        console.out(try PrettyJSON.text(value))
    }

    /// Ends the command with exit status 1 when `state` is not valid, naming the reason on standard error.
    static func failUnlessValid(_ state: ValidationState, _ reason: ValidationReason?, subject: String) throws {
        guard state != .valid else { return }
        throw CLIError.failure(reason.map { "\($0.message) (\($0.code))" } ?? "The \(subject) is \(state.rawValue).")
    }
}
