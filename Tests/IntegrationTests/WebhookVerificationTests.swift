import Foundation
import Gr4vyClient
import Sandbox
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

/// The client library's verifier accepts the deliveries the emulator makes, and refuses them changed.
@Suite struct WebhookVerificationTests {
    @Test func gr4vyWebhookVerifiesAnEmulatorDelivery() async throws {
        let receiver = try LoopbackServer { _ in .respond(status: 204, headers: [], body: Data()) }
        defer { receiver.stop() }
        let now = Date(timeIntervalSince1970: 1_794_744_000)
        let environment = SandboxEnvironment(clock: .fixed(now))
        let handler = try SandboxHandler(store: SandboxStore.ephemeral(), environment: environment)
        let subscription = try handler.instanceSubscription(url: receiver.url("/hooks").absoluteString)
        let token = try DevelopmentToken.make(now: now, id: UUID(), expiresIn: 3600)
        let body =
            #"{"amount":1299,"currency":"USD","payment_method":{"method":"card","number":"4111111111111111","expiration_date":"12/30","security_code":"123"}}"#
        let created = await handler.handle(
            HTTPRequest(
                method: .post, url: URL(string: "http://emulator.test/transactions")!,
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json"],
                body: Data(body.utf8)))
        #expect(created.status == 201)
        #expect(try await handler.webhookDeliverer().deliverDue() == 1)
        let delivery = try #require(receiver.requests.first)
        let signatures = delivery.headers["x-gr4vy-webhook-signatures"]
        let timestamp = delivery.headers["x-gr4vy-webhook-timestamp"]
        try Gr4vyWebhook.verify(
            payload: delivery.body, signatures: signatures, timestamp: timestamp, secret: subscription.secret,
            tolerance: 300, now: now)
        var changed = delivery.body
        changed[changed.startIndex + 10] ^= 0x01
        #expect(throws: Gr4vyWebhookError.noMatchingSignature) {
            try Gr4vyWebhook.verify(
                payload: changed, signatures: signatures, timestamp: timestamp, secret: subscription.secret,
                tolerance: 300, now: now)
        }
        #expect(throws: Gr4vyWebhookError.timestampTooOld) {
            try Gr4vyWebhook.verify(
                payload: delivery.body, signatures: signatures, timestamp: timestamp, secret: subscription.secret,
                tolerance: 300, now: now.addingTimeInterval(301))
        }
    }
}
