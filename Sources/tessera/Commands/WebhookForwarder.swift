import Foundation
import TesseraCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts a webhook delivery, with the headers it arrived with, to a developer's local server
/// (`tessera sandbox listen --forward-to`), bounded in time and memory.
///
/// A forward succeeds on a 2xx answer of at most ``maxAnswerBytes`` in time. A redirect is not
/// followed (it is the server's answer, and a failure); an answer body is counted, never kept, and the
/// forward stops as soon as it passes the limit; a server that is down, does not answer, or drip-feeds its
/// answer fails when the timeout (``timeout``) ends it.
struct WebhookForwarder: Sendable {
    /// The local server's URL.
    let url: URL
    /// How long one forward may take, answer included.
    let timeout: Duration
    /// The largest answer body a forward accepts.
    static let maxAnswerBytes = 64 * 1024

    /// What one forward came to: the server's status, if it answered, and why it failed, unless it did not.
    struct Outcome: Sendable, Equatable {
        /// The status code the server answered, or nil.
        let status: Int?
        /// Why the forward failed, as a clause ("no answer within 5 s"), or nil on success.
        let failure: String?
    }

    /// The header fields a forward does not copy: they describe the listener's own connection.
    private static let connectionFields: Set<String> = [
        "host", "content-length", "connection", "keep-alive", "transfer-encoding", "te", "upgrade", "expect",
    ]

    /// Posts `body` with `headers` (less the connection's own fields) to ``url``.
    func forward(body: Data, headers: [(name: String, value: String)]) async -> Outcome {
        // A second beyond the forward's own timeout, which ends it first and says so (URLSession on Linux counts
        // whole seconds).
        var request = URLRequest(url: url, timeoutInterval: (timeout / .seconds(1)).rounded(.up) + 1)
        request.httpMethod = "POST"
        for field in headers where !Self.connectionFields.contains(field.name.lowercased()) {
            request.addValue(field.value, forHTTPHeaderField: field.name)
        }
        request.httpBody = body
        let attempt = ForwardAttempt(limit: Self.maxAnswerBytes)
        let session = URLSession(configuration: Self.configuration(), delegate: attempt, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        let outcome = await WallClock.live.withTimeLimit(timeout) { await attempt.outcome(of: task) }
        task.cancel()
        return outcome ?? Outcome(status: nil, failure: "no answer within \(timeout.decimalSeconds) s")
    }

    private static func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        return configuration
    }
}

/// One forward's data task, seen through its delegate: the status, the answer's size so far, and the
/// caller waiting for the end.
// Safe: every stored property is a constant, and the mutable state is behind `Locked`.
private final class ForwardAttempt: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct State {
        var status: Int?
        var bytes = 0
        var ended: WebhookForwarder.Outcome?
        var waiter: CheckedContinuation<WebhookForwarder.Outcome, Never>?
    }

    private let limit: Int
    private let state = Locked(State())

    init(limit: Int) {
        self.limit = limit
    }

    /// Starts `task` and waits for its end, or for cancellation (which cancels the task).
    func outcome(of task: URLSessionDataTask) async -> WebhookForwarder.Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ended = state.withLock { state in
                    if state.ended == nil { state.waiter = continuation }
                    return state.ended
                }
                if let ended {
                    continuation.resume(returning: ended)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            task.cancel()
            finish(WebhookForwarder.Outcome(status: nil, failure: "cancelled"))
        }
    }

    /// Ends the forward with `outcome` unless it has ended already.
    private func finish(_ outcome: WebhookForwarder.Outcome) {
        let waiter = state.withLock { state -> CheckedContinuation<WebhookForwarder.Outcome, Never>? in
            guard state.ended == nil else { return nil }
            state.ended = outcome
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: outcome)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode
        state.withLock { $0.status = status }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let (status, bytes) = state.withLock { state in
            state.bytes += data.count
            return (state.status, state.bytes)
        }
        if bytes > limit {
            dataTask.cancel()
            finish(.init(status: status, failure: "the answer was over \(limit / 1024) KB"))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let status = state.withLock { $0.status }
        if let error {
            let code = (error as? URLError)?.code
            let clause =
                switch code {
                case .cannotConnectToHost?: "nothing listens there"
                case .timedOut?: "no answer in time"
                case .cannotFindHost?: "the host is not known on this machine"
                default: "the connection failed (\(code.map { "URLError \($0.rawValue)" } ?? "\(type(of: error))"))"
                }
            return finish(.init(status: status, failure: clause))
        }
        guard let status else { return finish(.init(status: nil, failure: "the answer was not HTTP")) }
        switch status {
        case 200..<300: finish(.init(status: status, failure: nil))
        case 300..<400: finish(.init(status: status, failure: "it redirected, and forwards do not follow redirects"))
        default: finish(.init(status: status, failure: "it answered \(status)"))
        }
    }
}
