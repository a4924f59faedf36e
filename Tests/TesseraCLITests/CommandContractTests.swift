import Foundation
import TesseraTestSupport
import Testing

@testable import tessera

/// The CLI contract over every command of the tree: help, usage lines, error output, exit statuses and hints.
///
/// Commands are found by walking ``RootCommand/spec``, so a new command is covered as soon as it exists;
/// ``examples`` must hold a command line for every runnable one, which runs its code and so every option read.
@Suite(.serialized) struct CommandContractTests {
    /// A command line for every runnable command, passing as many of its options as make sense together.
    static let examples: [String: [String]] = [
        "tessera demo": [
            "--output-dir", FileManager.default.temporaryDirectory.path, "--theme", "orange-purple", "--dark",
            "--data-dir", FileManager.default.temporaryDirectory.appendingPathComponent("tessera-contract-demo").path,
        ],
        "tessera card inspect": ["4000002500001001", "--json", "--reveal"],
        "tessera card expiry": ["10/30", "--now", "2026-11", "--json"],
        "tessera card image": [
            "--number", "4242424242424242", "--expiry", "10/30", "--name", "Ada", "--cvc", "123", "--focus", "cvc",
            "--reveal", "--locale", "de", "--format", "ansi", "-o", "/dev/null",
        ],
        // 192.0.2.1 (TEST-NET-1) is on no interface: the bind fails, after every option was read.
        "tessera sandbox serve": ["--host", "192.0.2.1", "--port", "0", "--ephemeral", "--quiet"],
        "tessera sandbox token": ["--expires-in", "60", "--scope", "buyers.read"],
        "tessera sandbox key": [],
        "tessera sandbox provider-key": ["--reveal"],
        "tessera sandbox webhooks": ["--limit", "5"],
        "tessera sandbox listen": [
            "--emulator", "http://127.0.0.1:9", "--forward-to", "http://localhost:4242/hook", "--forward-timeout", "2",
            "--merchant-account-id", "default", "--json",
        ],
        "tessera admin show": [],
        "tessera admin set": ["timeout", "5"],
        "tessera admin unset": ["timeout"],
        "tessera admin reset": [],
        "tessera checkout-session create": [
            "--amount", "1299", "--currency", "USD", "--country", "US", "--metadata", "a=b", "--cart-item",
            #"{"name":"Shoe","quantity":1,"unit_amount":1299}"#, "--buyer-external-identifier", "contract-buyer",
            "--buyer-display-name", "Ada", "--expires-in", "3600", "--merchant-id", "default", "--timeout", "5",
            "--ephemeral",
        ],
        "tessera checkout-session get": [
            "00000000-0000-4000-8000-000000000000", "--merchant-id", "default", "--timeout", "5",
        ],
        "tessera buyer create": [
            "--external-identifier", "contract-\(UUID().uuidString)", "--display-name", "Ada", "--merchant-id",
            "default", "--timeout", "5",
        ],
        "tessera payment-options": [
            "--metadata", "a=b", "--country", "US", "--currency", "USD", "--amount", "1299", "--locale", "en-US",
            "--cart-item", #"{"name":"Shoe","quantity":1,"unit_amount":1299}"#, "--merchant-id", "default",
            "--timeout", "5",
        ],
        "tessera card-details": [
            "--currency", "USD", "--amount", "1299", "--bin", "40000025", "--country", "US", "--intent", "capture",
            "--is-subsequent-payment", "--merchant-initiated", "--metadata", "a=b", "--payment-source", "ecommerce",
            "--timeout", "5", "--reset", "--output",
            FileManager.default.temporaryDirectory.appendingPathComponent("tessera-contract-\(UUID()).json").path,
        ],
        "tessera payment-methods": [
            "--buyer-external-identifier", "contract-buyer", "--sort-by", "usage_count", "--order-by", "asc",
            "--country", "US", "--currency", "USD", "--merchant-id", "default", "--timeout", "5",
        ],
        "tessera tokenize": [
            "--session", "00000000-0000-4000-8000-000000000000", "--click-to-pay", "--merchant-transaction-id", "m",
            "--src-correlation-id", "c", "--src-dpa-id", "d", "--src-cx-flow-id", "f", "--postal-code", "12345",
            "--timeout", "5", "--authenticate", "--theme", "red-blue", "--dark", "--sdk-timeout", "6", "--ds-config",
            "/nonexistent/ds.json", "--challenge-answer", "1234", "--challenge-select", "1,3", "--challenge-cancel",
        ],
        "tessera test-cards": ["--json"],
        // An unknown checkout session: the 404 comes after every option was read.
        "tessera transaction create": [
            "--amount", "1299", "--currency", "USD", "--checkout-session-id", "00000000-0000-4000-8000-000000000000",
            "--intent", "capture", "--buyer-id", "00000000-0000-4000-8000-000000000001", "--external-identifier",
            "order-1", "--metadata", "a=b", "--idempotency-key", "contract-key", "--merchant-id", "default",
            "--timeout", "5", "-o", "/dev/null",
        ],
        "tessera transaction get": [
            "00000000-0000-4000-8000-000000000000", "--merchant-id", "default", "--timeout", "5",
        ],
        "tessera transaction list": [
            "--status", "capture_succeeded", "--buyer-id", "00000000-0000-4000-8000-000000000001",
            "--checkout-session-id", "00000000-0000-4000-8000-000000000000", "--limit", "5", "--cursor", "abc",
            "--merchant-id", "default", "--timeout", "5", "-o", "/dev/null",
        ],
        "tessera transaction capture": ["00000000-0000-4000-8000-000000000000", "--amount", "100", "--timeout", "5"],
        "tessera transaction void": ["00000000-0000-4000-8000-000000000000", "--merchant-id", "default"],
        "tessera transaction refund": [
            "00000000-0000-4000-8000-000000000000", "--amount", "100", "--reason", "r", "--merchant-id", "default",
            "--timeout", "5",
        ],
        // Not a terminal: the clear error pointing to tokenize comes after every option was read.
        "tessera checkout": ["--theme", "red-blue", "--dark", "--locale", "de", "--mask"],
        // A port another server holds (see `busyPort`): the app says it is taken and exits 1.
        "tessera app": ["--port", busyPort, "--open", "--challenge-minute", "2", "--quiet"],
        "tessera threeds preview": ["--ui-type", "02", "--theme", "orange-purple", "--dark", "-o", "/dev/null"],
        "tessera jose keygen": ["--kty", "EC", "--crv", "P-384", "--kid", "k1"],
        "tessera jose public": ["/nonexistent/key.jwk"],
        "tessera jose encrypt": ["--key", "/nonexistent/key.jwk", "--alg", "dir", "--enc", "A128GCM", "--kid", "k"],
        "tessera jose decrypt": ["--key", "/nonexistent/key.jwk"],
        "tessera jose sign": ["--key", "/nonexistent/key.jwk", "--alg", "ES256", "--kid", "k"],
        "tessera jose verify": ["--key", "/nonexistent/key.jwk"],
        "tessera wallet test-cards": ["--json"],
        "tessera wallet enroll": [],
        "tessera wallet list": ["--json"],
        "tessera wallet show": ["DC-none", "--json"],
        "tessera wallet digitize": [
            "--pan", "4111111111111111", "--expiry", WalletCommandTests.expiry, "--cvc", "123", "--accept-terms",
            "--idv", "1",
        ],
        "tessera wallet otp": ["DC-none"],
        "tessera wallet activate": ["DC-none", "--otp", "123456"],
        "tessera wallet suspend": ["DC-none"],
        "tessera wallet resume": ["DC-none"],
        "tessera wallet delete": ["DC-none"],
        "tessera wallet default": ["DC-none"],
        "tessera wallet replenish": ["DC-none", "--force"],
        "tessera wallet pay": ["DC-none", "--amount", "100", "--currency", "EUR", "--new-payment", "--json"],
        "tessera wallet history": ["DC-none"],
        "tessera wallet art": ["DC-none", "--type", "cardIcon", "-o", "/dev/null"],
        "tessera wallet issuer-action": ["DC-none", "suspend"],
    ]

    /// Every command with its path.
    static let commands = RootCommand.spec.walk()

    /// A data and settings folder for one run, so nothing touches the user's.
    static let environment: [String: String] = {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-contract-\(UUID())").path
        return ["TESSERA_DATA_DIR": base + "/data", "TESSERA_CONFIG_DIR": base + "/config", "TESSERA_DEBUG": ""]
    }()

    /// Options every command accepts.
    static let globalOptions: Set<String> = ["--help", "-h", "--debug", "--verbose", "--version"]

    @Test func everyRunnableCommandHasAnExample() {
        let runnable = Self.commands.filter { $0.command.run != nil }.map(\.path)
        #expect(Set(runnable) == Set(Self.examples.keys))
    }

    @Test func optionsAreDeclaredOnceWithTheShortFormFirst() {
        for (path, command) in Self.commands {
            let names = command.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(path) declares a name twice")
            for option in command.options {
                #expect(option.names.allSatisfy { $0.hasPrefix("-") })
                #expect(option.names == option.names.sorted { $0.count < $1.count }, "\(path): \(option.names)")
            }
        }
    }

    @Test func helpShowsTheUsageWithRequiredOptionsUnbracketed() async throws {
        for (path, command) in Self.commands {
            let result = try await CLIProcess.run(path.split(separator: " ").dropFirst().map(String.init) + ["--help"])
            #expect(result.status == 0 && result.stderr.isEmpty, "\(path)")
            #expect(result.stdout.hasPrefix("OVERVIEW: \(command.abstract)"))
            let usage = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE: ") })
            #expect(usage.hasPrefix("USAGE: \(path)"))
            for option in command.options {
                let spelled = option.valueName.map { "\(option.primaryName) <\($0)>" } ?? option.primaryName
                #expect(usage.contains(option.isRequired ? " \(spelled)" : "[\(spelled)]"), "\(path): \(spelled)")
                #expect(usage.contains("[\(spelled)]") != option.isRequired, "\(path): \(spelled)")
                #expect(result.stdout.contains("  " + option.names.joined(separator: ", ")))
            }
        }
    }

    @Test func theHelpRoutesAgree() async throws {
        for (path, command) in Self.commands where path != "tessera" {
            let words = path.split(separator: " ").dropFirst().map(String.init)
            let viaFlag = try await CLIProcess.run(words + ["--help"]).stdout
            #expect(try await CLIProcess.run(["help"] + words).stdout == viaFlag, "\(path)")
            let shortFirst = Array(words.dropLast()) + ["-h", words.last!]
            #expect(try await CLIProcess.run(shortFirst).stdout == viaFlag, "\(path)")
            if command.run == nil {
                #expect(
                    try await CLIProcess.run(words).stdout == viaFlag, "\(path) without a subcommand prints its help")
            }
        }
        let version = try await CLIProcess.run(["--version"])
        #expect(version.status == 0 && version.stdout == CommandRunner.version + "\n")
        let unknown = try await CLIProcess.run(["help", "card", "nothing"])
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("Error: Unknown command 'nothing'"))
    }

    /// Stands in an example for the port of a server the test holds open, so `tessera app` finds it taken.
    static let busyPort = "BUSY_PORT"

    @Test func everyExampleRunsAndFailsOnlyInOneStyle() async throws {
        let busy = try LoopbackServer { _ in .hang }
        defer { busy.stop() }
        for (path, example) in Self.examples.sorted(by: { $0.key < $1.key }) {
            let words = path.split(separator: " ").dropFirst().map(String.init)
            let arguments = example.map { $0 == Self.busyPort ? String(busy.port) : $0 }
            let result = try await CLIProcess.run(words + arguments, environment: Self.environment)
            #expect([0, 1].contains(result.status), "\(path): \(result.status) \(result.stderr)")
            if result.status == 1 {
                checkErrorOutput(result, path: path, command: try #require(command(at: path)))
            }
        }
    }

    @Test func unknownOptionsAreUsageErrorsInOneStyle() async throws {
        for (path, command) in Self.commands {
            let words = path.split(separator: " ").dropFirst().map(String.init)
            let result = try await CLIProcess.run(words + ["--no-such-option"], environment: Self.environment)
            #expect(result.status == 64, "\(path)")
            #expect(result.stdout.isEmpty)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "Error: Unknown option '--no-such-option'.", "\(path)")
            #expect(lines.dropFirst().first?.hasPrefix("Usage: \(path)") == true, "\(path)")
            #expect(lines.last == "  See '\(path) --help' for more information.")
            checkErrorOutput(result, path: path, command: command, ignoring: ["--no-such-option"])
        }
    }

    /// Usage errors the issue names, each with exit 64 and its reason.
    @Test(arguments: [
        (["jose", "keygen", "--kty", "RSA", "--size", "1024"], "RSA keys have 2048 to 8192 bits"),
        (["jose", "keygen", "--kty", "EC", "--size", "256"], "'--size' does not apply to '--kty EC'"),
        (["jose", "keygen", "--kty", "oct", "--crv", "P-256"], "'--crv' applies only to '--kty EC'"),
        (["sandbox", "serve", "--host", "bogus"], "expected an IPv4 or IPv6 address"),
        (["card-details", "--currency", "USD", "--timeout", "1.5"], "whole number of seconds"),
        (["checkout-session", "create", "--currency", "usd"], "ISO 4217"),
        (["payment-methods", "--buyer-external-identifier", ""], "expected a non-empty value"),
    ])
    func usageErrorsTheIssueNamesExit64(arguments: [String], reason: String) async throws {
        let result = try await CLIProcess.run(arguments, environment: Self.environment)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(reason), "\(result.stderr)")
        let path = "tessera " + arguments.prefix { !$0.hasPrefix("-") }.joined(separator: " ")
        checkErrorOutput(result, path: path, command: try #require(command(at: path)))
    }

    @Test func keysWrittenWithDashOAreOwnerOnly() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-key-\(UUID()).jwk").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            FileManager.default.createFile(
                atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: 0o644]))
        let result = try await CLIProcess.run(["jose", "keygen", "--kty", "EC", "-o", path])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let key = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(key?["kty"] as? String == "EC" && key?["d"] != nil)
    }

    private func command(at path: String) -> CommandSpec? {
        Self.commands.first { $0.path == path }?.command
    }

    /// One error style: `Error: ` first, no Foundation dumps or JSON as the message, hints naming real options.
    private func checkErrorOutput(
        _ result: CLIProcess.Result, path: String, command: CommandSpec, ignoring: Set<String> = []
    ) {
        #expect(result.stderr.hasPrefix("Error: "), "\(path): \(result.stderr)")
        for dump in ["NSCocoaErrorDomain", "Error Domain=", "NSUnderlyingError", "UserInfo="] {
            #expect(!result.stderr.contains(dump), "\(path): \(result.stderr)")
        }
        let firstLine = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!firstLine.dropFirst("Error: ".count).hasPrefix("{"), "\(path): raw JSON as the message")
        let known = Set(command.options.flatMap(\.names)).union(Self.globalOptions).union(ignoring)
        for hint in Self.optionNames(in: result.stderr) {
            #expect(known.contains(hint), "\(path) names '\(hint)', which it does not have: \(result.stderr)")
        }
    }

    /// The `--option` names a text mentions.
    static func optionNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        var previous: Character = " "
        for character in text + " " {
            if current.isEmpty {
                if character == "-" && !(previous.isLetter || previous.isNumber || previous == "-") { current = "-" }
            } else if character.isLowercase || character.isNumber || character == "-" {
                current.append(character)
            } else {
                if current.hasPrefix("--") && current.count > 2 { names.insert(current) }
                current = ""
            }
            previous = character
        }
        return names
    }
}
