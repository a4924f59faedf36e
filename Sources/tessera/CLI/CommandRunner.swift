import Foundation

/// Finds the command a command line names, parses its options and runs it, mapping errors to exit statuses.
///
/// `tessera` alone and `tessera help <command…>` print help; `-h` may come before a subcommand's name
/// (`tessera card -h inspect`); `tessera --version` prints the version.
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
            return help(for: Array(words.dropFirst()))
        }
        let (command, path, rest) = resolve(words)
        do {
            let form =
                command.declares(CommonOptions.reset) && !rest.contains(where: { $0 == "-h" || $0 == "--help" })
                ? RememberedForm(command: command, path: path, words: rest, console: console) : nil
            let arguments = try ParsedArguments(form?.words ?? rest, command: command, commandPath: path)
            guard !arguments.wantsHelp, let run = command.run else {
                if let word = arguments.positionals.first, !arguments.wantsHelp {
                    throw CLIError.usage("Unknown subcommand '\(word)'.", commandPath: path)
                }
                showHelp(command, path: path)
                return ExitCode.success
            }
            form?.announce(on: console)
            try await run(arguments, console)
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

    /// `tessera help <command…>`.
    private func help(for words: [String]) -> Int32 {
        var command = root
        var path = root.name
        for word in words {
            guard let sub = command.subcommand(named: word) else {
                let report = ErrorReport(CLIError.usage("Unknown command '\(word)' in '\(path)'.", commandPath: path))
                report.print(on: console, usage: HelpFormatter.usage(of: command, path: path))
                return report.exitCode
            }
            command = sub
            path += " " + word
        }
        showHelp(command, path: path)
        return ExitCode.success
    }

    private func showHelp(_ command: CommandSpec, path: String) {
        console.out(HelpFormatter.help(of: command, path: path, global: path == root.name ? GlobalOptions.help : []))
    }
}
