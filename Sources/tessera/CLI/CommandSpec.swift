/// The description of one command of the `tessera` tool: its name, help text, options and what it runs.
///
/// A command is declared once, as a value. Its options are typed keys (``Option`` and ``Flag``) declared
/// beside it; the spec lists them, says which are required or exclusive, and validates every value before
/// `run` is called. Code reads an option through its key, so a misspelled name does not compile, and
/// reading a key the spec does not list throws ``CLIError/undeclaredOption(_:commandPath:)`` (exit 70); the
/// contract test (`CommandContractTests`) runs every command, so such a read fails a test.
///
/// ```swift
/// enum TestCardsCommand {
///     enum Scheme: String, CaseIterable, Sendable { case visa, mastercard }
///     static let brand = Option(
///         "--brand", valueName: "scheme", help: "Only this scheme.", parser: ValueParser<Scheme>.choice)
///     static let json = Flag("--json", help: "Print JSON (snake_case keys).")
///
///     static let spec = CommandSpec(
///         name: "test-cards",
///         abstract: "List public test cards.",
///         options: [brand, CommonOptions.country, json],  // shared options are declared once, in CommonOptions
///         rules: [.exclusive(brand, CommonOptions.country)],
///         run: { arguments, console in
///             let scheme: Scheme? = try arguments[brand]  // parsed and checked before run
///             let country: String? = try arguments[CommonOptions.country]
///             if try arguments[json] { … } else { console.out(…) }
///         }
///     )
/// }
/// ```
///
/// Then list `TestCardsCommand.spec` in its parent's `subcommands` and give `CommandContractTests.examples` a
/// command line for it. Errors go through ``ErrorReport``: throw `arguments.usage("…")` for a usage error
/// (exit 64), ``CLIError/failure(_:)`` or a library error for a failure (exit 1); never print them yourself.
/// `.required`, `.repeatable` and `.secret` (a refused value is not echoed) refine an ``Option``.
///
/// A command either runs something (`run`) or groups subcommands. Help output follows the
/// swift-argument-parser layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
struct CommandSpec: Sendable {
    /// What the command does with its parsed arguments.
    typealias Run = @Sendable (ParsedArguments, Console) async throws -> Void

    /// The word that selects this command, e.g. `inspect`.
    let name: String
    /// A one-line summary shown in the parent's SUBCOMMANDS list and in OVERVIEW.
    let abstract: String
    /// Extra paragraphs printed after OVERVIEW, or empty.
    let discussion: String
    /// Positional arguments, in order.
    let arguments: [ArgumentSpec]
    /// Options and flags this command accepts (besides `--help`).
    let options: [OptionSpec]
    /// Rules across options (mutual exclusion, one of a group), checked before `run`.
    let rules: [OptionRule]
    /// Subcommands, selected by the first positional word.
    let subcommands: [CommandSpec]
    /// The action, or nil for a pure group.
    let run: Run?

    init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [any OptionDeclaration] = [],
        rules: [OptionRule] = [],
        subcommands: [CommandSpec] = [],
        run: Run? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.spec)
        self.rules = rules
        self.subcommands = subcommands
        self.run = run
    }

    /// The subcommand called `name`, if any.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// The option that `name` (such as `--json` or `-o`) selects, if any.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// Whether `declaration` is one of this command's options.
    func declares(_ declaration: some OptionDeclaration) -> Bool {
        options.contains { $0.primaryName == declaration.spec.primaryName }
    }

    /// This command and every command below it, with their paths (`tessera card inspect`).
    func walk(path: String? = nil) -> [(path: String, command: CommandSpec)] {
        let here = path ?? name
        return [(here, self)] + subcommands.flatMap { $0.walk(path: here + " " + $0.name) }
    }
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    /// The placeholder shown in usage, without angle brackets.
    let name: String
    /// What the argument means.
    let help: String
    /// Whether the command can run without it.
    var isOptional = false
}
