import Foundation
import TesseraCore
import TesseraTestSupport
import Testing

/// `tessera sandbox listen` beside `tessera sandbox serve`, as built binaries: events printed as they are
/// delivered, forwarded with their signatures, failed forwards reported, forged deliveries refused.
@Suite(.serialized) struct SandboxListenTests {
    typealias Sandbox = AdminCommandTests.Sandbox

    /// HMAC-SHA-256 of `text` under `secret`, in lowercase hex, by OpenSSL's command line: an implementation
    /// independent of Tessera's.
    static func hmac(_ text: Data, secret: String) async throws -> String {
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["dgst", "-sha256", "-hmac", secret, "-r"]
        let input = Pipe()
        let output = Pipe()
        openssl.standardInput = input
        openssl.standardOutput = output
        let digest = try await BlockingCall.run {
            try ProcessSpawning.spawn(openssl)
            input.fileHandleForWriting.write(text)
            try input.fileHandleForWriting.close()
            defer { openssl.waitUntilExit() }
            return output.fileHandleForReading.readDataToEndOfFile()
        }
        return String(String(decoding: digest, as: UTF8.self).prefix(64))
    }

    /// A transaction paid in `sandbox` (served), captured in part and refunded twice in part: five events
    /// (authorized, authenticated, captured and two refunds).
    static func payCaptureRefund(_ sandbox: Sandbox) async throws -> String {
        let session = try await TransactionCommandTests.tokenizedSession(sandbox)
        let paid = try await TransactionCommandTests.json(
            sandbox,
            ["transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", session])
        let id = try #require(paid["id"] as? String)
        _ = try await TransactionCommandTests.json(sandbox, ["transaction", "capture", id, "--amount", "1000"])
        _ = try await TransactionCommandTests.json(sandbox, ["transaction", "refund", id, "--amount", "300"])
        _ = try await TransactionCommandTests.json(sandbox, ["transaction", "refund", id, "--amount", "100"])
        return id
    }

    /// Posts `body` with `headers` to `url` with curl; the status code.
    static func post(_ body: String, to url: String, headers: [String]) async throws -> Int {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        curl.arguments =
            ["-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", "--data-binary", body, url]
            + headers.flatMap { ["-H", $0] }
        let pipe = Pipe()
        curl.standardOutput = pipe
        let data = try await BlockingCall.run {
            try ProcessSpawning.spawn(curl)
            defer { curl.waitUntilExit() }
            return pipe.fileHandleForReading.readDataToEndOfFile()
        }
        return Int(String(decoding: data, as: UTF8.self)) ?? 0
    }

    @Test func eachEventIsPrintedAndForwardedSignedAsItCame() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        let target = try LoopbackServer { _ in .respond(status: 200, headers: [], body: Data("ok".utf8)) }
        defer { target.stop() }
        let listener = try await ListenProcess(
            ["--forward-to", target.url("/hooks").absoluteString], environment: sandbox.environment)
        #expect(!listener.stderr.contains(listener.secret), "the secret is printed once, on the Ready line")

        let id = try await Self.payCaptureRefund(sandbox)
        #expect(await listener.waitFor("Forwarded to \(target.url("/hooks").absoluteString): 200.", count: 5))
        let lines = listener.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("transaction.authorized  transaction \(id)  1299 USD  authorization_succeeded")
            })
        #expect(lines.contains { $0.hasPrefix("transaction.authenticated  transaction \(id)  1299 USD") })
        #expect(
            lines.contains {
                $0.hasPrefix("transaction.captured  transaction \(id)  1299 USD  capture_succeeded  captured 1000  [")
            }, "a capture in part says how much")
        #expect(
            lines.filter { $0.hasPrefix("refund.succeeded  refund ") && $0.contains("of transaction \(id)") }.count
                == 2, "\(listener.stdout)")

        let forwarded = target.requests
        #expect(forwarded.count == 5)
        for request in forwarded {
            #expect(request.method == "POST" && request.target == "/hooks")
            #expect(request.headers["content-type"] == "application/json")
            #expect(request.headers["x-gr4vy-webhook-id"]?.count == 36)
            let timestamp = try #require(request.headers["x-gr4vy-webhook-timestamp"])
            let signed = Data("\(timestamp).".utf8) + request.body
            let expected = try await Self.hmac(signed, secret: listener.secret)
            #expect(
                request.headers["x-gr4vy-webhook-signatures"]?.split(separator: ",").contains { $0 == expected } == true
            )
        }
        #expect(!listener.stdout.contains("4242424242424242") && !listener.stdout.contains("\"security_code\""))

        #expect(try await listener.interrupt() == 0)
        #expect(listener.stderr.contains("Stopped (SIGINT)."))
        let token = try await sandbox.run(["sandbox", "token"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let (status, body) = try await server.curl("GET", "/webhook-subscriptions", token: token)
        #expect(status == 200 && body.contains("\"items\":[]"), "the listener's subscription is deleted: \(body)")
    }

    /// The receiver URLs of the emulator's instance-wide subscriptions, read through its API.
    static func subscriptionURLs(_ sandbox: Sandbox, _ server: ServeProcess) async throws -> [String] {
        let token = try await sandbox.run(["sandbox", "token"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let (status, body) = try await server.curl("GET", "/webhook-subscriptions", token: token)
        #expect(status == 200, "\(body)")
        let answer = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        let items = try #require(answer?["items"] as? [[String: Any]])
        return items.compactMap { $0["url"] as? String }
    }

    @Test func theSubscriptionOfAKilledListenerIsDeletedByTheNextListener() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        let records = sandbox.folder.appendingPathComponent("data/listeners").path
        let killed = try await ListenProcess([], environment: sandbox.environment)
        let pid = killed.process.processIdentifier
        kill(pid, SIGKILL)
        killed.process.waitUntilExit()
        #expect(try await Self.subscriptionURLs(sandbox, server) == [killed.receiverURL], "SIGKILL deletes nothing")
        #expect(try FileManager.default.contentsOfDirectory(atPath: records) == ["listener-\(pid).json"])
        let session = try await TransactionCommandTests.tokenizedSession(sandbox)
        _ = try await TransactionCommandTests.json(
            sandbox,
            ["transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", session])
        let killedURL = killed.receiverURL
        let retried: @Sendable () async throws -> [Substring] = {
            try await sandbox.run(["sandbox", "webhooks", "--limit", "1000"]).stdout.split(separator: "\n").filter {
                $0.hasSuffix(killedURL) && $0.contains("  pending  ")
            }
        }
        #expect(try await !retried().isEmpty, "the emulator keeps retrying the killed listener's receiver")

        let next = try await ListenProcess([], environment: sandbox.environment)
        #expect(
            next.stderr.contains("left by a listener (process \(pid)) that stopped without deleting it."),
            "\(next.stderr)")
        #expect(try await Self.subscriptionURLs(sandbox, server) == [next.receiverURL])
        #expect(try await retried().isEmpty, "its deliveries are given up with its subscription")

        #expect(try await next.interrupt() == 0)
        #expect(try await Self.subscriptionURLs(sandbox, server).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: records).isEmpty, "a clean stop forgets its record")
    }

    @Test func serveStopsCleanlyWhileADeliveryIsInFlight() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let target = try LoopbackServer { _ in .hang }
        defer { target.stop() }
        let server = try await ServeProcess(
            serving: sandbox, arguments: ["--quiet", "--webhook-url", target.url("/hook").absoluteString])
        let session = try await TransactionCommandTests.tokenizedSession(sandbox)
        _ = try await TransactionCommandTests.json(
            sandbox,
            ["transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", session])
        #expect(
            await eventually(rounds: 10_000) { !target.requests.isEmpty },
            "an attempt is in flight, its receiver silent")
        let stopped = server.interrupt(SIGTERM)
        #expect(stopped.status == 0, "no crash at exit under a signing attempt: \(stopped.stderr)")
        #expect(stopped.stderr.hasSuffix("Stopped (SIGTERM).\n"), "\(stopped.stderr)")
        let webhooks = try await sandbox.run(["sandbox", "webhooks"])
        #expect(webhooks.stdout.contains("  pending  "), "the cut-off attempt is retried at the next start")
        #expect(webhooks.stdout.contains("The emulator stopped before the receiver answered"), "\(webhooks.stdout)")
    }

    @Test func jsonPrintsEachWholePayloadOnOneLine() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        let listener = try await ListenProcess(["--json"], environment: sandbox.environment)
        let id = try await Self.payCaptureRefund(sandbox)
        #expect(await listener.waitFor("\n", count: 6))
        let events = listener.stdout.split(separator: "\n").dropFirst().compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(events.count == 5)
        #expect(events.allSatisfy { $0["type"] as? String == "event" && $0["created_at"] is String })
        let authorized = try #require(events.first { $0["name"] as? String == "transaction.authorized" })
        let target = try #require(authorized["target"] as? [String: Any])
        #expect(target["id"] as? String == id && target["amount"] as? Int == 1299)
        _ = try await listener.interrupt()
    }

    @Test func aFailedForwardIsReportedAndTheListenerGoesOn() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        let answered = Locked(0)
        // First a server that never answers, then one that redirects, then one that answers 10 MB, then 200.
        let target = try LoopbackServer { _ in
            switch answered.withLock({ count -> Int in
                count += 1
                return count
            }) {
            case 1: .hang
            case 2: .respond(status: 302, headers: [("Location", "http://127.0.0.1:1/")], body: Data())
            case 3: .respond(status: 200, headers: [], body: Data(count: 10 * 1024 * 1024))
            default: .respond(status: 204, headers: [], body: Data())
            }
        }
        defer { target.stop() }
        let url = target.url("/hook").absoluteString
        let listener = try await ListenProcess(
            ["--forward-to", url, "--forward-timeout", "0.1"], environment: sandbox.environment)
        _ = try await Self.payCaptureRefund(sandbox)
        #expect(await listener.waitFor("Forwarded to \(url): 204.", count: 2))
        #expect(await listener.waitFor("Forward to \(url) failed", count: 3, onStderr: true))
        #expect(listener.stderr.contains("failed: no answer within 0.1 s."), "\(listener.stderr)")
        #expect(listener.stderr.contains("failed: it redirected, and forwards do not follow redirects."))
        #expect(listener.stderr.contains("failed: the answer was over 64 KB."))
        #expect(
            listener.stdout.split(separator: "\n").count == 2 + 5 + 2,
            "two header lines, five events and two forwards: \(listener.stdout)")
        #expect(target.requests.count == 5, "a redirect is not followed")
        #expect(try await listener.interrupt() == 0)
    }

    @Test func aTargetThatIsDownIsAFailedForward() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        let closed = try LoopbackServer { _ in .hang }
        let url = closed.url("/hook").absoluteString
        closed.stop()
        let listener = try await ListenProcess(["--forward-to", url], environment: sandbox.environment)
        let session = try await TransactionCommandTests.tokenizedSession(sandbox)
        _ = try await TransactionCommandTests.json(
            sandbox,
            ["transaction", "create", "--amount", "1299", "--currency", "USD", "--checkout-session-id", session])
        #expect(await listener.waitFor("Forward to \(url) failed: nothing listens there.", onStderr: true))
        // The session's authentication event comes first; the transaction's own may still be on its way.
        #expect(await listener.waitFor("transaction.authorized"))
        #expect(try await listener.interrupt() == 0)
    }

    @Test func anUnsignedOrForgedDeliveryIsRefusedWith401() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let server = try await ServeProcess(serving: sandbox)
        defer { _ = server.interrupt() }
        let target = try LoopbackServer { _ in .respond(status: 200, headers: [], body: Data()) }
        defer { target.stop() }
        let listener = try await ListenProcess(
            ["--forward-to", target.url("/hook").absoluteString], environment: sandbox.environment)
        let body = #"{"type":"event","name":"transaction.captured"}"#
        let unsigned = try await Self.post(body, to: listener.receiverURL, headers: [])
        #expect(unsigned == 401)
        let forged = try await Self.post(
            body, to: listener.receiverURL,
            headers: [
                "X-Gr4vy-Webhook-Timestamp: \(Int(Date().timeIntervalSince1970))",
                "X-Gr4vy-Webhook-Signatures: " + String(repeating: "0", count: 64),
            ])
        #expect(forged == 401)
        #expect(await listener.waitFor("Refused a delivery (answered 401)", count: 2, onStderr: true))
        #expect(listener.stderr.contains("No matching signature found"))
        #expect(!listener.stdout.contains("transaction.captured") && target.requests.isEmpty)
        #expect(try await listener.interrupt() == 0)
    }

    @Test(arguments: [
        (["--forward-to", "ftp://127.0.0.1/hook"], "--forward-to: The url must use http or https, not ftp."),
        (
            ["--forward-to", "https://example.com/hook"],
            "--forward-to: The emulator delivers webhooks only to this machine"
        ),
        (
            ["--forward-to", "http://localhost:4011/hook"],
            "--forward-to: The url points at the emulator itself (port 4011)"
        ),
        (["--forward-to", "http://user:pw@127.0.0.1:4242/"], "--forward-to: The url must not hold a user or password"),
        (["--emulator", "not a url"], "--emulator: give the URL 'tessera sandbox serve' prints"),
        (["--forward-timeout", "0"], "expected a number of seconds from 0.1 to 60, such as 5 or 0.5"),
        (["--forward-timeout", "60.5"], "expected a number of seconds from 0.1 to 60, such as 5 or 0.5"),
        (["--forward-timeout", "1e1"], "expected a number of seconds from 0.1 to 60, such as 5 or 0.5"),
    ])
    func badInputIsAUsageError(arguments: [String], message: String) async throws {
        let emulator = arguments.contains("--emulator") ? [] : ["--emulator", "http://127.0.0.1:4011"]
        let result = try await CLIProcess.run(["sandbox", "listen"] + emulator + arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func withoutAnEmulatorItSaysHowToStartOne() async throws {
        let sandbox = Sandbox()
        defer { sandbox.remove() }
        let none = try await sandbox.run(["sandbox", "listen"])
        #expect(none.status == 64 && none.stderr.contains("start 'tessera sandbox serve' and pass the URL"))
        let down = try await sandbox.run(["sandbox", "listen", "--emulator", "http://127.0.0.1:1"])
        #expect(down.status == 1, "\(down.stderr)")
        #expect(down.stderr.hasPrefix("Error: Cannot reach the emulator at http://127.0.0.1:1"), "\(down.stderr)")
        let records = sandbox.folder.appendingPathComponent("data/listeners").path
        #expect((try? FileManager.default.contentsOfDirectory(atPath: records))?.isEmpty ?? true, "no record is left")
    }
}
