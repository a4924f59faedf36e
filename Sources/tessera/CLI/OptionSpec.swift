/// Something a command lists among its options: a typed ``Option`` or a ``Flag``.
protocol OptionDeclaration: Sendable {
    /// The untyped description the parser and the help use.
    var spec: OptionSpec { get }
}

/// The untyped description of an option (`--now 2030-10`) or a flag (`--json`).
struct OptionSpec: Sendable {
    /// Every spelling, short first as help shows them: `["-o", "--output"]`.
    let names: [String]
    /// The placeholder for the value, or nil for a flag that takes none.
    let valueName: String?
    /// What the option does.
    let help: String
    /// Whether the command cannot run without it.
    var isRequired = false
    /// Whether it may be given more than once (`--metadata k=v --metadata k2=v2`).
    var isRepeatable = false
    /// Whether a refused value must not be echoed (a card number or a security code).
    var isSecret = false
    /// Whether a command that remembers its form (see ``RememberedForm``) may keep this option's value.
    var isRememberable = true
    /// What a valid value looks like, for errors: `a three-letter ISO 4217 code such as USD`.
    var expected = "a value"
    /// Whether `value` is acceptable.
    var accepts: @Sendable (String) -> Bool = { _ in true }

    /// The long spelling, used in usage lines and errors: `--output`.
    var primaryName: String { names.first { $0.hasPrefix("--") } ?? names[0] }

    /// The option as a usage line writes it: `--expiry <MM/YY>`, or `--json` for a flag.
    var usage: String { valueName.map { "\(primaryName) <\($0)>" } ?? primaryName }
}

/// The options' names quoted for an error, joined by `conjunction`: `'--cvc' and '--expiry'`.
func quoted(_ options: any OptionDeclaration..., conjunction: String = "and") -> String {
    quoted(names: options.map(\.spec.primaryName), conjunction: conjunction)
}

/// `names` quoted and listed: `'a', 'b' and 'c'`.
func quoted(names: [String], conjunction: String) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted.last!
}

/// A flag (`--json`): given or not.
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    /// A flag spelled `names` (short first, e.g. `"-q", "--quiet"`).
    init(_ names: String..., help: String) {
        spec = OptionSpec(names: names, valueName: nil, help: help)
    }
}

/// An option whose value is parsed into a `Value` (an integer, a currency code, a UUID…) before `run`.
struct Option<Value: Sendable>: OptionDeclaration {
    /// The untyped description.
    private(set) var spec: OptionSpec
    /// Reads the value; nil means refused.
    let parse: @Sendable (String) -> Value?

    /// An option spelled `names` whose text `parser` reads.
    init(_ names: String..., valueName: String, help: String, parser: ValueParser<Value>) {
        self.init(names: names, valueName: valueName, help: help, parser: parser)
    }

    private init(names: [String], valueName: String, help: String, parser: ValueParser<Value>) {
        let parse = parser.parse
        spec = OptionSpec(
            names: names, valueName: valueName, help: help, expected: parser.expected,
            accepts: { parse($0) != nil })
        self.parse = parse
    }

    /// The same option, required: it is shown without brackets in usage and checked before `run`.
    var required: Option {
        var copy = self
        copy.spec.isRequired = true
        return copy
    }

    /// The same option, accepted more than once.
    var repeatable: Option {
        var copy = self
        copy.spec.isRepeatable = true
        return copy
    }

    /// The same option, whose refused values are not echoed (card data).
    var secret: Option {
        var copy = self
        copy.spec.isSecret = true
        return copy
    }

    /// The same option, never kept by a remembered form (it only makes sense with what is typed now).
    var notRemembered: Option {
        var copy = self
        copy.spec.isRememberable = false
        return copy
    }
}

extension Option where Value == String {
    /// A free-text option; a blank value is refused.
    static func text(_ names: String..., valueName: String, help: String) -> Option {
        Option(names: names, valueName: valueName, help: help, parser: .nonEmpty)
    }
}
