import TesseraClient
import TesseraCore

/// The command line a ``ParsableCommand`` is being created from: while ``bind(_:to:)`` runs the command's
/// `init()`, each ``Option``, ``Flag`` and ``Argument`` property reads its value from here.
///
/// Outside a binding (when the command's declarations are collected for its ``CommandSpec``), there is no
/// current binding and every property keeps its default.
final class CommandBinding: Sendable {
    /// The binding in progress on this task, if any.
    @TaskLocal static var current: CommandBinding?

    /// The checked command line.
    let arguments: ParsedArguments
    /// The first positional word a parser refused.
    private let refusal = Locked<CLIError?>(nil)

    private init(arguments: ParsedArguments) {
        self.arguments = arguments
    }

    /// A `Command` holding the values of `arguments`; throws a usage error for a refused positional word.
    static func bind<Command: ParsableArguments>(_ type: Command.Type, to arguments: ParsedArguments) throws
        -> Command
    {
        let binding = CommandBinding(arguments: arguments)
        let command = $current.withValue(binding) { Command() }
        if let refusal = binding.refusal.value { throw refusal }
        return command
    }

    /// Notes that the positional word for `argument` was refused: it is not what `expected` says.
    func refuse(_ argument: ArgumentSpec, expected: String) {
        let error = arguments.usage("Invalid value for '<\(argument.name)>': expected \(expected).")
        refusal.withLock { first in first = first ?? error }
    }
}
