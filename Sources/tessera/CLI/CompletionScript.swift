/// A shell completion script for the `tessera` command tree: `tessera completions bash|zsh|fish`.
///
/// It is made from the same declarations as the help, so every command, subcommand and option completes; after
/// an option that takes a value, file names complete. The script finds the command typed so far by walking
/// the words, then offers that command's subcommands and options.
struct CompletionScript {
    /// A shell the script can be written for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The top-level command.
    let root: CommandSpec

    /// The script for `shell`.
    func render(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// Every command with its path, the words it offers and the options after which a value is typed.
    private var entries: [(path: String, words: [String], valueOptions: [String])] {
        root.walk().map { path, command in
            var words = command.subcommands.map(\.name) + command.options.flatMap(\.names) + ["--help"]
            if path == root.name {
                words = ["help", "completions"] + words + GlobalOptions.help.flatMap(\.names)
            }
            return (path, words, command.options.filter { $0.valueName != nil }.flatMap(\.names))
        }
    }

    /// The paths of the commands that have subcommands, as `case` patterns of the command typed so far.
    private var groupPatterns: String {
        root.walk().flatMap { path, command in command.subcommands.map { "'\(path) \($0.name)'" } }
            .joined(separator: "|")
    }

    private func bash() -> String {
        let cases = entries.map { path, words, valueOptions in
            let values =
                valueOptions.isEmpty
                ? ""
                : "            case \"$prev\" in \(valueOptions.joined(separator: "|"))) "
                    + "COMPREPLY=($(compgen -f -- \"$cur\")); return ;; esac\n"
            return "        '\(path)')\n\(values)            words='\(words.joined(separator: " "))' ;;"
        }
        return """
            # bash completion for tessera; load it with: source <(tessera completions bash)
            _tessera() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=tessera words i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case "$command ${COMP_WORDS[i]}" in
                    \(groupPatterns)) command="$command ${COMP_WORDS[i]}" ;;
                    esac
                done
                case "$command" in
            \(cases.joined(separator: "\n"))
                esac
                COMPREPLY=($(compgen -W "$words" -- "$cur"))
            }
            complete -F _tessera tessera
            """
    }

    private func zsh() -> String {
        let cases = entries.map { path, words, valueOptions in
            let values =
                valueOptions.isEmpty
                ? ""
                : "            case ${words[CURRENT-1]} in \(valueOptions.joined(separator: "|"))) _files; return ;; esac\n"
            return "        '\(path)')\n\(values)            candidates=(\(words.joined(separator: " "))) ;;"
        }
        return """
            #compdef tessera
            # zsh completion for tessera; load it with: source <(tessera completions zsh)
            _tessera() {
                local command=tessera i
                local -a candidates
                for ((i = 2; i < CURRENT; i++)); do
                    case "$command ${words[i]}" in
                    \(groupPatterns)) command="$command ${words[i]}" ;;
                    esac
                done
                case "$command" in
            \(cases.joined(separator: "\n"))
                esac
                compadd -a candidates
            }
            compdef _tessera tessera
            """
    }

    private func fish() -> String {
        let groups = root.walk().flatMap { path, command in command.subcommands.map { "'\(path) \($0.name)'" } }
        let cases = entries.map { path, words, valueOptions in
            let values =
                valueOptions.isEmpty
                ? ""
                : "            if contains -- $tokens[-1] \(valueOptions.joined(separator: " "))\n"
                    + "                __fish_complete_path (commandline -ct)\n                return\n            end\n"
            return "        case '\(path)'\n\(values)            printf '%s\\n' \(words.joined(separator: " "))"
        }
        return """
            # fish completion for tessera; load it with: tessera completions fish | source
            function __tessera_complete
                set -l tokens (commandline -opc)
                set -l command tessera
                for word in $tokens[2..-1]
                    switch "$command $word"
                        case \(groups.joined(separator: " "))
                            set command "$command $word"
                    end
                end
                switch $command
            \(cases.joined(separator: "\n"))
                end
            end
            complete -c tessera -f -a '(__tessera_complete)'
            """
    }
}
