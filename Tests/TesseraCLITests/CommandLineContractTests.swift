import Testing

/// The command-line contract of STYLE.md §9, checked on the built binary.
@Suite struct CommandLineContractTests {
    @Test func helpGoesToStdoutWithExitZero() async throws {
        let result = try await CLIProcess.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        for section in ["USAGE: tessera", "OPTIONS:", "SUBCOMMANDS:", "demo"] {
            #expect(result.stdout.contains(section))
        }
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["--bogus"], ["nonsense"], ["demo", "--what"], ["demo", "extra"]])
    func usageErrorsExit64WithUsageOnStderr(arguments: [String]) async throws {
        let result = try await CLIProcess.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Error: ") == true)
        #expect(lines.contains { $0.hasPrefix("Usage: tessera") })
        #expect(result.stderr.contains("--help' for more information."))
    }

    @Test func noArgumentsPrintsTheHelp() async throws {
        let result = try await CLIProcess.run([])
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout == (try await CLIProcess.run(["--help"])).stdout)
    }
}
