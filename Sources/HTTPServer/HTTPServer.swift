import Dispatch
import Foundation
import TesseraCore
import Transport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on non-blocking sockets and readiness events that serves any `HTTPHandler`.
///
/// A few event loops (Dispatch read and write sources) accept, read, parse and write for every
/// connection; handlers run on a fixed pool of worker threads, so a slow handler never stalls other
/// connections and no connection has a thread of its own. When the workers' queue is full a request is
/// answered 503 with `Retry-After`; beyond ``Configuration/maxConnections`` a new client is answered
/// 503 and the open ones are left alone. Keep-alive and pipelining are supported, with
/// `Content-Length` bodies; `Transfer-Encoding` bodies are answered 411. Every limit a client controls
/// is bounded: head size (431), body size (413), time to send a request (408), idle time and the
/// number of connections. Each response is written with a single send, with a `Date` field;
/// `TCP_NODELAY` is set and `SIGPIPE` is never raised.
public final class HTTPServer: Sendable {
    /// Where a server is in its life.
    public enum State: Sendable, Equatable {
        /// Created, not yet listening.
        case initial
        /// Listening and serving.
        case running
        /// Not accepting any more; finishing the requests in flight.
        case shuttingDown
        /// Down; it cannot be started again.
        case stopped
    }

    private struct Running: Sendable {
        let acceptor: Acceptor
        let loops: [EventLoop]
    }

    /// Where the server is, what runs while it runs, and the port it bound.
    private struct Life: Sendable {
        var state = State.initial
        var running: Running?
        var port: UInt16?
    }

    /// The configuration the server was created with.
    public let configuration: Configuration
    private let context: ServerContext
    private let life = Locked(Life())

    /// Creates a server for `handler`; nothing listens until ``start()``.
    ///
    /// - Parameters:
    ///   - handler: answers every request.
    ///   - configuration: the address, port and limits.
    ///   - clock: the clock of the timeouts, the access log's timings and the `Date` field; the system's unless
    ///     told.
    ///   - accessLog: called once per response with an entry that carries no secrets.
    public init(
        handler: some HTTPHandler,
        configuration: Configuration = Configuration(),
        clock: WallClock = .live,
        accessLog: (@Sendable (AccessLogEntry) -> Void)? = nil
    ) {
        self.configuration = configuration
        self.context = ServerContext(
            handler: handler, configuration: configuration, clock: clock, accessLog: accessLog)
    }

    /// Where the server is in its life.
    public var state: State { life.withLock { $0.state } }

    /// The port the server listens on once started.
    public var port: Int? {
        life.withLock { $0.port.map(Int.init) }
    }

    /// The base URL, such as `http://127.0.0.1:8080` or `http://[::1]:8080`, once started.
    public var url: URL? {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return port.flatMap { URL(string: "http://\(host):\($0)") }
    }

    /// The number of connections open now.
    public var openConnections: Int { context.openConnections }

    /// The requests waiting for a worker now.
    var queuedRequests: Int { context.pool.queued }

    /// Checks the descriptor limit, binds, listens and starts serving; returns the bound port.
    ///
    /// The connection limit needs about one descriptor per connection: when the soft `RLIMIT_NOFILE`
    /// is lower and the hard limit allows it, the soft limit is raised; otherwise this throws
    /// ``HTTPServerError/descriptorLimit(needed:allowed:)``.
    @discardableResult
    public func start() throws(HTTPServerError) -> Int {
        signal(SIGPIPE, SIG_IGN)
        return try life.withLock { (life: inout Life) throws(HTTPServerError) -> Int in
            guard life.state == .initial else { throw .notStartable }
            try Self.ensureDescriptors(for: configuration.maxConnections)
            let listener = try Socket.listening(
                host: configuration.host, port: configuration.port, backlog: configuration.backlog)
            listener.setNonBlocking(true)
            let loops = (0..<max(1, configuration.eventLoops)).map {
                EventLoop(index: $0, interval: .milliseconds(50), clock: context.clock)
            }
            life.port = listener.localPort
            life.running = Running(
                acceptor: Acceptor(listener: listener, loops: loops, context: context), loops: loops)
            life.state = .running
            return Int(listener.localPort)
        }
    }

    /// Stops accepting, lets in-flight responses finish (up to `grace`), closes every connection, and
    /// returns when the server is down. Blocks the calling thread; from async code use ``shutdown()``.
    public func stop(grace: TimeInterval = 5) {
        let stopping: Running? = life.withLock { life in
            defer { life.running = nil }
            switch life.state {
            case .initial, .stopped:
                life.state = .stopped
                return nil
            case .running:
                life.state = .shuttingDown
                return life.running
            case .shuttingDown:
                return nil
            }
        }
        guard let stopping else { return }
        context.beginStopping()
        stopping.acceptor.cancel()
        for loop in stopping.loops { loop.queue.async { loop.closeIdle() } }
        if !context.waitUntilAllClosed(before: Date(timeIntervalSinceNow: grace)) {
            for loop in stopping.loops { loop.queue.sync { loop.closeAll() } }
            _ = context.waitUntilAllClosed(before: Date(timeIntervalSinceNow: 1))
        }
        context.pool.stop()
        for loop in stopping.loops { loop.stop() }
        life.withLock { $0.state = .stopped }
    }

    /// Stops the server without blocking a Swift concurrency thread (the wait runs on its own thread,
    /// since in-flight handlers may need the cooperative pool to finish).
    public func shutdown() async {
        await withCheckedContinuation { continuation in
            Thread {
                self.stop()
                continuation.resume()
            }.start()
        }
    }

    /// Makes room for `connections` connections plus the server's own descriptors, raising the soft
    /// limit where the hard one allows.
    private static func ensureDescriptors(for connections: Int) throws(HTTPServerError) {
        let needed = connections + ServerContext.refusalLimit(for: connections) + 64
        let limits = Platform.descriptorLimits()
        guard limits.soft < UInt64(needed) else { return }
        if limits.hard >= UInt64(needed) && Platform.setSoftDescriptorLimit(UInt64(needed)) { return }
        throw .descriptorLimit(needed: needed, allowed: Int(clamping: limits.hard))
    }
}
