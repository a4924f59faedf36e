/// Renders help and usage text for a ``CommandSpec`` in the swift-argument-parser layout.
enum HelpFormatter {
    /// The one-line usage of the command at `path`, arguments first; optional parts are in brackets:
    /// `tessera card inspect <number> [--json] [--reveal]`, `tessera tokenize --session <uuid> …`.
    static func usage(of command: CommandSpec, path: String) -> String {
        var parts = [path]
        if command.run == nil && !command.subcommands.isEmpty {
            parts.append("<subcommand>")
        }
        for argument in command.arguments {
            parts.append(argument.isOptional ? "[<\(argument.name)>]" : "<\(argument.name)>")
        }
        for option in command.options {
            var spelled = option.valueName.map { "\(option.primaryName) <\($0)>" } ?? option.primaryName
            if !option.isRequired { spelled = "[\(spelled)]" }
            parts.append(spelled + (option.isRepeatable ? " ..." : ""))
        }
        return parts.joined(separator: " ")
    }

    /// The full help text of the command at `path`; `global` lists options every command accepts.
    static func help(of command: CommandSpec, path: String, global: [OptionSpec] = []) -> String {
        var sections = ["OVERVIEW: \(command.abstract)"]
        if !command.discussion.isEmpty {
            sections.append(command.discussion)
        }
        sections.append("USAGE: \(usage(of: command, path: path))")
        if !command.arguments.isEmpty {
            sections.append(table("ARGUMENTS:", command.arguments.map { ("<\($0.name)>", $0.help) }))
        }
        var optionRows = (command.options + global).map { option in
            let names = option.names.joined(separator: ", ")
            return (option.valueName.map { "\(names) <\($0)>" } ?? names, option.help)
        }
        optionRows.append(("-h, --help", "Show help information."))
        sections.append(table("OPTIONS:", optionRows))
        if !command.subcommands.isEmpty {
            sections.append(table("SUBCOMMANDS:", command.subcommands.map { ($0.name, $0.abstract) }))
            sections.append("  See '\(path) help <subcommand>' or '\(path) <subcommand> --help' for detailed help.")
        }
        return sections.joined(separator: "\n\n")
    }

    private static func table(_ title: String, _ rows: [(String, String)]) -> String {
        let width = min(rows.map(\.0.count).max() ?? 0, 32)
        let lines = rows.map { name, help in
            if name.count > width {
                return "  \(name)\n  \(String(repeating: " ", count: width))  \(help)"
            }
            return "  \(name.padding(toLength: width, withPad: " ", startingAt: 0))  \(help)"
        }
        return ([title] + lines).joined(separator: "\n")
    }
}
