/// The words of one command line, sorted into options, flags and positional arguments by a ``CommandSpec``.
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

    /// Sorts `words` by the options of `command`; throws a usage error for an unknown option or a missing value.
    init(_ words: [String], command: CommandSpec, commandPath: String) throws {
        self.command = command
        self.commandPath = commandPath
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
                throw CLIError.usage("Unknown option '\(name)'.", commandPath: commandPath)
            }
            let key = option.primaryName
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw CLIError.usage("The flag '\(name)' takes no value.", commandPath: commandPath)
                }
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
                throw CLIError.usage("Missing value for option '\(name)'.", commandPath: commandPath)
            }
            if values[key] != nil, !option.isRepeatable {
                throw CLIError.usage("The option '\(name)' may be given only once.", commandPath: commandPath)
            }
            values[key, default: []].append(value)
        }
    }

    /// Whether the flag named `name` (its primary spelling) was given.
    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    /// The value of the option named `name`, or nil when absent.
    func value(_ name: String) -> String? {
        values[name]?.last
    }

    /// Every value of a repeatable option, in the order given.
    func values(_ name: String) -> [String] {
        values[name] ?? []
    }

    /// The positional argument at `index`, or a usage error naming it when it is missing.
    func positional(_ index: Int, name: String) throws -> String {
        guard index < positionals.count else {
            throw CLIError.usage("Missing expected argument '<\(name)>'.", commandPath: commandPath)
        }
        return positionals[index]
    }

    /// Throws a usage error when more than `count` positional words were given.
    func expectPositionals(atMost count: Int) throws {
        if positionals.count > count {
            throw CLIError.usage("Unexpected argument '\(positionals[count])'.", commandPath: commandPath)
        }
    }

    /// A value parsed by `parse`, or a usage error that names the option and the expectation.
    func value<T>(_ name: String, expected: String, parse: (String) -> T?) throws -> T? {
        guard let raw = value(name) else { return nil }
        guard let parsed = parse(raw) else {
            throw CLIError.usage(
                "Invalid value '\(raw)' for '\(name)': expected \(expected).", commandPath: commandPath)
        }
        return parsed
    }

    /// Negative numbers such as `-5` are values, not options.
    private static func looksNumeric(_ word: String) -> Bool {
        word.count > 1 && word.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }
}
