import Dispatch
import Foundation
import TesseraCore
import Transport

/// What every connection of one server shares: the handler, limits, worker pool, access log, the
/// count of open connections and whether the server is shutting down.
///
/// The counts sit in a `Locked`; every open connection is also one entry in `open`, a `DispatchGroup` left when it
/// closes, which the shutdown waits on.
final class ServerContext: Sendable {
    let handler: any HTTPHandler
    let configuration: HTTPServer.Configuration
    let pool: WorkerPool
    let date: HTTPDate
    /// The clock of every deadline, timing and `Date` field.
    let clock: WallClock
    /// Hands back the memory large requests leave in the allocator.
    let trim = AllocatorTrim()
    private let accessLog: (@Sendable (AccessLogEntry) -> Void)?
    private let counts = Locked(Counts())
    private let open = DispatchGroup()
    /// Called after a connection closed, so a paused accept loop can take more (set by the `Acceptor`).
    private let closeObserver = Locked<(@Sendable () -> Void)?>(nil)

    private struct Counts {
        var serving = 0
        var refusing = 0
        var stopping = false
    }

    /// How a new connection is admitted.
    enum Admission {
        /// Served normally.
        case serve
        /// Over the limit: answered 503 and closed.
        case refuse
        /// Even the refusals are at their limit: leave it in the listen backlog.
        case wait
    }

    init(
        handler: any HTTPHandler, configuration: HTTPServer.Configuration, clock: WallClock,
        accessLog: (@Sendable (AccessLogEntry) -> Void)?
    ) {
        self.handler = handler
        self.clock = clock
        self.date = HTTPDate(now: clock.now)
        self.configuration = configuration
        self.accessLog = accessLog
        self.pool = WorkerPool(threads: configuration.workerThreads, capacity: configuration.maxQueuedRequests)
    }

    /// The most connections answered 503 and closing at once, beyond ``HTTPServer/Configuration/maxConnections``.
    static func refusalLimit(for maxConnections: Int) -> Int { max(16, maxConnections / 16) }

    /// Calls `observer` after each connection closes.
    func onClose(_ observer: @escaping @Sendable () -> Void) {
        closeObserver.withLock { $0 = observer }
    }

    /// Counts a new connection in, if there is room.
    func admit() -> Admission {
        let admission = counts.withLock { counts -> Admission in
            if counts.stopping { return .wait }
            if counts.serving < configuration.maxConnections {
                counts.serving += 1
                return .serve
            }
            if counts.refusing < Self.refusalLimit(for: configuration.maxConnections) {
                counts.refusing += 1
                return .refuse
            }
            return .wait
        }
        if admission != .wait { open.enter() }
        return admission
    }

    /// Counts a connection out.
    func closed(refused: Bool) {
        counts.withLock { counts in
            if refused { counts.refusing -= 1 } else { counts.serving -= 1 }
        }
        open.leave()
        closeObserver.withLock { $0 }?()
    }

    /// The connections open now, refused ones included.
    var openConnections: Int { counts.withLock { $0.serving + $0.refusing } }

    /// Whether the server is shutting down (responses then close their connections).
    var isStopping: Bool { counts.withLock { $0.stopping } }

    /// Marks the server as shutting down.
    func beginStopping() { counts.withLock { $0.stopping = true } }

    /// Waits until no connection is open or `deadline` passes; true when none is open.
    func waitUntilAllClosed(before deadline: Date) -> Bool {
        let nanoseconds = max(0, deadline.timeIntervalSinceNow) * 1_000_000_000
        return open.wait(timeout: .now() + .nanoseconds(Int(nanoseconds.rounded(.up)))) == .success
    }

    /// Writes one access-log entry, if there is a log.
    func log(_ entry: @autoclosure () -> AccessLogEntry) {
        accessLog?(entry())
    }

    /// The response to a complete request, computed on a worker thread, and whether the request was
    /// unreadable (its target or Host malformed), after which the connection closes. A handler's own
    /// 400 keeps the connection.
    func respond(to head: RequestHead, body: Data, on executor: WorkerExecutor) -> (HTTPResponse, unreadable: Bool) {
        let host = head.headers["Host"] ?? "\(configuration.host):\(configuration.port)"
        let absolute = head.target.hasPrefix("http://") ? head.target : "http://\(host)\(head.target)"
        guard let url = URL(string: absolute), url.host != nil else {
            return (ResponseSerializer.rejection(status: 400, reason: "Malformed request target or Host."), true)
        }
        let request = HTTPRequest(
            method: head.method, url: url, headers: head.headers,
            body: body.isEmpty && head.headers["Content-Length"] == nil ? nil : body)
        return (HandlerBridge.respond(handler, to: request, on: executor), false)
    }
}
