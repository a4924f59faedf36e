/// Options several commands share, declared once as a ``ParsableArguments`` type and included as one
/// property: `@OptionGroup var request: RequestOptions`. Its options appear where the property stands, in
/// the usage line, the help and the parser.
@propertyWrapper
struct OptionGroup<Group: ParsableArguments>: Sendable {
    /// The group's values from the command line.
    let wrappedValue: Group

    /// The group, bound to the command line being parsed.
    init() {
        wrappedValue = Group()
    }
}

/// A type whose stored properties are ``Option``, ``Flag``, ``Argument`` and ``OptionGroup`` declarations.
protocol ParsableArguments: Sendable {
    /// The declarations with their defaults; while a ``CommandBinding`` is current, with the command line's values.
    init()
}

/// One parameter a ``ParsableArguments`` type declares.
enum DeclaredParameter {
    /// An option or a flag.
    case option(OptionSpec)
    /// A positional argument.
    case argument(ArgumentSpec)
}

extension ParsableArguments {
    /// The parameters of this type, in the order its properties are declared (a group's where it stands).
    static var parameters: [DeclaredParameter] {
        Mirror(reflecting: Self()).children.flatMap { child -> [DeclaredParameter] in
            switch child.value {
            case let option as any OptionDeclaration: [.option(option.spec)]
            case let argument as any ArgumentDeclaration: [.argument(argument.spec)]
            case let group as any GroupDeclaration: group.parameters
            default: []
            }
        }
    }
}

/// An ``Argument`` of any type, as ``ParsableArguments/parameters`` finds it.
private protocol ArgumentDeclaration {
    var spec: ArgumentSpec { get }
}

extension Argument: ArgumentDeclaration {}

/// An ``OptionGroup`` of any type, as ``ParsableArguments/parameters`` finds it.
private protocol GroupDeclaration {
    var parameters: [DeclaredParameter] { get }
}

extension OptionGroup: GroupDeclaration {
    fileprivate var parameters: [DeclaredParameter] { Group.parameters }
}
