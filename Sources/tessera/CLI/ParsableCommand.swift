import TesseraClient

/// A command of the `tessera` tool declared as a type: its options are its properties.
///
/// ```swift
/// struct TestCardsCommand: ParsableCommand {
///     static let configuration = CommandConfiguration(name: "test-cards", abstract: "List public test cards.")
///
///     @Option("--brand", valueName: "scheme", help: "Only this scheme.", parser: .choice) var brand: Scheme?
///     @Option(CommonOptions.country) var country: String?  // shared options are declared once
///     @Flag("--json", help: "Print JSON (snake_case keys).") var json: Bool
///     @OptionGroup var request: RequestOptions             // a group of shared options
///
///     func validate() throws {                             // the rules between options
///         if json, brand == .visa { throw ValidationError("…") }
///     }
///
///     func run(on console: Console) async throws {         // reads properties, parsed and checked
///         …
///     }
/// }
/// ```
///
/// Each property says once what the option is called, what its help is, what type its value has and its
/// default (see ``Option``); the usage line, the help, the parser, "did you mean" and the shell completions
/// are all made from these declarations, through the command's ``spec``. List `TestCardsCommand.spec` in its
/// parent's `subcommands` and give `CommandContractTests.examples` a command line for it.
///
/// Before `run`, the parser refuses unknown options, missing or refused values and repeated options, checks
/// the ``CommandConfiguration/rules`` (exclusions a remembered form also needs to know), and then calls
/// ``validate()``. A ``ValidationError`` (from `validate` or `run`) is a usage error (exit 64); throw
/// ``CLIError/failure(_:)`` or a library error for a failure (exit 1); never print errors yourself.
protocol ParsableCommand: ParsableArguments {
    /// The command's name, help text and rules.
    static var configuration: CommandConfiguration { get }

    /// Checks the rules between options that the declarations cannot say; throw ``ValidationError``.
    func validate() throws

    /// Does the command's work with the parsed properties.
    func run(on console: Console) async throws
}

extension ParsableCommand {
    /// No rules beyond the declarations.
    func validate() throws {}

    /// The command as the runner, the help and the completions see it, made from its declarations.
    static var spec: CommandSpec {
        let parameters = Self.parameters
        return CommandSpec(
            name: configuration.name,
            abstract: configuration.abstract,
            discussion: configuration.discussion,
            arguments: parameters.compactMap { if case .argument(let spec) = $0 { spec } else { nil } },
            options: parameters.compactMap { if case .option(let spec) = $0 { spec } else { nil } },
            rules: configuration.rules,
            run: { arguments, console in
                let command = try bound(to: arguments)
                do {
                    try await command.run(on: console)
                } catch let error as ValidationError {
                    throw arguments.usage(error.message)
                }
            }
        )
    }
}

extension ParsableCommand {
    /// The command holding the values of `arguments`, checked by ``validate()``: what `run` is called on.
    /// A refused positional word or a ``ValidationError`` is a usage error of the command `arguments` are for.
    static func bound(to arguments: ParsedArguments) throws -> Self {
        let command = try CommandBinding.bind(Self.self, to: arguments)
        try arguments.checking { try command.validate() }
        return command
    }
}

extension ParsedArguments {
    /// What `body` returns; a ``ValidationError`` it throws becomes a usage error of this command line.
    func checking<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as ValidationError {
            throw usage(error.message)
        }
    }
}

/// The name, help text and rules of a ``ParsableCommand``.
struct CommandConfiguration: Sendable {
    /// The word that selects the command, e.g. `inspect`.
    let name: String
    /// A one-line summary shown in the parent's SUBCOMMANDS list and in OVERVIEW.
    let abstract: String
    /// Extra paragraphs printed after OVERVIEW, or empty.
    var discussion = ""
    /// Exclusions between options, checked before ``ParsableCommand/validate()``; a remembered form (see
    /// ``RememberedForm``) leaves out a remembered option that one given excludes.
    var rules: [OptionRule] = []
}

/// A command line that breaks a rule, found by ``ParsableCommand/validate()`` or `run`: a usage error (exit
/// 64) with the command's usage line.
struct ValidationError: Error {
    /// The sentence: what is wrong and what to do.
    let message: String

    /// The error saying `message`.
    init(_ message: String) {
        self.message = message
    }
}
