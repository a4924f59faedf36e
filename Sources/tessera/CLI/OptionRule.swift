/// A rule across several options of one command, checked by ``ParsedArguments`` before `run`.
struct OptionRule: Sendable {
    /// How many of the options may be given.
    enum Kind: Sendable {
        /// At most one of them.
        case atMostOne
        /// Exactly one of them.
        case exactlyOne
    }

    /// The kind of rule.
    let kind: Kind
    /// The primary names of the options.
    let names: [String]

    /// At most one of `options` may be given.
    static func exclusive(_ options: any OptionDeclaration...) -> OptionRule {
        OptionRule(kind: .atMostOne, names: options.map(\.spec.primaryName))
    }

    /// Exactly one of `options` must be given.
    static func exactlyOne(_ options: any OptionDeclaration...) -> OptionRule {
        OptionRule(kind: .exactlyOne, names: options.map(\.spec.primaryName))
    }

    /// The usage error for `given` (the names present on the command line), or nil when the rule holds.
    func violation(given: Set<String>) -> String? {
        let present = names.filter(given.contains)
        let list = quoted(names: names, conjunction: "or")
        switch kind {
        case .atMostOne where present.count > 1:
            return "Give only one of \(list), not both '\(present[0])' and '\(present[1])'."
        case .exactlyOne where present.count > 1:
            return "Give only one of \(list), not both '\(present[0])' and '\(present[1])'."
        case .exactlyOne where present.isEmpty:
            return "Give one of \(list)."
        default:
            return nil
        }
    }
}
