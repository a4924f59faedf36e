import Foundation

/// Finds the command a command line names, parses its options and runs it, mapping errors to exit statuses.
struct CommandRunner {
    /// The top-level command (`tessera`).
    let root: CommandSpec
    /// Where output goes.
    let console: Console

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
        var command = root
        var path = root.name
        var rest = words[...]
        while let next = rest.first, let sub = command.subcommand(named: next) {
            command = sub
            path += " " + next
            rest = rest.dropFirst()
        }
        do {
            let arguments = try ParsedArguments(Array(rest), command: command, commandPath: path)
            if arguments.wantsHelp {
                console.out(HelpFormatter.help(of: command, path: path))
                return ExitCode.success
            }
            guard let run = command.run else {
                if let word = arguments.positionals.first {
                    throw CLIError.usage("Unknown subcommand '\(word)'.", commandPath: path)
                }
                throw CLIError.usage("Missing subcommand.", commandPath: path)
            }
            try await run(arguments, console)
            return ExitCode.success
        } catch let error as CLIError {
            report(error, command: command, path: path)
            return error.exitCode
        } catch {
            console.err("Error: \(error)")
            return ExitCode.failure
        }
    }

    private func report(_ error: CLIError, command: CommandSpec, path: String) {
        switch error {
        case .usage(let message, let commandPath):
            console.err("Error: \(message)")
            console.err("Usage: \(HelpFormatter.usage(of: command, path: path))")
            console.err("  See '\(commandPath) --help' for more information.")
        case .failure(let message):
            console.err("Error: \(message)")
        }
    }
}
