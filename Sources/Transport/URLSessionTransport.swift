import Foundation
import TesseraCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPTransport`` that sends requests with `URLSession`.
///
/// Each call waits for its data task through a continuation; cancelling the calling Swift task cancels
/// the data task, and the call then throws `URLError(.cancelled)`. Failures without a response are
/// thrown as `URLError` (`.timedOut`, `.cannotConnectToHost`, …); every status code is a response.
///
/// Timeouts: a request's ``HTTPRequest/timeout`` (or ``defaultTimeout``; one second when it is not above zero)
/// bounds the whole exchange on the transport's ``clock``: when it runs out first, the data task is cancelled and
/// the call throws `URLError(.timedOut)`, so half a second means half a second on Linux too. The data task's
/// own `timeoutInterval`, which Foundation on Linux counts in whole seconds, is that timeout rounded up to a
/// whole number of seconds and never below one: a backstop that never fires first.
public final class URLSessionTransport: HTTPTransport {
    /// The session that runs the data tasks.
    public let session: URLSession
    /// The timeout of requests that do not set one, in seconds.
    public let defaultTimeout: TimeInterval
    /// The clock the timeouts run on: the system's unless a test gives one it moves by hand.
    public let clock: WallClock
    /// Whether this transport made ``session`` and so ends it; a session given by the caller stays theirs.
    private let ownsSession: Bool

    /// Creates a transport over an ephemeral session (no cookies, no cache) unless `session` is given, timing
    /// requests out on `clock`.
    ///
    /// A session the transport makes is invalidated, once its tasks finish, when the transport goes
    /// away; a given session is left for its owner to invalidate.
    public init(session: URLSession? = nil, defaultTimeout: TimeInterval = 30, clock: WallClock = .live) {
        self.session = session ?? URLSession(configuration: Self.ephemeralConfiguration())
        self.ownsSession = session == nil
        self.defaultTimeout = defaultTimeout
        self.clock = clock
    }

    deinit {
        if ownsSession {
            session.finishTasksAndInvalidate()
        }
    }

    /// The timeout URLSession is given for `seconds`: whole seconds, rounded up, at least one.
    public static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
        guard seconds.isFinite else { return 1 }
        return max(1, seconds.rounded(.up))
    }

    /// Sends `request` and waits for the response, at most the request's timeout on ``clock``.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let seconds = request.timeout ?? defaultTimeout
        // A year at most, so the milliseconds fit their integer whatever the caller gave.
        let limit = seconds.isFinite && seconds > 0 ? min(seconds, 365 * 86_400) : 1
        let result = await clock.withTimeLimit(.milliseconds(Int64((limit * 1000).rounded(.up)))) {
            () async -> Result<HTTPResponse, any Error> in
            do { return .success(try await self.exchange(request)) } catch { return .failure(error) }
        }
        guard let result else { throw URLError(.timedOut) }
        return try result.get()
    }

    /// Runs `request` as a data task and waits for it; cancelling the calling task cancels the data task.
    private func exchange(_ request: HTTPRequest) async throws -> HTTPResponse {
        let urlRequest = URLRequest(request, defaultTimeout: defaultTimeout)
        let box = DataTaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    continuation.resume(with: Self.result(data: data, response: response, error: error))
                }
                box.start(task)
            }
        } onCancel: {
            box.cancel()
        }
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<
        HTTPResponse, any Error
    > {
        if let error {
            return .failure(error as? URLError ?? URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error]))
        }
        guard let response else { return .failure(URLError(.badServerResponse)) }
        return Result { try HTTPResponse(data: data ?? Data(), response: response) }
    }

    private static func ephemeralConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        return configuration
    }
}

/// Holds the data task of one ``URLSessionTransport/send(_:)`` call so that cancellation, which may
/// arrive before or after the task exists, reaches it exactly once.
private struct DataTaskBox: Sendable {
    private let state = Locked<(task: URLSessionDataTask?, cancelled: Bool)>((nil, false))

    /// Starts `task`, or cancels it at once when cancellation came first.
    func start(_ task: URLSessionDataTask) {
        let cancelNow = state.withLock {
            $0.task = task
            return $0.cancelled
        }
        task.resume()
        if cancelNow { task.cancel() }
    }

    /// Cancels the task if it has started; otherwise marks it to be cancelled on start.
    func cancel() {
        let task = state.withLock {
            $0.cancelled = true
            return $0.task
        }
        task?.cancel()
    }
}
