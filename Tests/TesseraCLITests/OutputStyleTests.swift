import Foundation
import Testing

@testable import tessera

/// Colour and live status only on a terminal: the decision table, the JSON colouring and the binary's
/// output when piped, written to a file, and on a pseudo-terminal.
@Suite struct OutputStyleTests {
    @Test(
        arguments: [
            (true, [:], true),
            (false, [:], false),
            (true, ["NO_COLOR": "1"], false),
            (true, ["NO_COLOR": ""], true),
            (true, ["TERM": "dumb"], false),
            (false, ["NO_COLOR": "1"], false),
        ] as [(Bool, [String: String], Bool)])
    func jsonIsColouredOnlyOnATerminalWithoutNoColor(tty: Bool, environment: [String: String], coloured: Bool) {
        let terminal = Terminal(
            stdoutIsTerminal: tty, stderrIsTerminal: tty, colorForbidden: Terminal.forbidsColor(environment))
        #expect(terminal.colorsStdout == coloured)
        #expect(terminal.showsSpinner == coloured)
    }

    @Test func theHighlighterColoursKeysStringsNumbersAndLiterals() {
        let json = #"{"id" : "a\"b", "n" : -12.5e3, "ok" : [true, null], "s" : ":"}"#
        let coloured = JSONHighlighter.highlight(json)
        let expected =
            #"{\#u{1B}[34m"id"\#u{1B}[0m : \#u{1B}[32m"a\"b"\#u{1B}[0m, \#u{1B}[34m"n"\#u{1B}[0m : "#
            + #"\#u{1B}[36m-12.5e3\#u{1B}[0m, \#u{1B}[34m"ok"\#u{1B}[0m : [\#u{1B}[35mtrue\#u{1B}[0m, "#
            + #"\#u{1B}[35mnull\#u{1B}[0m], \#u{1B}[34m"s"\#u{1B}[0m : \#u{1B}[32m":"\#u{1B}[0m}"#
        #expect(coloured == expected)
        #expect(coloured.replacing(/\x1B\[[0-9]+m/, with: "") == json)
    }

    func environment(_ folder: URL) -> [String: String] {
        ["TESSERA_CONFIG_DIR": folder.path + "/config", "TESSERA_DATA_DIR": folder.path + "/data", "NO_COLOR": ""]
    }

    @Test func pipedOutputHasNoEscapeCodesAndOutputWritesAPrivateFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-out-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let piped = try await CLIProcess.run(
            ["payment-options", "--currency", "USD"], environment: environment(folder))
        #expect(piped.status == 0 && piped.stdout.hasPrefix("{\n  \"items\""))
        #expect(!piped.stdout.contains("\u{1B}") && !piped.stderr.contains("\u{1B}"))
        let file = folder.appendingPathComponent("options.json").path
        let written = try await CLIProcess.run(
            ["payment-options", "--currency", "USD", "--output", file], environment: environment(folder))
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(written.stderr == "Wrote the response to \(file).\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == piped.stdout)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test(arguments: [("", true), ("1", false)])
    func onAPseudoTerminalJsonIsColouredUnlessNoColor(noColor: String, coloured: Bool) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tty-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = environment(folder)
        environment["NO_COLOR"] = noColor
        let result = try await ShellProcess.run(
            #"script -qec "$TESSERA payment-options --currency USD" /dev/null"#,
            environment: environment.merging(["TESSERA": CLIProcess.executable.path, "TERM": "xterm"]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\u{1B}[34m\"items\"\u{1B}[0m") == coloured)
        #expect(result.stdout.contains("\"items\""))
    }

    @Test(arguments: [("", true), ("1", false)])
    func onAPseudoTerminalAnErrorIsRedUnlessNoColor(noColor: String, coloured: Bool) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-tty-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = environment(folder)
        environment["NO_COLOR"] = noColor
        let result = try await ShellProcess.run(
            #"script -qec "$TESSERA tokenize --sesion x" /dev/null"#,
            environment: environment.merging(["TESSERA": CLIProcess.executable.path, "TERM": "xterm"]) { $1 })
        let line = "Error: Unknown option '--sesion'; did you mean '--session'?"
        #expect(result.stdout.contains("\u{1B}[31m\(line)\u{1B}[0m\r\n") == coloured, "\(result.stdout)")
        #expect(result.stdout.contains(line))
        #expect(!result.stdout.contains("Usage: \u{1B}") && !result.stdout.contains("\u{1B}[31mUsage"))
    }

    @Test func aPipedErrorIsPlain() async throws {
        let result = try await CLIProcess.run(
            ["tokenize", "--sesion", "x"], environment: ["NO_COLOR": "", "TERM": "xterm"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unknown option '--sesion'") && !result.stderr.contains("\u{1B}"))
    }

    @Test(
        arguments: [
            (true, [:], true), (false, [:], false), (true, ["NO_COLOR": "1"], false), (true, ["TERM": "dumb"], false),
        ]
            as [(Bool, [String: String], Bool)])
    func errorsAreColouredOnlyWhenStandardErrorIsATerminalWithoutNoColor(
        tty: Bool, environment: [String: String], coloured: Bool
    ) {
        let terminal = Terminal(
            stdoutIsTerminal: false, stderrIsTerminal: tty, colorForbidden: Terminal.forbidsColor(environment))
        #expect(terminal.colorsStderr == coloured)
    }
}
