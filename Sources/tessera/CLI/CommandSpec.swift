import TesseraClient

/// The description of one command of the `tessera` tool: its name, help text, options and what it runs.
///
/// A command that runs something is declared as a ``ParsableCommand``, whose properties are its options; its
/// ``ParsableCommand/spec`` is this description, made from those declarations, and `run` binds a new command
/// value to the checked command line before running it. A group of subcommands is a spec without `run`:
///
/// ```swift
/// enum TransactionCommand {
///     static let spec = CommandSpec(
///         name: "transaction",
///         abstract: "Create transactions …, and capture, void or refund them.",
///         subcommands: [Create.spec, Get.spec, List.spec]
///     )
/// }
/// ```
///
/// The runner, the help (OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS, as swift-argument-parser lays it
/// out), "did you mean" and the completion scripts all read the tree of specs from ``RootCommand``.
struct CommandSpec: Sendable {
    /// What the command does with its checked command line (binding a ``ParsableCommand`` to it and running that).
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
