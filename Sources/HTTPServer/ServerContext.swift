import Dispatch
import Foundation
import Transport

/// What every connection of one server shares: the handler, limits, worker pool, access log, the
/// count of open connections and whether the server is shutting down.
// Safe: `serving`, `refusing` and `stopping` are only read and written while `condition` is locked; `onClose` is set
// once, by the `Acceptor`'s init, before the first connection is accepted; every other property is an immutable `let`
// that is Sendable or itself thread-safe (`WorkerPool`, `HTTPDate`, `AllocatorTrim`).
final class ServerContext: @unchecked Sendable {
    let handler: any HTTPHandler
    let configuration: HTTPServer.Configuration
    let pool: WorkerPool
    let date: HTTPDate
    /// The clock of every deadline, timing and `Date` field.
    let clock: WallClock
    /// Hands back the memory large requests leave in the allocator.
    let trim = AllocatorTrim()
    private let accessLog: (@Sendable (AccessLogEntry) -> Void)?
    private let condition = NSCondition()
    private var serving = 0
    private var refusing = 0
    private var stopping = false
    /// Called after a connection closed, so a paused accept loop can take more.
    var onClose: (@Sendable () -> Void)?

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

    /// Counts a new connection in, if there is room.
    func admit() -> Admission {
        condition.withLock {
            if stopping { return .wait }
            if serving < configuration.maxConnections {
                serving += 1
                return .serve
            }
            if refusing < Self.refusalLimit(for: configuration.maxConnections) {
                refusing += 1
                return .refuse
            }
            return .wait
        }
    }

    /// Counts a connection out.
    func closed(refused: Bool) {
        condition.withLock {
            if refused { refusing -= 1 } else { serving -= 1 }
            condition.broadcast()
        }
        onClose?()
    }

    /// The connections open now, refused ones included.
    var openConnections: Int { condition.withLock { serving + refusing } }

    /// Whether the server is shutting down (responses then close their connections).
    var isStopping: Bool { condition.withLock { stopping } }

    /// Marks the server as shutting down.
    func beginStopping() { condition.withLock { stopping = true } }

    /// Waits until no connection is open or `deadline` passes; true when none is open.
    func waitUntilAllClosed(before deadline: Date) -> Bool {
        condition.withLock {
            while serving + refusing > 0 {
                if !condition.wait(until: deadline) { break }
            }
            return serving + refusing == 0
        }
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
