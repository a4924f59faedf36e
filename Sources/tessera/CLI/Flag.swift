/// A flag (`--json`): given or not.
///
/// As a property of a ``ParsableCommand`` it reads whether the command line gave it:
/// `@Flag("--json", help: "Print JSON.") var json: Bool`. As a value (`static let json = Flag(…)`) it is a
/// flag that several commands share or a rule names (`@Flag(WalletCommand.json) var json: Bool`).
@propertyWrapper
struct Flag: BoundOption {
    let spec: OptionSpec
    private(set) var isGiven = false

    /// Whether the flag was given.
    var wrappedValue: Bool { isGiven }

    /// The declaration itself, for ``ParsableCommand/validate()`` (`$json`).
    var projectedValue: Flag { self }

    /// A flag spelled `names` (short first, e.g. `"-q", "--quiet"`).
    init(_ names: String..., help: String) {
        self.init(spec: OptionSpec(names: names, valueName: nil, help: help))
    }

    /// The flag `shared` declares, bound to this command line.
    init(_ shared: Flag) {
        self.init(spec: shared.spec)
    }

    /// This flag, never kept by a remembered form (`--reset` itself, a scripted challenge answer).
    var notRemembered: Flag {
        var spec = spec
        spec.isRememberable = false
        return Flag(spec: spec)
    }

    private init(spec: OptionSpec) {
        self.spec = spec
        isGiven = CommandBinding.current?.arguments.isGiven(flag: spec) ?? false
    }
}
