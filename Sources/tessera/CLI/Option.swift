import TesseraClient

/// An option whose text is parsed into a typed value (an integer, a currency code, a UUID…) before a command
/// runs; `Value` is what the command reads.
///
/// The property's type says what kind of option it is:
///
/// ```swift
/// @Option("--brand", valueName: "scheme", help: "Only this scheme.", parser: .choice) var brand: Scheme?
/// @Option("--session", valueName: "uuid", help: "The checkout session.", parser: .uuid) var session: String
/// @Option("--limit", valueName: "n", help: "At most n rows.", parser: .limit) var limit: Int = 20
/// @Option(CommonOptions.metadata) var metadata: [(String, String)]
/// ```
///
/// An optional property is an optional option, a plain one is required (shown without brackets in usage and
/// checked before the command runs), one with a default falls back to it, and a repeatable one (a value
/// declared with ``repeatable``) is an array. An option several commands share, or one that a
/// ``CommandConfiguration/rules`` entry names, is declared once as a value (`static let currency = Option(…)` in
/// ``CommonOptions``) and named by each property that uses it, `@Option(CommonOptions.currency)`.
@propertyWrapper
struct Option<Value: Sendable>: BoundOption {
    /// The untyped description.
    private(set) var spec: OptionSpec
    /// The value of the words given for the option, in order (already checked by `spec.accepts`); nil when a
    /// required option was not given.
    let read: @Sendable ([String]) -> Value?
    private(set) var isGiven = false
    private var bound: Value?

    /// The value from the command line.
    var wrappedValue: Value {
        guard let bound else { preconditionFailure("\(spec.primaryName) was read before its command line was bound") }
        return bound
    }

    /// The declaration itself, for ``ParsableCommand/validate()`` (`$brand`).
    var projectedValue: Option { self }

    fileprivate init(spec: OptionSpec, read: @escaping @Sendable ([String]) -> Value?) {
        self.spec = spec
        self.read = read
        let words = CommandBinding.current?.arguments.words(of: spec) ?? []
        isGiven = !words.isEmpty
        bound = read(words)
    }

    /// The option `shared` declares, bound to this command line.
    init(_ shared: Option) {
        self.init(spec: shared.spec, read: shared.read)
    }

    /// A required option spelled `names` whose text `parser` reads.
    @_disfavoredOverload
    init(
        _ names: String..., valueName: String, help: String, parser: ValueParser<Value>, traits: OptionTraits = []
    ) {
        var spec = OptionSpec(names: names, valueName: valueName, help: help, parser: parser, traits: traits)
        spec.isRequired = true
        self.init(spec: spec) { $0.last.flatMap(parser.parse) }
    }

    /// An option spelled `names` whose text `parser` reads, `wrappedValue` when it is not given.
    init(
        wrappedValue: Value, _ names: String..., valueName: String, help: String, parser: ValueParser<Value>,
        traits: OptionTraits = []
    ) {
        let spec = OptionSpec(names: names, valueName: valueName, help: help, parser: parser, traits: traits)
        self.init(spec: spec) { $0.last.flatMap(parser.parse) ?? wrappedValue }
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

extension Option {
    /// An optional option spelled `names` whose text `parser` reads.
    init<Element>(
        _ names: String..., valueName: String, help: String, parser: ValueParser<Element>, traits: OptionTraits = []
    ) where Value == Element? {
        let spec = OptionSpec(names: names, valueName: valueName, help: help, parser: parser, traits: traits)
        self.init(spec: spec) { .some($0.last.flatMap(parser.parse)) }
    }

    /// The required form of the optional option `shared`.
    init(_ shared: Option<Value?>) {
        self.init(shared.required)
    }

    /// The optional option `shared`, `wrappedValue` when it is not given.
    init(wrappedValue: Value, _ shared: Option<Value?>) {
        self.init(spec: shared.spec) { shared.read($0).flatMap { $0 } ?? wrappedValue }
    }
}

extension Option where Value == String? {
    /// A free-text option; a blank value is refused.
    static func text(_ names: String..., valueName: String, help: String) -> Option {
        let spec = OptionSpec(names: names, valueName: valueName, help: help, parser: ValueParser.nonEmpty)
        return Option(spec: spec) { .some($0.last.flatMap(ValueParser.nonEmpty.parse)) }
    }
}

extension Option where Value: OptionalValue, Value.Wrapped: Sendable {
    /// The same option, required: it is shown without brackets in usage and checked before the command runs.
    var required: Option<Value.Wrapped> {
        var spec = spec
        spec.isRequired = true
        return Option<Value.Wrapped>(spec: spec) { [read] in read($0)?.optional }
    }

    /// The same option, accepted more than once; it reads every value, in the order given.
    var repeatable: Option<[Value.Wrapped]> {
        var spec = spec
        spec.isRepeatable = true
        return Option<[Value.Wrapped]>(spec: spec) { [read] words in
            words.compactMap { read([$0])?.optional }
        }
    }
}

/// `Optional`, as a constraint: lets ``Option`` turn an optional option into a required or repeatable one.
protocol OptionalValue {
    /// The type of the value inside.
    associatedtype Wrapped
    /// The value, or nil.
    var optional: Wrapped? { get }
}

extension Optional: OptionalValue {
    var optional: Wrapped? { self }
}

extension OptionSpec {
    /// An option spelled `names` whose values `parser` checks.
    fileprivate init<Element>(
        names: [String], valueName: String, help: String, parser: ValueParser<Element>, traits: OptionTraits = []
    ) {
        let parse = parser.parse
        self.init(
            names: names, valueName: valueName, help: help, isSecret: traits.contains(.secret),
            isRememberable: !traits.contains(.notRemembered), expected: parser.expected,
            accepts: { parse($0) != nil })
    }
}

/// How an ``Option`` declared on a property treats its values, besides parsing them.
struct OptionTraits: OptionSet, Sendable {
    let rawValue: Int

    /// A refused value is not echoed (card data); see ``Option/secret``.
    static let secret = OptionTraits(rawValue: 1)
    /// A remembered form never keeps the value; see ``Option/notRemembered``.
    static let notRemembered = OptionTraits(rawValue: 2)
}
