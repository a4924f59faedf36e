import TesseraClient

/// The words of one command line, sorted and checked by a ``CommandSpec`` before the command runs.
///
/// Every option value has been checked by its ``Option``'s parser, required options and ``OptionRule``s
/// have been checked, and the number of positional words matches the spec. Commands never read it: a
/// ``ParsableCommand``'s properties take their values from it when the command is bound (``CommandBinding``),
/// and a remembered form (``RememberedForm``) keeps the words it gave.
struct ParsedArguments: Sendable {
    /// The command whose options these are (used for usage errors).
    let command: CommandSpec
    /// The full command path, e.g. `tessera card inspect`.
    let commandPath: String
    /// Positional words, in order.
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Whether `--help` or `-h` was given.
    private(set) var wantsHelp = false

    /// Sorts `words` by the options of `command` and checks them; throws a usage error for an unknown option,
    /// a missing or refused value, a missing required option, a broken rule or a wrong number of arguments.
    /// With `suggesting`, an unknown option's error names the closest declared one (`did you mean '--amount'?`).
    init(_ words: [String], command: CommandSpec, commandPath: String, suggesting: Bool = false) throws {
        self.command = command
        self.commandPath = commandPath
        try sort(words, suggesting: suggesting)
        guard !wantsHelp else { return }
        try validate()
    }

    private mutating func sort(_ words: [String], suggesting: Bool) throws {
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" || Self.looksNumeric(word) {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word == "--help" || word == "-h" {
                wantsHelp = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let option = command.option(named: name) else {
                let names = suggesting ? command.options.flatMap(\.names) + ["--help"] : []
                let hint = Suggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
                throw usage("Unknown option '\(name)'" + (hint ?? "."))
            }
            let key = option.primaryName
            guard option.valueName != nil else {
                if inlineValue != nil { throw usage("The flag '\(name)' takes no value.") }
                flags.insert(key)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < words.count {
                value = words[index]
                index += 1
            } else {
                throw usage("Missing value for option '\(name)'.")
            }
            if values[key] != nil, !option.isRepeatable {
                throw usage("The option '\(name)' may be given only once.")
            }
            values[key, default: []].append(value)
        }
    }

    private func validate() throws {
        for option in command.options {
            for value in values[option.primaryName] ?? [] where !option.accepts(value) {
                let shown = option.isSecret ? "" : " '\(value)'"
                throw usage("Invalid value\(shown) for '\(option.primaryName)': expected \(option.expected).")
            }
            if option.isRequired, values[option.primaryName] == nil {
                throw usage("Missing expected option '\(option.usage)'.")
            }
        }
        let given = Set(values.keys).union(flags)
        if let message = command.rules.lazy.compactMap({ $0.violation(given: given) }).first {
            throw usage(message)
        }
        if positionals.count > command.arguments.count {
            throw usage("Unexpected argument '\(positionals[command.arguments.count])'.")
        }
        if let missing = command.arguments.dropFirst(positionals.count).first(where: { !$0.isOptional }) {
            throw usage("Missing expected argument '<\(missing.name)>'.")
        }
    }

    /// Whether the flag `spec` was given (what a ``Flag`` property is bound to).
    func isGiven(flag spec: OptionSpec) -> Bool {
        flags.contains(spec.primaryName)
    }

    /// The words given for `option`, unparsed, in order (what an ``Option`` property parses, and what a
    /// remembered form keeps).
    func words(of option: OptionSpec) -> [String] {
        values[option.primaryName] ?? []
    }

    /// The positional word for `argument`, or nil when an optional one was left out (what an ``Argument``
    /// property parses).
    func positional(_ argument: ArgumentSpec) -> String? {
        guard let index = command.arguments.firstIndex(where: { $0.name == argument.name }),
            index < positionals.count
        else { return nil }
        return positionals[index]
    }

    /// A usage error of this command.
    func usage(_ message: String) -> CLIError {
        CLIError.usage(message, commandPath: commandPath)
    }

    /// Negative numbers such as `-5` are values, not options.
    private static func looksNumeric(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }
}
