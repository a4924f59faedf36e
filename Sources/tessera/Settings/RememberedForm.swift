import TesseraClient

/// One run of an endpoint command with its remembered fields: the defaults filled in before parsing, and
/// the fields kept after the command succeeds.
///
/// A command remembers its form when it declares ``CommonOptions/reset``. An option given on the command
/// line always wins; so does any option that a rule makes exclusive with one given (a remembered
/// `--buyer-id` gives way to `--buyer-external-identifier`, a remembered `--no-authenticate` to `--authenticate`).
/// A flag is remembered as given (kept as ``FormMemory/flagValue``), as the sample app keeps its toggles; `--reset`
/// forgets it. Secret options (a BIN) and options and flags marked `notRemembered` (`--output`, `--reset`, a
/// challenge answer) are never remembered, nor any value that ``FormMemory/isStorable(_:)`` refuses.
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
            guard !values.isEmpty, option.valueName == nil || values.allSatisfy(option.accepts),
                !command.rules.contains(where: {
                    $0.names.contains(option.primaryName) && !given.isDisjoint(with: $0.names)
                })
            else { continue }
            filled.append(option.primaryName)
            merged =
                (option.valueName == nil
                    ? [option.primaryName] : values.flatMap { [option.primaryName + "=" + $0] }) + merged
        }
        self.filled = filled
        self.path = path
        self.words = merged
    }

    /// The options filled in from memory for the command now running (see ``CommandRunner``), so that it can say so.
    @TaskLocal static var filledOptions: Set<String> = []

    /// The options filled in from memory.
    var filledNames: Set<String> { Set(filled) }

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
            guard option.valueName != nil else {
                if arguments.isGiven(flag: option) { fields[option.primaryName] = [FormMemory.flagValue] }
                continue
            }
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

    /// Whether `option` is one a form remembers: it is not secret and is not marked `notRemembered` (as `--output`
    /// and `--reset` are).
    static func isRemembered(_ option: OptionSpec) -> Bool {
        !option.isSecret && option.isRememberable
    }

    /// The value of `option` filled in from memory, nil when it was given or not remembered.
    func filledValue(of option: OptionSpec) -> String? {
        guard filled.contains(option.primaryName) else { return nil }
        return forms?[key]?[option.primaryName]?.first
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
