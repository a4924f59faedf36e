import Foundation
import TesseraCore
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the outbox's webhook deliveries to their receivers, beside the API: signed, retried with
/// backoff until a 2xx answer or the end of the ``WebhookRetrySchedule``, and never lost.
///
/// Every pending delivery is in the store, so a delivery that was due when the process stopped (SIGTERM
/// or SIGKILL) goes out when a deliverer next runs over the same file; an attempt cut off by the stop is
/// made again (a receiver drops the duplicate by its `X-Gr4vy-Webhook-ID`).
///
/// Each attempt is a `POST` of the event's payload with `Content-Type: application/json`,
/// `X-Gr4vy-Webhook-ID` (the delivery's id, the same on every attempt and redelivery),
/// `X-Gr4vy-Webhook-Timestamp` (the UNIX time of this attempt: each attempt is signed afresh, so a retry
/// passes a receiver's age check), `X-Gr4vy-Webhook-Signatures` (one per signing secret of
/// the subscription) and, with basic authentication, `Authorization: Basic …`.
///
/// An attempt succeeds only on a 2xx answer of at most ``maxAnswerBytes`` within ``attemptTimeout``; a
/// redirect is not followed, and a receiver that answers slowly, closes mid-answer or does not answer
/// fails the attempt when the timeout ends it. At most ``concurrency`` attempts run at once, on their own
/// tasks: the API's answers never wait for a receiver.
public final class WebhookDeliverer: Sendable {
    /// How many attempts run at once.
    public let concurrency: Int
    /// How long one attempt may take, answer included.
    public let attemptTimeout: Duration
    /// The largest answer body an attempt accepts (a larger one fails the attempt).
    public static let maxAnswerBytes = 64 * 1024
    /// When failed deliveries are tried again.
    public let schedule: WebhookRetrySchedule
    private let store: SandboxStore
    private let transport: any HTTPTransport
    private let clock: WallClock

    /// Creates a deliverer of `store`'s outbox, sending with `transport` (by default
    /// ``urlSessionTransport()``) and reading the time from `environment`'s clock.
    ///
    /// A served emulator gives HTTPServer's `LoopbackHTTPClient` here, with ``urlSessionTransport()`` behind
    /// it for `https` and named hosts: on Linux a URLSession request keeps a core busy while it waits for an
    /// answer, so with URLSession alone a receiver that never answers slows the API down.
    public init(
        store: SandboxStore, environment: SandboxEnvironment, schedule: WebhookRetrySchedule = .standard,
        transport: (any HTTPTransport)? = nil, concurrency: Int = 4, attemptTimeout: Duration = .seconds(5)
    ) {
        self.store = store
        self.clock = environment.clock
        self.schedule = schedule
        self.transport = transport ?? Self.urlSessionTransport()
        self.concurrency = max(1, concurrency)
        self.attemptTimeout = attemptTimeout
    }

    /// Makes one attempt of every delivery due now (up to ``maxBatch``), ``concurrency`` at a time, a new
    /// one starting as soon as one ends; returns how many it made.
    @discardableResult
    public func deliverDue() async throws -> Int {
        let due = try store.dueWebhookDeliveries(at: clock.now(), limit: Self.maxBatch)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, delivery) in due.enumerated() {
                if index >= concurrency { try await group.next() }
                group.addTask { try await self.attempt(delivery) }
            }
            try await group.waitForAll()
        }
        return due.count
    }

    /// The most deliveries one ``deliverDue()`` takes from the store.
    public static let maxBatch = 256

    /// Delivers what is due every `interval` until the task is cancelled; a storage failure waits for the
    /// next round. Cancelling ends the attempts in flight at once when the transport honours cancellation
    /// (HTTPServer's `LoopbackHTTPClient` does); each is recorded as cut off by the stop and made again later.
    public func run(every interval: Duration = .milliseconds(250)) async {
        while !Task.isCancelled {
            _ = try? await deliverDue()
            try? await Task.sleep(for: interval)
        }
    }

    /// One attempt of `delivery`, recorded with when to retry it.
    private func attempt(_ delivery: WebhookDelivery) async throws {
        let started = clock.now()
        guard let subscription = try store.webhookSubscription(deliveredBy: delivery), subscription.active else {
            let attempt = WebhookAttempt(
                attemptedAt: started, status: nil, error: "The subscription was deleted or deactivated")
            return try store.record(attempt, deliveryID: delivery.id, retryAt: nil)
        }
        let outcome = await send(delivery, to: subscription, at: started)
        let attempt = WebhookAttempt(attemptedAt: started, status: outcome.status, error: outcome.error)
        let retryAt =
            outcome.error == nil
            ? nil : schedule.retry(after: delivery.attempts + 1, at: started, created: delivery.createdAt)
        try store.record(attempt, deliveryID: delivery.id, retryAt: retryAt)
    }

    /// Sends `delivery` once; the receiver's status and, unless it was a fitting 2xx, what went wrong.
    private func send(_ delivery: WebhookDelivery, to subscription: WebhookSubscriptionRecord, at date: Date) async
        -> (status: Int?, error: String?)
    {
        guard let url = URL(string: subscription.url) else { return (nil, "The subscription's url is not a URL") }
        let timestamp = Int(date.timeIntervalSince1970)
        var headers: HTTPHeaders = [
            "Content-Type": "application/json", "X-Gr4vy-Webhook-ID": delivery.id,
            "X-Gr4vy-Webhook-Timestamp": String(timestamp),
        ]
        do {
            headers["X-Gr4vy-Webhook-Signatures"] = try WebhookSignature.header(
                payload: delivery.payload, timestamp: timestamp, secrets: subscription.signingSecrets(at: date))
        } catch {
            return (nil, "The delivery could not be signed")
        }
        if let username = subscription.authentication?["username"]?.string,
            let password = subscription.authentication?["password"]?.string
        {
            headers["Authorization"] = "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
        }
        let seconds = Double(attemptTimeout.components.seconds) + Double(attemptTimeout.components.attoseconds) / 1e18
        let request = HTTPRequest(method: .post, url: url, headers: headers, body: delivery.payload, timeout: seconds)
        // On the system's clock, not the emulator's: the receiver answers in real time whatever the emulator's
        // clock reads (a test that moves that clock by hand still gets its receivers' real answers).
        let answer = await WallClock.live.withTimeLimit(attemptTimeout) {
            [transport] () async -> Result<HTTPResponse, any Error> in
            do { return .success(try await transport.send(request)) } catch { return .failure(error) }
        }
        let cutOff = if case .success? = answer { false } else { Task.isCancelled }
        if cutOff { return (nil, "The emulator stopped before the receiver answered") }
        switch answer {
        case nil: return (nil, "No answer within \(attemptTimeout.decimalSeconds) s")
        case .failure(let error as URLError)? where error.code == .timedOut:
            return (nil, "No answer within \(attemptTimeout.decimalSeconds) s")
        case .failure(let error)?: return (nil, Self.failure(error, url: url))
        case .success(let response)?:
            if (300..<400).contains(response.status) {
                return (response.status, "The receiver redirected; webhooks do not follow redirects")
            }
            guard response.isSuccess else { return (response.status, "The receiver answered \(response.status)") }
            guard response.body.count <= Self.maxAnswerBytes else {
                return (response.status, "The receiver's answer was over \(Self.maxAnswerBytes) bytes")
            }
            return (response.status, nil)
        }
    }

    /// What went wrong when no answer came from the receiver at `url`, in the words of an attempt's record.
    static func failure(_ error: any Error, url: URL) -> String {
        let place = (url.host ?? "the receiver's host") + (url.port.map { ":\($0)" } ?? "")
        switch (error as? URLError)?.code {
        case .cannotConnectToHost?: return "Nothing listens at \(place) (the connection was refused)"
        case .cannotFindHost?, .dnsLookupFailed?: return "The receiver's host \(url.host ?? "") was not found"
        case .networkConnectionLost?: return "The receiver closed the connection before its answer ended"
        case .badServerResponse?: return "The receiver's answer was not HTTP"
        case .secureConnectionFailed?, .serverCertificateUntrusted?, .serverCertificateHasBadDate?,
            .serverCertificateNotYetValid?, .serverCertificateHasUnknownRoot?:
            return "The TLS connection to \(place) failed (its certificate?)"
        case let code?: return "The receiver could not be reached (URLError \(code.rawValue))"
        case nil: return "The receiver could not be reached (\(type(of: error)))"
        }
    }

    /// URLSession that does not follow redirects (a redirect is the receiver's answer, and a failure),
    /// keeps no cookies and caches nothing.
    public static func urlSessionTransport() -> any HTTPTransport {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        return URLSessionTransport(
            session: URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil))
    }
}

/// Refuses every redirect, so a 3xx reaches the deliverer as the answer.
// Safe: the class has no state.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
