/// A field of an endpoint form: the CLI's option and the label the app's page shows for it.
package struct FormField: Sendable, Hashable {
    /// The option, `--currency`; also the key of the field in ``FormMemory``.
    package let option: String
    /// The page's label, `Currency`.
    package let label: String

    /// A field.
    package init(_ option: String, _ label: String) {
        self.option = option
        self.label = label
    }

    /// The form control's name: the option without its dashes (`currency`).
    package var name: String { String(option.drop { $0 == "-" }) }
}

/// A value an endpoint form refuses, naming the field at fault as the screen the user is on names it.
package struct FieldError: Error, Sendable, Equatable {
    /// How a message names its fields.
    package enum Naming: Sendable {
        /// By option, as the command line: `'--currency'`.
        case option
        /// By label, as the page: `Currency`.
        case label
    }

    /// What is wrong with the field.
    package enum Problem: Sendable, Equatable {
        /// The value is not one the field takes.
        case invalid(expected: String)
        /// The field is required and was left blank.
        case missing
        /// None of this field and `others` was given; one is needed.
        case noneOf(others: [FormField])
        /// This field and `other` were both given; only one may be.
        case both(other: FormField)
        /// This field needs `other`, which was left blank.
        case needs(other: FormField)
        /// This field does not apply with `other`.
        case notWith(other: FormField)
    }

    /// The field at fault, which the page marks.
    package let field: FormField
    /// What is wrong.
    package let problem: Problem

    /// An error for `field`.
    package init(_ field: FormField, _ problem: Problem) {
        self.field = field
        self.problem = problem
    }

    /// The one sentence saying what is wrong and what to give, naming fields by `naming`.
    package func message(_ naming: Naming) -> String {
        let name = { (field: FormField) in naming == .option ? "'\(field.option)'" : field.label }
        switch problem {
        case .invalid(let expected):
            return naming == .option
                ? "Invalid value for \(name(field)): expected \(expected)."
                : "\(field.label): expected \(expected)."
        case .missing:
            return naming == .option ? "Missing expected option \(name(field))." : "\(field.label) is required."
        case .noneOf(let others):
            let names = ([field] + others).map(name)
            return "Give \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")."
        case .both(let other):
            return "Give only one of \(name(field)) or \(name(other)), not both."
        case .needs(let other):
            return "\(name(field)) needs \(name(other))."
        case .notWith(let other):
            return "\(name(field)) does not apply with \(name(other)); leave one of them blank."
        }
    }
}
