import Foundation
import Testing

/// `tessera transaction …` on the built binary: the whole flow against the emulator in process and over
/// `sandbox serve`, and every option error, caught before any request.
@Suite struct TransactionCommandTests {
    typealias Sandbox = AdminCommandTests.Sandbox

    /// `result`'s standard output as a JSON object.
    static func object(_ result: CLIProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// Runs `arguments` in `sandbox`, expecting exit 0, and returns the JSON it printed.
    static func json(_ sandbox: Sandbox, _ arguments: [String]) async throws -> [String: Any] {
        let result = try await sandbox.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try object(result)
    }

    /// A checkout session with `card` tokenized into it.
    static func tokenizedSession(_ sandbox: Sandbox, card: String = "visa-frictionless") async throws -> String {
        let session = try await #require(
            try json(sandbox, ["checkout-session", "create", "--amount", "1299", "--currency", "USD"])["id"] as? String)
        await #expect(try sandbox.run(["tokenize", "--session", session, "--test-card", card]).status == 0)
        return session
    }

    /// Pays, replays, lists, captures in part, refunds in part and voids, as a user would from the shell.
    static func flow(_ sandbox: Sandbox) async throws {
        let session = try await tokenizedSession(sandbox)
        let create = [
            "transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", session,
        ]
        let first = try await sandbox.run(create + ["--metadata", "order=42"])
        #expect(first.status == 0, "\(first.stderr)")
        let key = try #require(first.stderr.firstMatch(of: #/^Idempotency key: ([0-9a-f-]{36}) /#)?.1)
        let paid = try object(first)
        let id = try #require(paid["id"] as? String)
        #expect(paid["status"] as? String == "authorization_succeeded" && paid["amount"] as? Int == 1299)
        #expect(paid["avs_response_code"] as? String == "match", "the whole answer is printed")
        #expect((paid["metadata"] as? [String: String]) == ["order": "42"])

        let replay = try await json(sandbox, create + ["--metadata", "order=42", "--idempotency-key", String(key)])
        #expect(replay["id"] as? String == id, "the same key and body pay once")
        let again = try await sandbox.run(create + ["--idempotency-key", String(key)])
        #expect(
            again.status == 1
                && again.stderr.hasPrefix("Error: HTTP 409: The idempotency key was used with another request body"),
            "\(again.stderr)")

        let listed = try await json(sandbox, ["transaction", "list", "--checkout-session-id", session, "--limit", "5"])
        #expect((listed["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [id])

        let captured = try await json(sandbox, ["transaction", "capture", id, "--amount", "1000"])
        #expect(captured["status"] as? String == "capture_succeeded" && captured["captured_amount"] as? Int == 1000)
        let refund = try await json(sandbox, ["transaction", "refund", id, "--amount", "300", "--reason", "Damaged"])
        #expect(refund["amount"] as? Int == 300 && refund["transaction_id"] as? String == id)
        #expect(refund["reason"] as? String == "Damaged")
        let read = try await json(sandbox, ["transaction", "get", id])
        #expect(read["refunded_amount"] as? Int == 300 && read["captured_amount"] as? Int == 1000)
        let tooMuch = try await sandbox.run(["transaction", "refund", id, "--amount", "701"])
        #expect(tooMuch.status == 1 && tooMuch.stderr.contains("/amount"), "\(tooMuch.stderr)")
        let late = try await sandbox.run(["transaction", "void", id])
        #expect(late.status == 1 && late.stderr.hasPrefix("Error: HTTP 400"), "\(late.stderr)")
        let captures = try await json(sandbox, ["transaction", "list", "--status", "capture_succeeded"])
        #expect((captures["items"] as? [[String: Any]])?.contains { $0["id"] as? String == id } == true)

        let other = try await tokenizedSession(sandbox)
        let held = try await json(
            sandbox,
            ["transaction", "create", "--amount", "500", "--currency", "USD", "--checkout-session-id", other])
        let heldId = try #require(held["id"] as? String)
        let voided = try await json(sandbox, ["transaction", "void", heldId])
        #expect(voided["status"] as? String == "authorization_voided")
        let voids = try await json(
            sandbox, ["transaction", "list", "--status", "authorization_voided", "--limit", "1"])
        #expect((voids["items"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [heldId])
    }

    @Test func theFlowAgainstTheEmulatorInProcess() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        try await Self.flow(sandbox)
    }

    @Test func theFlowOverSandboxServe() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        try await Self.flow(sandbox)
    }

    @Test func aDeclineIsPrintedAsTheAPIAnswersIt() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let session = try await Self.tokenizedSession(sandbox, card: "visa-frictionless")
        let declined = try await Self.json(
            sandbox,
            ["transaction", "create", "--amount", "5001", "--currency", "USD", "--checkout-session-id", session])
        #expect(declined["status"] as? String == "authorization_declined")
        #expect(declined["error_code"] as? String == "insufficient_funds")
    }

    @Test func noAnswerNamesTheKeyToRetryWith() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        // Port 1 on loopback refuses the connection: no answer arrives.
        await #expect(try sandbox.run(["admin", "set", "server", "http://127.0.0.1:1"]).status == 0)
        let result = try await sandbox.run(Self.pay + ["--idempotency-key", "order-42-pay"])
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: No answer arrived ("), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "so the transaction may exist: run the same command with --idempotency-key order-42-pay to retry"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    static let uuid = "8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69"
    static let pay = ["transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", uuid]

    /// Each bad command line and the start of its one-line error.
    static let optionErrors: [([String], String)] = [
        (
            ["transaction", "create", "--currency", "USD", "--checkout-session-id", uuid],
            "Error: Give the amount with '--amount <minor-units>'"
        ),
        (
            ["transaction", "create", "--amount", "1299", "--checkout-session-id", uuid],
            "Error: Give the currency with '--currency <code>'"
        ),
        (
            ["transaction", "create", "--amount", "1299", "--currency", "USD"],
            "Error: Give one of '--checkout-session-id' or '--payment-method-id'."
        ),
        (
            pay + ["--payment-method-id", uuid],
            "Error: Give only one of '--checkout-session-id' or '--payment-method-id', not both"
        ),
        (
            ["transaction", "create", "--amount", "12.5", "--currency", "USD", "--checkout-session-id", uuid],
            "Error: Invalid value '12.5' for '--amount'"
        ),
        (
            ["transaction", "create", "--amount", "100000000", "--currency", "USD", "--checkout-session-id", uuid],
            "Error: Invalid value '100000000' for '--amount'"
        ),
        (
            ["transaction", "create", "--amount", "1299", "--currency", "usd", "--checkout-session-id", uuid],
            "Error: Invalid value 'usd' for '--currency'"
        ),
        (
            ["transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", "s-1"],
            "Error: Invalid value 's-1' for '--checkout-session-id'"
        ),
        (
            ["transaction", "create", "--amount", "1", "--currency", "USD", "--payment-method-id", "pm"],
            "Error: Invalid value 'pm' for '--payment-method-id'"
        ),
        (
            pay + ["--intent", "sale"],
            "Error: Invalid value 'sale' for '--intent': expected one of authorize, capture."
        ),
        (pay + ["--buyer-id", "jane"], "Error: Invalid value 'jane' for '--buyer-id'"),
        (pay + ["--metadata", "=x"], "Error: Invalid value '=x' for '--metadata'"),
        (pay + ["--metadata", "a=1", "--metadata", "a=2"], "Error: The metadata key 'a' is given twice."),
        (pay + ["--idempotency-key", ""], "Error: Invalid value '' for '--idempotency-key'"),
        (pay + ["--idempotency-key", "a b"], "Error: Invalid value 'a b' for '--idempotency-key'"),
        (pay + ["--idempotency-key", String(repeating: "k", count: 256)], "for '--idempotency-key'"),
        (pay + ["--idempotency-key", "k-4111111111111111"], "for '--idempotency-key'"),
        (pay + ["--timeout", "0"], "Error: Invalid value '0' for '--timeout'"),
        (["transaction", "get"], "Error: Missing expected argument '<transaction-id>'."),
        (["transaction", "get", "t-1"], "Error: Invalid value for '<transaction-id>': expected a UUID"),
        (["transaction", "capture", "t-1"], "Error: Invalid value for '<transaction-id>'"),
        (["transaction", "void", "../x"], "Error: Invalid value for '<transaction-id>'"),
        (["transaction", "refund", "t-1"], "Error: Invalid value for '<transaction-id>'"),
        (["transaction", "capture", uuid, "--amount", "-1"], "Error: Invalid value '-1' for '--amount'"),
        (["transaction", "refund", uuid, "--amount", "x"], "Error: Invalid value 'x' for '--amount'"),
        (["transaction", "refund", uuid, "--reason", ""], "Error: Invalid value '' for '--reason'"),
        (
            ["transaction", "refund", uuid, "--reason", String(repeating: "r", count: 101)],
            "for '--reason': expected 1 to 100 characters."
        ),
        (["transaction", "list", "--status", "paid"], "Error: Invalid value 'paid' for '--status': expected one of"),
        (["transaction", "list", "--limit", "0"], "Error: Invalid value '0' for '--limit'"),
        (["transaction", "list", "--limit", "101"], "Error: Invalid value '101' for '--limit'"),
        (["transaction", "list", "--buyer-id", "b"], "Error: Invalid value 'b' for '--buyer-id'"),
        (
            ["transaction", "list", "--checkout-session-id", "c"],
            "Error: Invalid value 'c' for '--checkout-session-id'"
        ),
        (["transaction", "list", "--cursor", ""], "Error: Invalid value '' for '--cursor'"),
        (["transaction", "list", "--limit"], "Error: Missing value for option '--limit'."),
        (["transaction", "pay"], "Error: Unexpected argument 'pay'."),
    ]

    @Test func everyOptionErrorIsOneLineAndSendsNothing() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        for (arguments, expected) in Self.optionErrors {
            let result = try await sandbox.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.status)")
            #expect(result.stdout.isEmpty, "\(arguments)")
            #expect(
                result.stderr.hasPrefix(expected) || result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.hasPrefix("Error: ") && first.hasSuffix("."), "\(arguments): \(first)")
            #expect(!result.stderr.contains("4111111111111111"), "a card number is never echoed")
            #expect(!result.stderr.contains("Idempotency key:"), "\(arguments): nothing was sent")
        }
        let listed = try await Self.json(sandbox, ["transaction", "list"])
        #expect((listed["items"] as? [Any])?.isEmpty == true, "no request made a transaction")
    }

    @Test func helpNamesEverySubcommand() async throws {
        let help = try await CLIProcess.run(["transaction", "--help"])
        #expect(help.status == 0)
        for name in ["create", "get", "list", "capture", "void", "refund"] {
            #expect(help.stdout.contains("  \(name) "), "\(name)")
        }
        let create = try await CLIProcess.run(["transaction", "create", "--help"])
        #expect(create.stdout.contains("--idempotency-key <key>") && create.stdout.contains("--checkout-session-id"))
    }
}
