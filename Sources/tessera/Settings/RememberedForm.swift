/// One run of an endpoint command with its remembered fields: the defaults filled in before parsing, and
/// the fields kept after the command succeeds.
///
/// A command remembers its form when it declares ``CommonOptions/reset``. An option given on the command
/// line always wins; so does any option that a rule makes exclusive with one given (a remembered
/// `--buyer-id` gives way to `--buyer-external-identifier`). Flags, secret options (a BIN) and options
/// marked ``Option/notRemembered`` (`--output`, a challenge answer) are never remembered, nor any value that
/// ``FormMemory/isStorable(_:)`` refuses.
struct RememberedForm {
    /// The command line with the remembered options added.
    let words: [String]
    /// The options filled in from memory.
    private let filled: [String]
    private let path: String
    private let memory: FormMemory
    private let key: String
    private let command: CommandSpec
    /// The remembered forms as read, or nil when the file could not be used (it is then left alone).
    private let forms: FormMemory.Forms?

    /// Reads the remembered fields of `command` and fills in those `words` leave out; with `--reset`, forgets
    /// them first. A file that cannot be read is noted on standard error.
    init(command: CommandSpec, path: String, words: [String], console: Console, memory: FormMemory = FormMemory()) {
        self.memory = memory
        self.command = command
        key = path.split(separator: " ").dropFirst().joined(separator: " ")
        let given = Self.givenNames(words, command: command)
        var forms: FormMemory.Forms?
        do {
            forms = try memory.load()
        } catch {
            if given.contains(CommonOptions.reset.spec.primaryName) {
                memory.remove()
                forms = [:]
            } else {
                console.err("Note: \(error.message) Nothing was filled in or remembered this time.")
            }
        }
        if given.contains(CommonOptions.reset.spec.primaryName), forms?[key] != nil {
            forms?[key] = nil
            do {
                try memory.save(forms ?? [:])
                console.err("Forgot the remembered fields of '\(path)'.")
            } catch {
                console.err("Note: \(error.message)")
            }
        }
        self.forms = forms
        var filled: [String] = []
        var merged = words
        for option in command.options where Self.isRemembered(option) && !given.contains(option.primaryName) {
            let values = forms?[key]?[option.primaryName] ?? []
            guard !values.isEmpty, values.allSatisfy(option.accepts),
                !command.rules.contains(where: {
                    $0.names.contains(option.primaryName) && !given.isDisjoint(with: $0.names)
                })
            else { continue }
            filled.append(option.primaryName)
            merged = values.flatMap { [option.primaryName + "=" + $0] } + merged
        }
        self.filled = filled
        self.path = path
        self.words = merged
    }

    /// Says which options were filled in from memory, once the command line they complete was accepted.
    func announce(on console: Console) {
        guard !filled.isEmpty else { return }
        console.err("Using remembered \(filled.joined(separator: ", ")) ('\(path) --reset' forgets them).")
    }

    /// Keeps the remembered options of `arguments`, the command line that just succeeded.
    func remember(_ arguments: ParsedArguments, console: Console) {
        guard var forms else { return }
        var fields: [String: [String]] = [:]
        for option in command.options where Self.isRemembered(option) {
            let values = arguments.words(of: option)
            if !values.isEmpty, values.allSatisfy(FormMemory.isStorable) { fields[option.primaryName] = values }
        }
        forms[key] = fields.isEmpty ? nil : fields
        do {
            try memory.save(forms)
        } catch {
            console.err("Note: \(error.message) The fields of this run are not remembered.")
        }
    }

    /// Whether `option` is one a form remembers: it takes a value, is not secret and is not marked
    /// ``Option/notRemembered`` (as `--output` is).
    static func isRemembered(_ option: OptionSpec) -> Bool {
        option.valueName != nil && !option.isSecret && option.isRememberable
    }

    /// The primary names of the options `words` give, read as ``ParsedArguments`` reads them.
    private static func givenNames(_ words: [String], command: CommandSpec) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-"), word.count > 1 else { continue }
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard let option = command.option(named: name) else { continue }
            names.insert(option.primaryName)
            if option.valueName != nil, !word.contains("=") { index += 1 }
        }
        return names
    }
}

extension CLIError {
    /// The sentence of a usage error or failure.
    fileprivate var message: String {
        switch self {
        case .usage(let text, _), .failure(let text): text
        }
    }
}
