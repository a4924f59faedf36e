import Foundation
import TesseraTestSupport
import Testing

/// The terminal presenter driven through a pseudo-terminal (`script` from util-linux allocates it): the
/// screen in the theme's colours, typed and arrow-key answers, and `NO_COLOR`.
@Suite(.serialized) struct TerminalPresenterTests {
    /// Runs `tokenize` under `script` with `keys` typed into the terminal; returns everything the terminal showed.
    static func run(_ arguments: [String], keys: String, environment: [String: String] = [:]) async throws -> String {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let created = try await sandbox.run(["checkout-session", "create", "--currency", "USD"])
        let session = try #require(
            (try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any])?["id"] as? String)
        let command = ([CLIProcess.executable.path, "tokenize", "--session", session] + arguments)
            .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = nil  // colour is on unless a test asks for NO_COLOR
        process.environment = inherited.merging(sandbox.environment) { _, new in new }
            .merging(environment) { _, new in new }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let data = try await BlockingCall.run {
            try ProcessSpawning.spawn(process)
            input.fileHandleForWriting.write(Data(keys.utf8))
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            try? input.fileHandleForWriting.close()
            return data
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aTextChallengeIsDrawnInTheThemeAndAnsweredByTyping() async throws {
        let shown = try await Self.run(["--test-card", "visa-challenge", "--theme", "red-blue"], keys: "1234\n")
        #expect(shown.contains("\u{1B}[48;2;0;122;255m"))  // toolbar #007aff
        #expect(shown.contains("\u{1B}[48;2;255;59;48m"))  // submit #ff3b30
        #expect(shown.contains("Secure Checkout") && shown.contains("Cancel"))
        // The result JSON is coloured on a terminal; its text is read without the colour codes.
        #expect(Self.plain(shown).contains(#""type": "challenge", "transaction_status": "Y""#))
    }

    /// `text` without SGR colour codes.
    static func plain(_ text: String) -> String {
        text.replacing(/\x1B\[[0-9;]*m/, with: "")
    }

    @Test func theDarkVariantUsesItsOwnColoursAndTexts() async throws {
        let shown = try await Self.run(
            ["--test-card", "visa-challenge", "--theme", "red-blue", "--dark"], keys: "1234\n")
        #expect(shown.contains("\u{1B}[48;2;10;132;255m"))  // toolbar #0a84ff
        #expect(shown.contains("SECURE CHECKOUT") && shown.contains("Close"))
    }

    @Test func optionsArePickedWithArrowsAndSpace() async throws {
        let shown = try await Self.run(
            ["--test-card", "ui-03-multi-select", "--theme", "orange-purple"], keys: " \u{1B}[B\u{1B}[B \r")
        #expect(shown.contains("\u{1B}[48;2;175;82;222m"))  // toolbar #af52de
        #expect(Self.plain(shown).contains(#""transaction_status": "Y""#))
    }

    @Test func noColorDrawsWithoutEscapes() async throws {
        let shown = try await Self.run(
            ["--test-card", "visa-challenge", "--theme", "green-yellow"], keys: "1234\n", environment: ["NO_COLOR": "1"]
        )
        #expect(!shown.contains("\u{1B}[48;2"))
        #expect(shown.contains("3DS Challenge"))
        #expect(shown.contains(#""transaction_status": "Y""#))
    }
}
