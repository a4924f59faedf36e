import Foundation
import Gr4vyClient
import TesseraCore
import Transport

/// The receiver of `tessera sandbox listen`: accepts the emulator's signed webhook deliveries at ``path``
/// and hands each to ``deliveries`` in arrival order.
///
/// A delivery is acknowledged (200) once its signature verifies under the listener's subscription secret,
/// with the rules of Gr4vy's SDKs (``Gr4vyWebhook/verify(payload:signatures:timestamp:secret:tolerance:now:)``,
/// 300 s tolerance); an unsigned or wrongly signed one is answered 401 and reported through `refused`, a
/// body that is not a JSON object 400. When ``queueLimit`` deliveries are waiting to be printed and
/// forwarded, a new one is answered 503, so the emulator retries it later instead of losing it.
struct WebhookListener: HTTPHandler {
    /// A verified delivery: its raw body, its parsed event and the headers it came with.
    struct Delivery: Sendable {
        /// The body exactly as received (what the signature covers).
        let body: Data
        /// The event the body holds.
        let event: JSONValue
        /// The request's header fields, in order.
        let headers: [(name: String, value: String)]
    }

    /// The path the subscription names.
    static let path = "/webhooks"
    /// How many deliveries may wait before new ones are answered 503.
    static let queueLimit = 256

    /// The subscription's signing secret, set once the subscription exists; until then deliveries are
    /// answered 503.
    let secret = Locked<String?>(nil)
    /// The deliveries, in arrival order.
    let deliveries: AsyncStream<Delivery>
    private let continuation: AsyncStream<Delivery>.Continuation
    /// Called with the sentence saying why a delivery was refused.
    private let refused: @Sendable (String) -> Void
    private let clock: WallClock

    /// A listener reporting refusals to `refused`, judging ages on `clock`; it verifies once ``secret`` is set.
    init(clock: WallClock = .live, refused: @escaping @Sendable (String) -> Void) {
        self.clock = clock
        self.refused = refused
        (deliveries, continuation) = AsyncStream.makeStream(
            of: Delivery.self, bufferingPolicy: .bufferingOldest(Self.queueLimit))
    }

    /// Ends ``deliveries`` once the waiting ones are taken.
    func finish() {
        continuation.finish()
    }

    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        guard request.path == Self.path else { return Self.text(404, "Deliveries go to \(Self.path).") }
        guard request.method == .post else { return Self.text(405, "Deliveries are POST requests.") }
        guard let secret = secret.value else { return Self.text(503, "The listener is not subscribed yet.") }
        let body = request.body ?? Data()
        do {
            try Gr4vyWebhook.verify(
                payload: body, signatures: request.headers[Gr4vyWebhook.signaturesHeader],
                timestamp: request.headers[Gr4vyWebhook.timestampHeader], secret: secret, tolerance: 300,
                now: clock.now())
        } catch {
            refused(
                "Refused a delivery (answered 401): \(error), so it was not signed with this listener's secret.")
            return Self.text(401, "The delivery's signature does not verify: \(error).")
        }
        guard let event = JSONValue(parsing: body), event.isObject else {
            refused("Refused a signed delivery (answered 400): its body is not a JSON object.")
            return Self.text(400, "The body is not a JSON object.")
        }
        let headers = request.headers.map { (name: $0.name, value: $0.value) }
        switch continuation.yield(Delivery(body: body, event: event, headers: headers)) {
        case .enqueued: return Self.text(200, "Received.")
        case .dropped, .terminated: return Self.text(503, "The listener is busy or stopping; try again later.")
        @unknown default: return Self.text(503, "The listener is busy; try again later.")
        }
    }

    private static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(message.utf8))
    }
}

extension WebhookListener.Delivery {
    /// The payload as one line: the body as received, or compacted when it spans lines.
    var oneLine: String {
        let spansLines = body.contains(UInt8(ascii: "\n")) || body.contains(UInt8(ascii: "\r"))
        return String(decoding: spansLines ? event.compactData : body, as: UTF8.self)
    }

    /// One line saying what happened: the event's name, its resource, amount and status, and the delivery id,
    /// e.g. `transaction.captured  transaction 5f0c…  1299 GBP  capture_succeeded  captured 1000  [delivery 8d3f…]`
    /// (what was captured or refunded is said when it is part of the amount).
    var summary: String {
        let target = event["target"]
        var parts = [event["name"]?.string ?? "(unnamed event)"]
        if let type = target?["type"]?.string, let id = target?["id"]?.string {
            parts.append("\(type) \(id)")
        }
        if let transaction = target?["transaction_id"]?.string {
            parts.append("of transaction \(transaction)")
        }
        if let amount = target?["amount"]?.integer {
            parts.append([String(amount), target?["currency"]?.string].compactMap { $0 }.joined(separator: " "))
        }
        if let status = target?["status"]?.string {
            parts.append(status)
        }
        // A transaction captured or refunded in part says how much.
        for (member, verb) in [("captured_amount", "captured"), ("refunded_amount", "refunded")] {
            if let part = target?[member]?.integer, part > 0, part != target?["amount"]?.integer {
                parts.append("\(verb) \(part)")
            }
        }
        if let id = headers.first(where: { $0.name.lowercased() == Gr4vyWebhook.idHeader.lowercased() })?.value {
            parts.append("[delivery \(id)]")
        }
        return parts.joined(separator: "  ")
    }
}
