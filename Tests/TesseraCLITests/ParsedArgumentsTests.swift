import TesseraClient
import Testing

@testable import tessera

/// The option parsing of ``ParsedArguments``: values are checked before `run`, and a declared command's
/// properties come back typed.
@Suite struct ParsedArgumentsTests {
    static let currency = Option("--currency", valueName: "code", help: "", parser: .currency)
    static let country = Option("--country", valueName: "code", help: "", parser: .country)
    static let locale = Option("--locale", valueName: "tag", help: "", parser: .locale)
    static let id = Option("--id", valueName: "uuid", help: "", parser: .uuid)
    static let timeout = Option("--timeout", valueName: "seconds", help: "", parser: .seconds)
    static let amount = Option("--amount", valueName: "minor-units", help: "", parser: .amount)
    static let name = Option.text("-n", "--name", valueName: "name", help: "").required
    static let secret = Option(
        "--cvc", valueName: "cvc", help: "", parser: ValueParser(expected: "3 digits") { $0.count == 3 ? $0 : nil }
    ).secret
    static let tag = Option.text("--tag", valueName: "tag", help: "").repeatable
    static let json = Flag("--json", help: "")

    /// The options of `command` a declared command reads, as properties.
    struct Demo: ParsableArguments {
        @Option(ParsedArgumentsTests.amount) var amount: Int?
        @Option(ParsedArgumentsTests.timeout) var timeout: Int?
        @Option(ParsedArgumentsTests.id) var id: String?
        @Option(ParsedArgumentsTests.tag) var tags: [String]
        @Flag(ParsedArgumentsTests.json) var json: Bool
        @Option(ParsedArgumentsTests.currency) var currency: String?
    }

    /// The required `--name` of `requiring`, as a property.
    struct Need: ParsableArguments {
        @Option(ParsedArgumentsTests.name) var name: String
    }

    static let command = CommandSpec(
        name: "demo", abstract: "A test command.",
        options: [currency, country, locale, id, timeout, amount, secret, tag, json],
        rules: [.exclusive(country, locale)])
    static let requiring = CommandSpec(name: "need", abstract: "", options: [name, json])
    static let choosing = CommandSpec(
        name: "pick", abstract: "", options: [currency, country, json], rules: [.exactlyOne(currency, country)])

    private func parse(_ words: [String], _ command: CommandSpec = command) throws -> ParsedArguments {
        try ParsedArguments(words, command: command, commandPath: "tessera \(command.name)")
    }

    private func usageMessage(_ words: [String], _ command: CommandSpec = command) -> String? {
        do {
            _ = try parse(words, command)
            return nil
        } catch CLIError.usage(let message, _) {
            return message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test(arguments: [
        ("--currency", "USD", true), ("--currency", "EUR", true), ("--currency", "JPY", true),
        ("--currency", "usd", false), ("--currency", "US", false), ("--currency", "ABC", false),
        ("--currency", "USDD", false), ("--country", "US", true), ("--country", "GB", true), ("--country", "FR", true),
        ("--country", "us", false), ("--country", "USA", false), ("--country", "XY", false),
        ("--country", "001", false), ("--locale", "en", true), ("--locale", "en-GB", true),
        ("--locale", "pt-BR", true), ("--locale", "zh-Hant-TW", true), ("--locale", "es-419", true),
        ("--locale", "en_US", false), ("--locale", "e", false), ("--locale", "en-", false),
        ("--locale", "english", false), ("--id", "8D3FD8D3-7A6C-4A5E-9B1A-1D2F3C4B5A69", true),
        ("--id", "8d3fd8d3", false), ("--timeout", "1", true), ("--timeout", "30", true), ("--timeout", "1.5", false),
        ("--timeout", "0", false), ("--timeout", "-1", false), ("--amount", "0", true),
        ("--amount", "99999999", true), ("--amount", "100000000", false), ("--amount", "12.50", false),
        ("--amount", "-5", false),
    ])
    func valuesAreCheckedBeforeRun(option: String, value: String, valid: Bool) throws {
        let message = usageMessage([option, value])
        if valid {
            #expect(message == nil)
        } else {
            #expect(
                message?.hasPrefix("Invalid value '\(value)' for '\(option)': expected ") == true, "\(message ?? "")")
        }
    }

    @Test func typedValuesComeBackTyped() async throws {
        let arguments = try parse([
            "--amount", "1299", "--timeout", "5", "--id", "8D3FD8D3-7A6C-4A5E-9B1A-1D2F3C4B5A69", "--tag", "a",
            "--tag=b", "--json",
        ])
        let demo = try CommandBinding.bind(Demo.self, to: arguments)
        #expect(demo.amount == 1299)
        #expect(demo.timeout == 5)
        #expect(demo.id == "8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69")
        #expect(demo.tags == ["a", "b"])
        #expect(demo.json)
        #expect(demo.currency == nil)
    }

    @Test func theTimeoutRefusalSaysWhy() {
        #expect(usageMessage(["--timeout", "1.5"])?.contains("whole seconds") == true)
    }

    @Test func aMisspelledOptionOnTheCommandLineIsAUsageError() {
        #expect(usageMessage(["--curency", "USD"]) == "Unknown option '--curency'.")
    }

    @Test func requiredOptionsAreCheckedAndShownWithoutBrackets() async throws {
        #expect(usageMessage([], Self.requiring) == "Missing expected option '--name <name>'.")
        #expect(try CommandBinding.bind(Need.self, to: parse(["-n", "Ada"], Self.requiring)).name == "Ada")
        #expect(HelpFormatter.usage(of: Self.requiring, path: "tessera need") == "tessera need --name <name> [--json]")
        #expect(HelpFormatter.help(of: Self.requiring, path: "tessera need").contains("  -n, --name <name>"))
    }

    @Test func blankTextIsRefused() {
        #expect(usageMessage(["--name", "  "], Self.requiring)?.contains("expected a non-empty value") == true)
    }

    @Test func rulesAreCheckedBeforeRun() async throws {
        #expect(
            usageMessage(["--country", "US", "--locale", "en"])
                == "Give only one of '--country' or '--locale', not both '--country' and '--locale'.")
        #expect(usageMessage([], Self.choosing) == "Give one of '--currency' or '--country'.")
        #expect(usageMessage(["--currency", "USD"], Self.choosing) == nil)
    }

    @Test func secretValuesAreNotEchoed() {
        let message = usageMessage(["--cvc", "98765"])
        #expect(message == "Invalid value for '--cvc': expected 3 digits.")
    }

    @Test func repeatingASingleOptionIsRefused() {
        #expect(
            usageMessage(["--currency", "USD", "--currency", "EUR"])
                == "The option '--currency' may be given only once.")
    }

    @Test func extraArgumentsAreRefused() {
        #expect(usageMessage(["surplus"]) == "Unexpected argument 'surplus'.")
    }
}

/// `--idempotency-key`: the keys the CLI makes (random UUIDs) are always accepted back, whatever their digits,
/// and a card number is refused however it is written.
@Suite struct IdempotencyKeyParserTests {
    @Test(arguments: [
        ("order-42-pay", true),
        ("03527762-c472-4530-a99d-974569564466", true),
        ("12345678-1234-1234-1234-123456789012", true),
        ("k-12345678901", true),
        ("k-4111111111111111", false),
        ("k-4111-1111-1111-1111", false),
        ("123456789012", false),
        ("a b", false),
    ])
    func keyIsAcceptedOnlyWithoutACardNumber(key: String, accepted: Bool) {
        #expect((ValueParser<String>.idempotencyKey.parse(key) != nil) == accepted)
    }
}
