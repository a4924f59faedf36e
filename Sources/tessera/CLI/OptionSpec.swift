/// Something a command lists among its options: an ``Option``, a ``Flag`` or their untyped ``OptionSpec``.
protocol OptionDeclaration: Sendable {
    /// The untyped description the parser and the help use.
    var spec: OptionSpec { get }
}

/// The untyped description of an option (`--now 2030-10`) or a flag (`--json`).
struct OptionSpec: OptionDeclaration {
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

    /// Itself: an untyped spec can stand in a command's option list.
    var spec: OptionSpec { self }
}

/// An option a declared command has bound to its command line, so ``ParsableCommand/validate()`` can ask
/// whether it was given.
protocol BoundOption: OptionDeclaration {
    /// Whether the command line gave this option.
    var isGiven: Bool { get }
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
