import Foundation
import HTTPServer
import JOSE
import TesseraCore
import TesseraTestSupport
import Transport

@testable import Sandbox

/// An emulator whose clock the test moves by hand, with webhook subscriptions and a deliverer.
struct WebhookHarness {
    var sandbox: SandboxHarness
    let clock: Locked<Date>
    let deliverer: WebhookDeliverer

    init(
        store: SandboxStore? = nil, clock: Locked<Date> = Locked(SandboxHarness.now),
        attemptTimeout: Duration = .seconds(5), servedPort: Int? = nil,
        transport: any HTTPTransport = LoopbackHTTPClient(
            maxBody: WebhookDeliverer.maxAnswerBytes, fallback: WebhookDeliverer.urlSessionTransport())
    ) throws {
        self.clock = clock
        let counter = Locked<UInt8>(0)
        let random = SecureRandom { count in
            counter.withLock { value in
                value &+= 1
                return Data(repeating: value, count: count)
            }
        }
        let environment = SandboxEnvironment(clock: WallClock { clock.value }, makeID: .incrementing, random: random)
        let store = try store ?? SandboxStore.ephemeral()
        sandbox = try SandboxHarness(sharing: store, environment: environment)
        sandbox.handler.servedPort.value = servedPort
        deliverer = WebhookDeliverer(
            store: store, environment: environment, transport: transport, attemptTimeout: attemptTimeout)
    }

    /// Moves the clock on by `seconds`.
    func advance(_ seconds: TimeInterval) {
        clock.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// Subscribes `url` (for `account`, or the instance) and returns the subscription.
    func subscribe(_ url: String, account: String? = nil, extra: String = "") async throws -> [String: Any] {
        let headers: HTTPHeaders = account.map { ["x-gr4vy-merchant-account-id": $0] } ?? [:]
        let response = await sandbox.send(
            .post, "/webhook-subscriptions", json: #"{"url":"\#(url)"\#(extra)}"#, headers: headers)
        guard response.status == 201 else { throw HarnessError.unexpected(response.status, response.text) }
        return response.object
    }

    /// The events in the outbox, oldest first: each delivery's name and decoded payload.
    func events() throws -> [(name: String, payload: [String: Any])] {
        try sandbox.store.webhookDeliveries().reversed().map { delivery in
            let payload = try JSONSerialization.jsonObject(with: delivery.payload) as? [String: Any] ?? [:]
            return (delivery.eventName, payload)
        }
    }
}

/// A receiver on loopback that answers each webhook with the next status of `statuses` (then the last).
final class WebhookReceiver: Sendable {
    let server: LoopbackServer
    private let count = Locked(0)

    init(statuses: [Int] = [200], body: Data = Data(), headers: [(String, String)] = []) throws {
        let count = self.count
        server = try LoopbackServer { _ in
            let index = count.withLock { value in
                defer { value += 1 }
                return value
            }
            return .respond(status: statuses[min(index, statuses.count - 1)], headers: headers, body: body)
        }
    }

    /// The receiver's URL.
    var url: String { server.url("/webhooks").absoluteString }

    deinit { server.stop() }
}
