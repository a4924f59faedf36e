import Foundation
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

@testable import Sandbox

/// Deliveries: signed as the facts say, retried on the schedule, kept across a restart, and a hostile
/// receiver costs a failed attempt, not the emulator.
@Suite struct WebhookDeliveryTests {
    /// HMAC-SHA-256 in hex by Python's `hmac` module: an implementation independent of OpenSSL's wrapper.
    static func pythonSignature(secret: String, timestamp: String, payload: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            "import hmac,hashlib,sys; d=sys.stdin.buffer.read(); "
                + "print(hmac.new(sys.argv[1].encode(), sys.argv[2].encode()+b'.'+d, hashlib.sha256).hexdigest())",
            secret, timestamp,
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(payload)
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theSignatureIsTheFactsKnownAnswer() throws {
        let header = try WebhookSignature.header(
            payload: Data("payload".utf8), timestamp: 1_744_018_920,
            secrets: ["Ik4L-8FH0ihWczctcIPXZRR_8F0fPNgmhEfVBbZ3zNwqQVa1Or4tBz4Pgw2eNaVDod7H56Y268h_wohEUaWbUg", "b"])
        let parts = header.split(separator: ",").map(String.init)
        #expect(parts.first == "78aca0c78005107a654a957b8566fa6e0e5e06aea92d7da72a6da9e5a690d013")
        #expect(parts.count == 2)
    }

    @Test func aDeliveryIsSignedWithTheSubscriptionsSecretAndCarriesItsHeaders() async throws {
        let receiver = try WebhookReceiver()
        let webhooks = try WebhookHarness()
        let subscription = try await webhooks.subscribe(
            receiver.url, extra: #","authentication":{"kind":"basic","username":"shop","password":"pw"}"#)
        _ = try await webhooks.sandbox.createTransaction("4111111111111111")
        #expect(try await webhooks.deliverer.deliverDue() == 1)
        let request = try #require(receiver.server.requests.first)
        #expect(request.method == "POST")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["x-gr4vy-webhook-timestamp"] == "1795953600")
        #expect(request.headers["authorization"] == "Basic " + Data("shop:pw".utf8).base64EncodedString())
        let expected = try Self.pythonSignature(
            secret: try #require(subscription.string("secret")), timestamp: "1795953600", payload: request.body)
        #expect(request.headers["x-gr4vy-webhook-signatures"] == expected)
        let delivery = try #require(try webhooks.sandbox.store.webhookDeliveries().first)
        #expect(request.headers["x-gr4vy-webhook-id"] == delivery.id)
        #expect(request.body == delivery.payload)
        #expect(delivery.state == "delivered")
        #expect(try webhooks.sandbox.store.webhookAttempts(deliveryID: delivery.id).map(\.status) == [200])
    }

    @Test func aReceiverThatFailsFirstGetsTheEventOnTheRetryWithTheSameIDAndAFreshTimestamp() async throws {
        let receiver = try WebhookReceiver(statuses: [500, 200])
        let webhooks = try WebhookHarness()
        _ = try await webhooks.subscribe(receiver.url)
        _ = try await webhooks.sandbox.createTransaction("4111111111111111")
        #expect(try await webhooks.deliverer.deliverDue() == 1)
        #expect(try await webhooks.deliverer.deliverDue() == 0)
        webhooks.advance(29)
        #expect(try await webhooks.deliverer.deliverDue() == 0)
        webhooks.advance(1)
        #expect(try await webhooks.deliverer.deliverDue() == 1)
        let requests = receiver.server.requests
        #expect(requests.count == 2)
        #expect(requests[0].headers["x-gr4vy-webhook-id"] == requests[1].headers["x-gr4vy-webhook-id"])
        #expect(requests.map { $0.headers["x-gr4vy-webhook-timestamp"] } == ["1795953600", "1795953630"])
        #expect(requests[0].body == requests[1].body)
        let delivery = try #require(try webhooks.sandbox.store.webhookDeliveries().first)
        #expect(delivery.state == "delivered")
        #expect(try webhooks.sandbox.store.webhookAttempts(deliveryID: delivery.id).map(\.status) == [500, 200])
    }

    @Test func theScheduleDoublesUpToItsCapAndEndsAfterSevenDays() {
        let schedule = WebhookRetrySchedule.standard
        let created = SandboxHarness.now
        var date = created
        var delays: [TimeInterval] = []
        var attempts = 1
        while let next = schedule.retry(after: attempts, at: date, created: created) {
            delays.append(next.timeIntervalSince(date))
            date = next
            attempts += 1
        }
        #expect(delays.prefix(5) == [30, 60, 120, 240, 480])
        #expect(abs((delays.max() ?? 0) - 6 * 3600) < 0.001)
        #expect(date.timeIntervalSince(created) <= 7 * 86_400)
        #expect(date.timeIntervalSince(created) > 7 * 86_400 - 6 * 3600)
        #expect(
            WebhookRetrySchedule.scaled(firstDelay: 1).retry(after: 1, at: created, created: created) == created + 1)
    }

    @Test func pendingDeliveriesSurviveARestart() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("webhooks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sandbox.sqlite").path
        let receiver = try WebhookReceiver(statuses: [503, 503, 200])
        let clock = Locked(SandboxHarness.now)
        do {
            let before = try WebhookHarness(store: SandboxStore(path: path), clock: clock)
            _ = try await before.subscribe(receiver.url)
            _ = try await before.sandbox.createTransaction("4111111111111111")
            _ = try await before.sandbox.createTransaction("4111111111111111")
            #expect(try await before.deliverer.deliverDue() == 2)
        }
        clock.withLock { $0 = $0.addingTimeInterval(30) }
        let after = try WebhookHarness(store: SandboxStore(path: path), clock: clock)
        #expect(try await after.deliverer.deliverDue() == 2)
        #expect(try after.sandbox.store.webhookDeliveries().map(\.state) == ["delivered", "delivered"])
        #expect(receiver.server.requests.count == 4)
    }

    /// The first attempt's error of each delivery of one transaction to `receivers`.
    static func firstErrors(_ receivers: [String], attemptTimeout: Duration = .seconds(5)) async throws -> [String] {
        let webhooks = try WebhookHarness(attemptTimeout: attemptTimeout)
        for url in receivers { _ = try await webhooks.subscribe(url) }
        _ = try await webhooks.sandbox.createTransaction("4111111111111111")
        #expect(try await webhooks.deliverer.deliverDue() == receivers.count)
        let deliveries = try webhooks.sandbox.store.webhookDeliveries()
        #expect(deliveries.allSatisfy { $0.state == "pending" && $0.attempts == 1 })
        return try deliveries.map { try webhooks.sandbox.store.webhookAttempts(deliveryID: $0.id).first?.error ?? "" }
    }

    @Test func aRedirectOrATooLargeAnswerIsAFailedAttempt() async throws {
        let redirect = try WebhookReceiver(statuses: [302], headers: [("Location", "http://127.0.0.1:9/elsewhere")])
        let large = try WebhookReceiver(body: Data(repeating: 0x61, count: 10 * 1024 * 1024))
        let errors = try await Self.firstErrors([redirect.url, large.url])
        #expect(errors.contains { $0.contains("redirected") })
        #expect(errors.contains { $0.contains("over 65536 bytes") })
    }

    @Test func aReceiverThatNeverAnswersFailsTheAttemptAtItsTimeout() async throws {
        let silent = try LoopbackServer { _ in .hang }
        defer { silent.stop() }
        let errors = try await Self.firstErrors(
            [silent.url("/webhooks").absoluteString], attemptTimeout: .milliseconds(50))
        #expect(errors == ["No answer within 0.05 s"])
    }

    /// A receiver that is down, cuts its answer off or answers something that is not HTTP: each attempt says so
    /// in words, with the address where that helps.
    @Test func aReceiverThatIsDownOrBreaksItsAnswerIsNamedInWords() async throws {
        let down = try LoopbackServer { _ in .hang }
        let downURL = down.url("/webhooks")
        down.stop()
        let cut = try LoopbackServer { _ in .raw([Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort".utf8)]) }
        defer { cut.stop() }
        let garbage = try LoopbackServer { _ in .raw([Data("SSH-2.0-OpenSSH_9.2\r\n".utf8)]) }
        defer { garbage.stop() }
        let errors = try await Self.firstErrors([
            downURL.absoluteString, cut.url("/webhooks").absoluteString, garbage.url("/webhooks").absoluteString,
        ])
        #expect(
            Set(errors) == [
                "Nothing listens at 127.0.0.1:\(downURL.port ?? 0) (the connection was refused)",
                "The receiver closed the connection before its answer ended", "The receiver's answer was not HTTP",
            ])
    }

    @Test func aRedeliveryKeepsItsID() async throws {
        let receiver = try WebhookReceiver()
        let webhooks = try WebhookHarness()
        _ = try await webhooks.subscribe(receiver.url)
        _ = try await webhooks.sandbox.createTransaction("4111111111111111")
        try await webhooks.deliverer.deliverDue()
        let delivery = try #require(try webhooks.sandbox.store.webhookDeliveries().first)
        #expect(try webhooks.sandbox.store.redeliver(id: delivery.id, at: SandboxHarness.now))
        try await webhooks.deliverer.deliverDue()
        #expect(receiver.server.requests.map { $0.headers["x-gr4vy-webhook-id"] } == [delivery.id, delivery.id])
    }
}
