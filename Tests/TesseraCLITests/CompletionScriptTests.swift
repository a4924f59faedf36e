import Foundation
import Testing

@testable import tessera

/// `tessera completions zsh|fish`: each script parses in its shell and completes, in that shell, what the
/// declarations say; where the shell is not installed, the script's structure is checked instead.
@Suite struct CompletionScriptTests {
    static let hasZsh = FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")
    static let hasFish = FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")

    @Test(.enabled(if: hasZsh)) func zshParsesTheScript() async throws {
        let result = try await ShellProcess.run(#"zsh -n <("$TESSERA" completions zsh)"#)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test(.enabled(if: hasFish)) func fishParsesTheScript() async throws {
        let result = try await ShellProcess.run(#""$TESSERA" completions fish | fish -n"#)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    }

    /// zsh runs `_tessera` with the words typed so far; `compadd` and `_files` stand in for the completion
    /// system's, printing what they are given.
    @Test(.enabled(if: hasZsh)) func zshOffersTheCommandsOptionsAndFilesOfTheCommandTyped() async throws {
        let result = try await ShellProcess.run(
            """
            "$TESSERA" completions zsh > "$TMPDIR_COMPLETION/tessera.zsh"
            zsh -f <<'EOF'
            compdef() { }
            compadd() { print -r -- "${(j: :)${(P)2}}" }
            _files() { print -r -- FILES }
            source "$TMPDIR_COMPLETION/tessera.zsh"
            words=(tessera tok); CURRENT=2; _tessera
            words=(tessera transaction create --cur); CURRENT=4; _tessera
            words=(tessera wallet pay id --n); CURRENT=5; _tessera
            words=(tessera tokenize --ds-config ''); CURRENT=4; _tessera
            EOF
            """, environment: ["TMPDIR_COMPLETION": try Self.folder()])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map { Set($0.split(separator: " ").map(String.init)) }
        try #require(lines.count == 4, "\(result.stdout)")
        #expect(lines[0].isSuperset(of: ["tokenize", "transaction", "wallet", "completions", "--version"]))
        #expect(lines[1].isSuperset(of: ["--amount", "--currency", "--idempotency-key", "--metadata", "--output"]))
        #expect(lines[2] == ["--amount", "--currency", "--new-payment", "--json", "--help"])
        #expect(lines[3] == ["FILES"])
    }

    /// fish's own `complete -C` asks the loaded script, as pressing Tab does.
    @Test(.enabled(if: hasFish)) func fishCompletesACommandAndTheOptionsOfTheCommandTyped() async throws {
        let result = try await ShellProcess.run(
            """
            "$TESSERA" completions fish | fish -c 'source
            complete -C "tessera tok"; echo ==
            complete -C "tessera transaction create --cur"; echo ==
            complete -C "tessera wallet pay id --n"'
            """)
        #expect(result.status == 0, "\(result.stderr)")
        let groups = result.stdout.components(separatedBy: "==\n").map { $0.split(separator: "\n").map(String.init) }
        #expect(groups == [["tokenize"], ["--currency"], ["--new-payment"]], "\(result.stdout)")
    }

    /// Without the shells, the scripts still give each command's case every subcommand and option it declares.
    @Test(arguments: [CompletionScript.Shell.zsh, .fish])
    func eachCommandsCaseListsItsWords(shell: CompletionScript.Shell) throws {
        let script = CompletionScript(root: RootCommand.spec).render(for: shell)
        let (label, close, list) =
            shell == .zsh ? ("        '", "')\n", "candidates=(") : ("        case '", "'\n", "printf '%s\\n' ")
        for (path, command) in RootCommand.spec.walk() {
            let start = try #require(script.range(of: "\n\(label)\(path)\(close)"), "\(shell) \(path)")
            let rest = script[start.upperBound...]
            let body = rest.range(of: "\n\(label)").map { rest[..<$0.lowerBound] } ?? rest
            let words = try #require(
                body.range(of: list).map { body[$0.upperBound...].prefix { $0 != ")" && $0 != "\n" } })
            let offered = Set(words.split(separator: " ").map(String.init))
            let declared = command.options.flatMap(\.names) + command.subcommands.map(\.name) + ["--help"]
            #expect(offered.isSuperset(of: declared), "\(shell) \(path): \(Set(declared).subtracting(offered))")
        }
    }

    private static func folder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
