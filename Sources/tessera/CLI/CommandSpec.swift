/// The description of one command of the `tessera` tool: its name, help text, options and what it runs.
///
/// A command either runs something (`run`) or groups subcommands, or both. Help output follows the
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
    /// Subcommands, selected by the first positional word.
    let subcommands: [CommandSpec]
    /// The action, or nil for a pure group.
    let run: Run?

    init(
        name: String,
        abstract: String,
        discussion: String = "",
        arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [],
        subcommands: [CommandSpec] = [],
        run: Run? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
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
}

/// A positional argument of a command.
struct ArgumentSpec: Sendable {
    /// The placeholder shown in usage, without angle brackets.
    let name: String
    /// What the argument means.
    let help: String
    /// Whether the command can run without it.
    var isOptional = false
    /// Whether it takes every remaining positional word.
    var isVariadic = false
}

/// An option (`--now 2030-10`) or a flag (`--json`) of a command.
struct OptionSpec: Sendable {
    /// Every spelling, long first: `["--output", "-o"]`.
    let names: [String]
    /// The placeholder for the value, or nil for a flag that takes none.
    let valueName: String?
    /// What the option does.
    let help: String
    /// Whether it may be given more than once (`--metadata k=v --metadata k2=v2`).
    var isRepeatable = false

    /// A flag that takes no value.
    static func flag(_ names: String..., help: String) -> OptionSpec {
        OptionSpec(names: names, valueName: nil, help: help)
    }

    /// An option that takes one value.
    static func value(_ names: String..., valueName: String, help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(names: names, valueName: valueName, help: help, isRepeatable: repeatable)
    }

    /// The spelling shown first in help and used as the key in ``ParsedArguments``.
    var primaryName: String { names[0] }
}
