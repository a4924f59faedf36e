import TesseraClient

/// A positional argument of a ``ParsableCommand``: `@Argument("number", help: "A card number.") var number: String`.
///
/// A plain property is required, an optional one may be left out; with a `parser`, a refused word is a
/// usage error (`Invalid value for '<id>': expected a UUID …`) before the command runs.
@propertyWrapper
struct Argument<Value: Sendable>: Sendable {
    /// The untyped description.
    let spec: ArgumentSpec
    private var bound: Value?

    /// The value from the command line.
    var wrappedValue: Value {
        guard let bound else { preconditionFailure("<\(spec.name)> was read before its command line was bound") }
        return bound
    }

    private init(spec: ArgumentSpec, expected: String, read: (String?) -> Value?) {
        self.spec = spec
        guard let binding = CommandBinding.current else { return }
        bound = read(binding.arguments.positional(spec))
        if bound == nil { binding.refuse(spec, expected: expected) }
    }

    /// A required argument shown as `<name>` whose word `parser` reads.
    init(_ name: String, help: String, parser: ValueParser<Value>) {
        self.init(spec: ArgumentSpec(name: name, help: help), expected: parser.expected) { $0.flatMap(parser.parse) }
    }

    /// An optional argument shown as `[<name>]` whose word, when given, `parser` reads.
    init<Element>(_ name: String, help: String, parser: ValueParser<Element>) where Value == Element? {
        let spec = ArgumentSpec(name: name, help: help, isOptional: true)
        self.init(spec: spec, expected: parser.expected) { word in
            guard let word else { return .some(nil) }
            return parser.parse(word).map { .some($0) }
        }
    }
}

extension Argument where Value == String {
    /// A required argument shown as `<name>`, taken as typed.
    init(_ name: String, help: String) {
        self.init(name, help: help, parser: .verbatim)
    }
}

extension Argument where Value == String? {
    /// An optional argument shown as `[<name>]`, taken as typed.
    init(_ name: String, help: String) {
        self.init(name, help: help, parser: ValueParser<String>.verbatim)
    }
}

extension ValueParser where Value == String {
    /// Any word, as typed.
    static let verbatim = ValueParser(expected: "a value") { $0 }
}
