import Foundation
import Testing

/// `tessera tokenize` with 3-D Secure, run as a built binary against the in-process emulator, against
/// `tessera sandbox serve` over loopback, and through a pseudo-terminal for the terminal presenter.
@Suite(.serialized) struct TokenizeThreeDSCommandTests {
    /// The sample app's ten cards and what a tokenize reports for each (challenges answered with 1234).
    static let sampleCards = [
        "visa", "mastercard", "amex", "diners", "jcb",
    ].flatMap { ["\($0)-frictionless", "\($0)-challenge"] }

    static func json(type: String, status: String?, cancelled: Bool = false, reason: String? = nil) -> String {
        let status = status.map { "\"\($0)\"" } ?? "null"
        let reason = reason.map { "\"\($0)\"" } ?? "null"
        return #"{"tokenized": true, "authentication": {"attempted": true, "type": "\#(type)", "#
            + #""transaction_status": \#(status), "user_cancelled": \#(cancelled), "timed_out": false, "#
            + #""failure_reason": \#(reason)}}"#
    }

    /// Runs `tokenize` on a new session of `sandbox` (whose settings choose the server).
    static func tokenize(_ sandbox: AdminCommandTests.Sandbox, _ arguments: [String], stdin: String = "") async throws
        -> CLIProcess.Result
    {
        let created = try await sandbox.run(["checkout-session", "create", "--currency", "USD"])
        let session = try #require(
            (try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any])?["id"] as? String,
            "\(created.stderr)")
        return try await sandbox.run(["tokenize", "--session", session] + arguments, stdin: stdin)
    }

    @Test(arguments: sampleCards)
    func eachSampleCardGivesItsResult(card: String) async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let challenge = card.hasSuffix("challenge")
        let result = try await Self.tokenize(
            sandbox, ["--test-card", card] + (challenge ? ["--challenge-answer", "1234"] : []))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == Self.json(type: challenge ? "challenge" : "frictionless", status: "Y") + "\n")
    }

    @Test(arguments: [
        (["--test-card", "ui-01-text", "--challenge-answer", "1234"], "Y"),
        (["--test-card", "ui-02-single-select", "--challenge-select", "1"], "Y"),
        (["--test-card", "ui-03-multi-select", "--challenge-select", "1,3"], "Y"),
        (["--test-card", "ui-03-multi-select", "--challenge-select", "1"], "N"),
        (["--test-card", "ui-04-out-of-band", "--challenge-answer", "unused"], "Y"),
        (["--test-card", "ui-05-html", "--challenge-answer", "1234", "--theme", "green-yellow", "--dark"], "Y"),
        (["--test-card", "visa-challenge", "--challenge-answer", "0000"], "N"),
    ])
    func eachUITypeAnsweredByScript(arguments: [String], status: String) async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let result = try await Self.tokenize(sandbox, arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == Self.json(type: "challenge", status: status) + "\n")
    }

    @Test func cancelSetsUserCancelled() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let result = try await Self.tokenize(sandbox, ["--test-card", "amex-challenge", "--challenge-cancel"])
        #expect(result.status == 0)
        #expect(result.stdout == Self.json(type: "challenge", status: nil, cancelled: true) + "\n")
    }

    /// The card is stored, so tokenize exits 0 as its help says, and the JSON says why there is no status.
    @Test func withoutATerminalOrAScriptTheChallengeIsNotCompletedAndSaysWhy() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let result = try await Self.tokenize(sandbox, ["--test-card", "ui-02-single-select"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                #"{"tokenized": true, "authentication": {"attempted": true, "type": "challenge", "transaction_status": null, "user_cancelled": false, "timed_out": false, "failure_reason": "The 3-D Secure challenge needs a terminal"#
            ))
        #expect(result.stderr.hasPrefix("Note: The 3-D Secure challenge needs a terminal"))
        #expect(result.stderr.contains("UI type 02"))
        #expect(result.stderr.contains("--challenge-select"))
    }

    @Test func aScriptThatRunsOutNamesTheScreen() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let result = try await Self.tokenize(
            sandbox, ["--test-card", "ui-02-single-select", "--challenge-answer", "1234"])
        #expect(result.status == 0)
        let reason =
            "The challenge failed: The challenge presenter failed: challenge screen 1 (UI type 02, "
            + "'Verify your payment') needs another --challenge-select"
        #expect(result.stdout == Self.json(type: "challenge", status: nil, reason: reason) + "\n")
        #expect(result.stderr.contains("needs another --challenge-select"))
    }

    @Test func noAuthenticateOnlyStoresTheCard() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let result = try await Self.tokenize(sandbox, ["--test-card", "visa-challenge", "--no-authenticate"])
        #expect(result.stdout == #"{"tokenized": true}"# + "\n")
    }

    @Test func theCardNumberAndCVCAreNeverPrintedWithDebug() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let result = try await Self.tokenize(
            sandbox, ["--debug", "--card", "-", "--expiry", "01/30", "--cvc", "456", "--challenge-answer", "1234"],
            stdin: "4024007189449340\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("three-d-secure-authenticate"))
        for secret in ["4024007189449340", "\"456\"", "security_code\":\"4"] {
            #expect(!result.stdout.contains(secret) && !result.stderr.contains(secret), "\(secret)")
        }
    }

    /// Failures before the card is stored are errors (exit 1), with nothing on stdout and no card data echoed.
    @Test func unknownSessionsDeclinedCardsAndNetworkFailuresExitOne() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let unknown = try await sandbox.run([
            "tokenize", "--session", "00000000-0000-4000-8000-000000000009", "--test-card", "visa-challenge",
        ])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("Error: HTTP 404"))
        let declined = try await Self.tokenize(
            sandbox, ["--card", "4000000000000002", "--expiry", "01/20", "--cvc", "123"])
        #expect(declined.status == 1)
        #expect(declined.stderr.contains("The card has expired"))
        #expect(!declined.stderr.contains("4000000000000002"))
        await #expect(try sandbox.run(["admin", "set", "server", "http://127.0.0.1:1"]).status == 0)
        let offline = try await sandbox.run([
            "tokenize", "--session", "00000000-0000-4000-8000-000000000009", "--test-card", "visa-frictionless",
        ])
        #expect(offline.status == 1)
        #expect(offline.stderr.hasPrefix("Error: Network connectivity error: the server refused the connection"))
        #expect(offline.stdout.isEmpty && declined.stdout.isEmpty && unknown.stdout.isEmpty)
    }

    @Test(arguments: [["--sdk-timeout", "4"], ["--theme", "purple"], ["--test-card", "no-such-card"]])
    func badOptionsAreUsageErrors(arguments: [String]) async throws {
        var all = ["tokenize", "--session", "00000000-0000-4000-8000-000000000001"] + arguments
        if arguments.first != "--test-card" { all += ["--test-card", "visa-challenge"] }
        let result = try await CLIProcess.run(all)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func dsConfigFilesAreCheckedNamingTheEntry() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sandbox-ds-config.json")
        let published = try String(contentsOf: fixture, encoding: .utf8)
        let bad = sandbox.folder.appendingPathComponent("bad-ds.json")
        try FileManager.default.createDirectory(at: sandbox.folder, withIntermediateDirectories: true)
        try published.replacingOccurrences(of: "tessera-sandbox-ds-rsa", with: "A000000004")
            .replacingOccurrences(of: "MIIB", with: "XXXX").write(to: bad, atomically: true, encoding: .utf8)
        let refused = try await sandbox.run(["admin", "set", "ds-config", bad.path])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("Root certificate 0"))
        let notJSON = try await Self.tokenize(
            sandbox, ["--test-card", "visa-frictionless", "--ds-config", "/etc/hostname"])
        #expect(notJSON.status == 1)
        #expect(notJSON.stderr.contains("not a JSON object"))
        let renamed = sandbox.folder.appendingPathComponent("renamed-ds.json")
        try published.replacingOccurrences(of: "\"tessera-sandbox-ds-ec\"", with: "\"A000000003\"")
            .write(to: renamed, atomically: true, encoding: .utf8)
        await #expect(try sandbox.run(["admin", "set", "ds-config", renamed.path]).status == 0)
        await #expect(try sandbox.run(["admin", "show"]).stdout.contains("A000000003, tessera-sandbox-ds-rsa"))
        let result = try await Self.tokenize(sandbox, ["--test-card", "visa-frictionless"])
        #expect(result.stdout == Self.json(type: "frictionless", status: "Y") + "\n")
    }

    /// The same flows against `tessera sandbox serve` on loopback, chosen with `tessera admin set server`.
    @Test func flowsAgainstSandboxServeOverLoopback() async throws {
        let sandbox = AdminCommandTests.Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        for (arguments, expected) in [
            (["--test-card", "visa-frictionless"], Self.json(type: "frictionless", status: "Y")),
            (
                ["--test-card", "jcb-challenge", "--challenge-answer", "1234"],
                Self.json(type: "challenge", status: "Y")
            ),
            (
                ["--test-card", "ui-02-single-select", "--challenge-select", "1"],
                Self.json(type: "challenge", status: "Y")
            ),
            (["--test-card", "visa-challenge", "--challenge-answer", "9"], Self.json(type: "challenge", status: "N")),
            (
                ["--test-card", "visa-challenge", "--challenge-cancel"],
                Self.json(type: "challenge", status: nil, cancelled: true)
            ),
        ] {
            let result = try await Self.tokenize(sandbox, arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout == expected + "\n", "\(arguments)")
        }
    }
}

/// `tessera threeds preview`.
@Suite struct ThreeDSPreviewCommandTests {
    @Test(arguments: ["01", "02", "03", "04", "05"])
    func everyUITypeRendersAThemedSVG(uiType: String) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID()).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try await CLIProcess.run(
            ["threeds", "preview", "--ui-type", uiType, "--theme", "green-yellow", "--dark", "-o", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("#ffd60a"))  // the dark toolbar
        #expect(svg.contains(">3DS CHALLENGE<"))
        #expect(svg.contains("UI type \(uiType)"))
    }

    @Test func anUnknownUITypeIsAUsageError() async throws {
        let result = try await CLIProcess.run(["threeds", "preview", "--ui-type", "06"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("one of 01, 02, 03, 04, 05"))
    }
}
