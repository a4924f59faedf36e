import Foundation
import TesseraClient

/// Finds the command a command line names, parses its options and runs it, mapping errors to exit statuses.
///
/// `tessera` alone, `tessera help <command…>` and `tessera <group> help <subcommand…>` print help; `-h` may
/// come before a subcommand's name (`tessera card -h inspect`); `tessera --version` prints the version and
/// `tessera completions bash|zsh|fish` a completion script made from the command tree. A mistyped command
/// or option is answered with the closest declared name (`did you mean 'tokenize'?`).
struct CommandRunner {
    /// The top-level command (`tessera`).
    let root: CommandSpec
    /// Where output goes.
    let console: Console

    /// The version `tessera --version` prints.
    static let version = "0.1.0"

    /// Runs `words` (the arguments after the program name) and returns the process exit status.
    func run(_ words: [String]) async -> Int32 {
        let status = await runCommand(words)
        return outputStatus(otherwise: status)
    }

    /// `status`, unless standard output failed: then quietly 0 when the reader closed the pipe (as other
    /// Unix tools end), else ``ExitCode/ioError`` with one line on standard error.
    private func outputStatus(otherwise status: Int32) -> Int32 {
        guard let code = console.outputFault.code, status == ExitCode.success else { return status }
        if code == EPIPE { return ExitCode.success }
        console.err(
            "Error: cannot write to standard output (\(String(cString: strerror(code)))); free space or fix the destination, then run the command again."
        )
        return ExitCode.ioError
    }

    private func runCommand(_ words: [String]) async -> Int32 {
        if words == ["--version"] {
            console.out(Self.version)
            return ExitCode.success
        }
        if words.first == "help" {
            return help(for: Array(words.dropFirst()), from: root, path: root.name)
        }
        if words.first == "completions" {
            return completions(Array(words.dropFirst()))
        }
        let (command, path, rest) = resolve(words)
        if command.run == nil, rest.first == "help" {
            return help(for: Array(rest.dropFirst()), from: command, path: path)
        }
        do {
            try checkSubcommand(rest, of: command, path: path)
            let form =
                command.declares(CommonOptions.reset) && !rest.contains(where: { $0 == "-h" || $0 == "--help" })
                ? RememberedForm(command: command, path: path, words: rest, console: console) : nil
            let arguments = try ParsedArguments(
                form?.words ?? rest, command: command, commandPath: path, suggesting: true)
            guard !arguments.wantsHelp, let run = command.run else {
                if let word = arguments.positionals.first, !arguments.wantsHelp {
                    throw CLIError.usage("Unknown subcommand '\(word)'.", commandPath: path)
                }
                showHelp(command, path: path)
                return ExitCode.success
            }
            form?.announce(on: console)
            try await RememberedForm.$filledOptions.withValue(form?.filledNames ?? []) {
                try await run(arguments, console)
            }
            form?.remember(arguments, console: console)
            return ExitCode.success
        } catch {
            // A failure of the in-process emulator's state file is the user's local problem: its one line.
            let report = ErrorReport(SandboxSetup.localFault.withLock { $0 }.map(CLIError.failure) ?? error)
            report.print(on: console, usage: HelpFormatter.usage(of: command, path: path))
            return report.exitCode
        }
    }

    /// The command `words` select, its path and the words left for it; help flags may precede a subcommand.
    private func resolve(_ words: [String]) -> (CommandSpec, String, [String]) {
        var command = root
        var path = root.name
        var held: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "-h" || word == "--help" {
                held.append(word)
            } else if let sub = command.subcommand(named: word) {
                command = sub
                path += " " + word
            } else {
                break
            }
            index += 1
        }
        return (command, path, held + words[index...])
    }

    /// A group given a word that is no subcommand of it but close to one: `tessera tokenise` is answered
    /// "did you mean 'tessera tokenize'?" before its options are looked at (they belong to the command meant).
    private func checkSubcommand(_ words: [String], of command: CommandSpec, path: String) throws {
        guard command.run == nil, let word = words.first, !word.hasPrefix("-"),
            let meant = Suggestion.closest(to: word, among: command.subcommands.map(\.name))
        else { return }
        throw CLIError.usage("Unknown command '\(path) \(word)'; did you mean '\(path) \(meant)'?", commandPath: path)
    }

    /// `tessera help <command…>`, or `tessera <group> help <command…>` from `start`.
    private func help(for words: [String], from start: CommandSpec, path startPath: String) -> Int32 {
        var command = start
        var path = startPath
        for word in words {
            guard let sub = command.subcommand(named: word) else {
                let hint = Suggestion.closest(to: word, among: command.subcommands.map(\.name))
                let message = "Unknown command '\(word)' in '\(path)'" + (hint.map { "; did you mean '\($0)'?" } ?? ".")
                let report = ErrorReport(CLIError.usage(message, commandPath: path))
                report.print(on: console, usage: HelpFormatter.usage(of: command, path: path))
                return report.exitCode
            }
            command = sub
            path += " " + word
        }
        showHelp(command, path: path)
        return ExitCode.success
    }

    /// `tessera completions bash|zsh|fish`.
    private func completions(_ words: [String]) -> Int32 {
        let path = root.name + " completions"
        let shells = CompletionScript.Shell.allCases.map(\.rawValue)
        let usage = "\(path) <\(shells.joined(separator: "|"))>"
        if words == ["--help"] || words == ["-h"] {
            console.out(
                "OVERVIEW: Print a completion script for tessera's commands and options.\n\nUSAGE: \(usage)\n\n"
                    + "  bash: source <(tessera completions bash)\n  zsh:  source <(tessera completions zsh)\n"
                    + "  fish: tessera completions fish | source")
            return ExitCode.success
        }
        guard words.count == 1, let shell = CompletionScript.Shell(rawValue: words[0]) else {
            let message =
                words.count > 1
                ? "Unexpected argument '\(words[1])'."
                : "Give the shell to complete for: \(quoted(names: shells, conjunction: "or"))."
            let report = ErrorReport(CLIError.usage(message, commandPath: path))
            report.print(on: console, usage: usage)
            return report.exitCode
        }
        console.out(CompletionScript(root: root).render(for: shell))
        return ExitCode.success
    }

    private func showHelp(_ command: CommandSpec, path: String) {
        console.out(HelpFormatter.help(of: command, path: path, global: path == root.name ? GlobalOptions.help : []))
    }
}
