import Foundation
import TesseraTestSupport
import Testing

/// `tessera sandbox serve|token|key|provider-key` and `tessera checkout-session create`, run as built binaries.
@Suite(.serialized) struct SandboxCommandTests {
    /// A card expiry three years after today, as `MM/YY`: the `tessera` processes run the emulator at the
    /// live clock, so a fixed date would expire one day.
    static let expiry: String = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month], from: Date())
        return String(format: "%02d/%02d", parts.month ?? 1, ((parts.year ?? 2000) + 3) % 100)
    }()

    /// A fresh data and settings directory for one test.
    static func dataDirectory() -> [String: String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cli-\(UUID().uuidString)")
            .path
        return ["TESSERA_DATA_DIR": path + "/data", "TESSERA_CONFIG_DIR": path + "/config"]
    }

    /// The decoded JSON of a JWT part.
    static func jwtPart(_ token: String, _ index: Int) -> [String: Any] {
        var part = String(token.split(separator: ".")[index])
        part = part.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        part += String(repeating: "=", count: (4 - part.count % 4) % 4)
        let data = Data(base64Encoded: part) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    @Test func tokenPrintsAnES512JWTWithTheAskedScopesAndLifetime() async throws {
        let result = try await CLIProcess.run(["sandbox", "token", "--expires-in", "120", "--scope", "buyers.read"])
        #expect(result.status == 0)
        let token = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(token.split(separator: ".").count == 3)
        #expect(Self.jwtPart(token, 0)["alg"] as? String == "ES512")
        let claims = Self.jwtPart(token, 1)
        #expect(claims["scopes"] as? [String] == ["buyers.read"])
        #expect((claims["exp"] as? Int).flatMap { exp in (claims["iat"] as? Int).map { exp - $0 } } == 120)
    }

    @Test func keyPrintsTheDevelopmentKeyAsPEMWithTheWarningOnStderr() async throws {
        let result = try await CLIProcess.run(["sandbox", "key"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
        #expect(result.stdout.hasSuffix("-----END PRIVATE KEY-----\n"))
        #expect(result.stderr.contains("TEST-ONLY"))
        #expect(!result.stdout.contains("TEST-ONLY"))
    }

    @Test func providerKeyPrintsTheCredentialsMaskedAndKeepsThemInAPrivateFile() async throws {
        let environment = Self.dataDirectory()
        let masked = try await CLIProcess.run(["sandbox", "provider-key"], environment: environment)
        #expect(masked.status == 0, "\(masked.stderr)")
        let file = try #require(environment["TESSERA_DATA_DIR"]) + "/tokenservice-provider.json"
        let stored = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: String])
        let secret = try #require(stored["secret"])
        let consumerKey = try #require(stored["consumerKey"])
        #expect(consumerKey.hasPrefix("TESSERA-PROVIDER-"))
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        #expect(masked.stdout.contains("consumer-key  \(consumerKey)\n"))
        #expect(masked.stdout.contains("••••" + secret.suffix(4)))
        #expect(!masked.stdout.contains(secret))
        #expect(masked.stdout.contains("file          \(file)\n"))
        #expect(masked.stderr.isEmpty)
        // Missing, the file is written again with the same credentials, which --reveal prints in full.
        try FileManager.default.removeItem(atPath: file)
        let revealed = try await CLIProcess.run(["sandbox", "provider-key", "--reveal"], environment: environment)
        #expect(revealed.status == 0)
        #expect(revealed.stdout.contains("secret        \(secret) (base64)\n"))
        #expect(revealed.stderr.contains("TEST-ONLY"))
        #expect(FileManager.default.fileExists(atPath: file))
    }

    @Test(arguments: [
        ["sandbox", "token", "--expires-in", "0"], ["sandbox", "token", "--expires-in", "soon"],
        ["sandbox", "token", "--scope", "a b"], ["sandbox", "serve", "--port", "70000"],
        ["checkout-session", "create", "--amount", "-5"], ["checkout-session", "create", "--amount", "ten"],
        ["sandbox", "nope"], ["sandbox", "serve", "--host", "bogus"], ["sandbox", "serve", "--host", "300.1.1.1"],
        ["sandbox", "key", "extra"], ["sandbox", "provider-key", "--reveal=yes"],
    ])
    func badUsageExits64(arguments: [String]) async throws {
        let result = try await CLIProcess.run(arguments, environment: Self.dataDirectory())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }

    @Test func checkoutSessionCreatePrintsTheSessionAsJSON() async throws {
        let result = try await CLIProcess.run(
            ["checkout-session", "create", "--amount", "1299", "--currency", "USD"], environment: Self.dataDirectory())
        #expect(result.status == 0)
        let session = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(session?["type"] as? String == "checkout-session")
        #expect((session?["id"] as? String)?.count == 36)
        #expect(session?["amount"] as? Int == 1299)
    }

    @Test func clientCommandsUseTheEmulatorByDefault() async throws {
        let environment = Self.dataDirectory()
        func run(_ arguments: [String]) async throws -> CLIProcess.Result {
            let result = try await CLIProcess.run(arguments, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return result
        }
        func sessionID(_ extra: [String] = []) async throws -> String {
            let created = try await run(["checkout-session", "create", "--currency", "USD"] + extra)
            let json = try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any]
            return try #require(json?["id"] as? String)
        }
        // The session's guest buyer names the stored buyer "shopper": its cards are stored for that buyer.
        _ = try await run(["buyer", "create", "--external-identifier", "shopper"])
        let linked = try await sessionID(["--buyer-external-identifier", "shopper"])
        let tokenized = try await run([
            "tokenize", "--session", linked, "--card", "5333259155643223", "--expiry", Self.expiry,
        ])
        #expect(tokenized.stdout.hasPrefix(#"{"tokenized": true, "authentication": {"attempted": true"#))
        let session = try await run(["checkout-session", "get", linked])
        #expect(
            session.stdout.contains("\"label\" : \"3223\"")
                && session.stdout.contains("\"external_identifier\" : \"shopper\""))
        #expect(!session.stdout.contains("5333259155643223"))
        _ = try await run(["tokenize", "--session", sessionID(), "--card", "5333259155643223", "--expiry", Self.expiry])
        let methods = try await run(["payment-methods", "--buyer-external-identifier", "shopper"])
        #expect(methods.stdout.contains("\"label\" : \"3223\""))
        #expect(!methods.stdout.contains("5333259155643223"))
        let options = try await run(["payment-options", "--country", "NL", "--currency", "EUR", "--amount", "1000"])
        #expect(options.stdout.contains("\"method\" : \"ideal\""))
    }

    @Test func concurrentProcessesShareOneStateFileAndOneNewBuyer() async throws {
        let environment = Self.dataDirectory()
        let results = try await withThrowingTaskGroup(of: CLIProcess.Result.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    try await CLIProcess.run(
                        ["buyer", "create", "--external-identifier", "shared-shopper"], environment: environment)
                }
            }
            return try await group.reduce(into: [CLIProcess.Result]()) { $0.append($1) }
        }
        #expect(results.map(\.status).sorted() == [0, 1, 1, 1], "\(results.map(\.stderr))")
        for refused in results where refused.status == 1 {
            #expect(refused.stderr.hasPrefix("Error: HTTP 409"))
            #expect(refused.stderr.contains("code: duplicate_record") || refused.stderr.contains("status: 409"))
        }
        let created = try #require(results.first { $0.status == 0 })
        let buyer = try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any]
        #expect(buyer?["external_identifier"] as? String == "shared-shopper")
        #expect((buyer?["id"] as? String)?.count == 36)
    }

    @Test func unwritableDataDirectoryFailsWithAHint() async throws {
        let result = try await CLIProcess.run(
            ["checkout-session", "create"],
            environment: Self.dataDirectory().merging(["TESSERA_DATA_DIR": "/proc/tessera-cannot-write"]) { $1 })
        #expect(result.status == 1)
        #expect(result.stderr.contains("TESSERA_DATA_DIR") && result.stderr.contains("--ephemeral"))
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain="))
        let withoutOption = try await CLIProcess.run(
            ["card-details", "--currency", "USD"],
            environment: Self.dataDirectory().merging(["TESSERA_DATA_DIR": "/proc/tessera-cannot-write"]) { $1 })
        #expect(withoutOption.status == 1)
        #expect(withoutOption.stderr.contains("TESSERA_DATA_DIR") && !withoutOption.stderr.contains("--ephemeral"))
    }

    @Test func serveAnswersCurlAndSharesStateWithOtherProcesses() async throws {
        let environment = Self.dataDirectory()
        let server = try await ServeProcess(environment: environment)
        let token = try await CLIProcess.run(["sandbox", "token"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)

        let created = try await CLIProcess.run(
            ["checkout-session", "create", "--currency", "EUR"], environment: environment)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any])?["id"] as? String)
        let (status, body) = try await server.curl("GET", "/checkout/sessions/\(id)", token: token)
        #expect(status == 200)
        #expect(body.contains("\"currency\":\"EUR\""))

        let fields =
            #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"\#(Self.expiry)"}}"#
        #expect(try await server.curl("PUT", "/checkout/sessions/\(id)/fields", token: token, body: fields).0 == 204)
        let details = try await server.curl("GET", "/card-details?currency=USD&bin=45565579", token: token)
        #expect(details.0 == 200)
        #expect(details.1.contains("\"scheme\":\"visa\""))
        #expect(try await server.curl("GET", "/card-details?currency=USD&bin=45565579").0 == 401)
        #expect(try await server.curl("GET", "/card-details?currency=USD&bin=45565579", token: token + "x").0 == 401)
        #expect(try await server.curl("POST", "/payment-options", token: token, body: "{not json").0 == 400)
        #expect(try await server.curl("GET", "/nowhere", token: token).0 == 404)
        #expect(try await server.curl("DELETE", "/card-details", token: token).0 == 405)

        let (exit, log) = server.interrupt()
        #expect(exit == 0)
        #expect(log.contains("GET /card-details 200"))
        #expect(!log.contains(token) && !log.contains("4242424242424242") && !log.contains("bin=45565579"))

        let restarted = try await ServeProcess(["--quiet"], environment: environment)
        #expect(
            try await restarted.curl("GET", "/checkout/sessions/\(id)", token: token).1.contains("\"label\":\"4242\""))
        #expect(restarted.interrupt().0 == 0)
    }

    @Test func servingBeyondLoopbackIsWarnedAbout() async throws {
        let environment = Self.dataDirectory()
        let loopback = try await ServeProcess(["--ephemeral", "--host", "127.0.0.1"], environment: environment)
        #expect(!loopback.interrupt().stderr.contains("Warning:"))
        let everywhere = try await ServeProcess(["--ephemeral", "--host", "0.0.0.0"], environment: environment)
        let (status, log) = everywhere.interrupt()
        #expect(status == 0)
        #expect(log.contains("Warning: 0.0.0.0 is not loopback"))
    }

    @Test func ephemeralServeStartsEmpty() async throws {
        let environment = Self.dataDirectory()
        let created = try await CLIProcess.run(["checkout-session", "create"], environment: environment)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any])?["id"] as? String)
        let server = try await ServeProcess(["--ephemeral", "--quiet"], environment: environment)
        let token = try await CLIProcess.run(["sandbox", "token"]).stdout.trimmingCharacters(
            in: .whitespacesAndNewlines)
        #expect(try await server.curl("GET", "/checkout/sessions/\(id)", token: token).0 == 404)
        let (status, log) = server.interrupt(SIGTERM)
        #expect(status == 0)
        #expect(log.contains("Stopped (SIGTERM)."))
    }

    @Test func serveUnderATooLowDescriptorLimitSaysHowToRaiseIt() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The hard limit too, so the server cannot raise the soft one itself.
        process.arguments = [
            "-c", "ulimit -n 1000 && exec \"$0\" sandbox serve --ephemeral", CLIProcess.executable.path,
        ]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        let message = try await BlockingCall.run {
            try ProcessSpawning.spawn(process)
            defer { process.waitUntilExit() }
            return String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("Error: Cannot serve 4096 connections when the process may open only 1000 files"))
        #expect(message.contains("ulimit -n "))
    }
}
