import Foundation
import Testing

/// No card number and no terminal escape in any message that echoes an argument, for every digit script.
@Suite struct RedactedMessageTests {
    /// 4111 1111 1111 1111 in one script.
    struct Script: CustomTestStringConvertible, Sendable {
        let name: String
        let zero: UInt32
        var testDescription: String { name }

        func spell(_ digits: String) -> String {
            String(
                String.UnicodeScalarView(
                    digits.unicodeScalars.map { Unicode.Scalar(zero + $0.value - 0x30)! }))
        }
    }

    static let scripts = [
        Script(name: "ASCII", zero: 0x30), Script(name: "full-width", zero: 0xFF10),
        Script(name: "Arabic-Indic", zero: 0x660), Script(name: "Extended Arabic-Indic", zero: 0x6F0),
        Script(name: "Devanagari", zero: 0x966), Script(name: "Bengali", zero: 0x9E6),
    ]

    /// Commands whose usage errors echo the card-shaped value `PAN`.
    static let commands: [[String]] = [
        [
            "tokenize", "--session", "00000000-0000-0000-0000-000000000000", "--card", "4242424242424242", "--expiry",
            "10/30", "PAN",
        ],
        ["card", "inspect", "--PAN"],
        [
            "tokenize", "--session", "00000000-0000-0000-0000-000000000000", "--card", "4242424242424242", "--expiry",
            "PAN",
        ],
        ["card", "expiry", "12/30", "--now", "PAN"],
        ["jose", "encrypt", "--key", "/dev/null", "--alg", "PAN", "--enc", "A128GCM"],
        ["admin", "set", "PAN", "x"],
    ]

    @Test(arguments: scripts, commands)
    func usageErrorsNeverEchoACardNumber(script: Script, command: [String]) async throws {
        let pan = script.spell("4111111111111111")
        let arguments = command.map { $0.replacingOccurrences(of: "PAN", with: pan) }
        let result = try await CLIProcess.run(arguments, environment: ["TESSERA_CONFIG_DIR": "/nonexistent-tessera"])
        #expect(result.status == 64 || result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains(pan) && !result.stderr.contains("4111111111111111"), "\(result.stderr)")
        #expect(!result.stderr.contains(script.spell("111111")), "\(result.stderr)")
        #expect(result.stderr.contains("[REDACTED]"), "\(result.stderr)")
    }

    @Test(arguments: [
        ("\u{1B}]0;pwned\u{07}", "\\u{1B}]0;pwned\\u{7}"),
        ("\u{1B}[2J\u{1B}[H", "\\u{1B}[2J\\u{1B}[H"),
        ("a\rb", "a\\u{D}b"),
        ("x\nError: forged", "x\\u{A}Error: forged"),
        ("\u{9B}31m", "\\u{9B}31m"),
        ("x\u{202E}gnp.exe", "xgnp.exe"),
    ])
    func escapeCharactersInArgumentsAreNeutralised(argument: String, shown: String) async throws {
        let result = try await CLIProcess.run(["card", "inspect", "4242424242424242", argument])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: Unexpected argument '\(shown)'.\n"), "\(result.stderr)")
        let controls = result.stderr.unicodeScalars.filter {
            $0 != "\n" && ($0.properties.generalCategory == .control || $0.properties.generalCategory == .format)
        }
        #expect(controls.isEmpty)
    }

    @Test func identifiersAndProseStayVisible() async throws {
        let uuid = "00000000-0000-0000-0000-000000000000"
        let result = try await CLIProcess.run(["card", "inspect", "4242424242424242", uuid])
        #expect(result.stderr.hasPrefix("Error: Unexpected argument '\(uuid)'."), "\(result.stderr)")
    }

    /// After `admin set token abc`, a 401 read `Malformed bearer [REDACTED]`; an unknown session id read
    /// `'[REDACTED]'`. Values are redacted, not the words and ids around them.
    @Test func apiErrorsKeepTheirSentence() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-prose-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["TESSERA_CONFIG_DIR": folder.path, "TESSERA_DATA_DIR": folder.path]
        #expect(try await CLIProcess.run(["admin", "set", "token", "abc"], environment: environment).status == 0)
        let unauthorized = try await CLIProcess.run(
            ["payment-options", "--amount", "100", "--currency", "USD"], environment: environment)
        #expect(unauthorized.status == 1)
        #expect(unauthorized.stderr.hasPrefix("Error: HTTP 401: Malformed bearer token: "), "\(unauthorized.stderr)")
        #expect(!unauthorized.stderr.contains("[REDACTED]"))
        #expect(try await CLIProcess.run(["admin", "unset", "token"], environment: environment).status == 0)
        let id = "00000000-0000-0000-0000-000000000000"
        let unknown = try await CLIProcess.run(
            ["tokenize", "--session", id, "--card", "4111111111111111", "--expiry", "10/30"], environment: environment)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("Error: HTTP 404: No checkout session with id '\(id)'"), "\(unknown.stderr)")
    }
}
