import Dispatch
import Foundation
import Transport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An HTTP/1.1 server on POSIX sockets that serves any `HTTPHandler`.
///
/// One thread accepts connections; each connection is served on its own thread (at most
/// ``Configuration/maxConnections`` at once), with keep-alive and `Content-Length` bodies. Request
/// bodies with a `Transfer-Encoding` (chunked) are answered 411. Every limit a client controls is
/// bounded: head size (431), body size (413), time to send a request (408), idle time, and the number
/// of connections — when full, the connection that has been idle longest is closed to make room,
/// so idle or stalled clients cannot lock out a well-behaved one. Each response is written with a
/// single send, `TCP_NODELAY` is set and `SIGPIPE` is never raised.
public final class HTTPServer: @unchecked Sendable {
    // Safe: `state` is guarded by `lock`; everything else is immutable or itself thread-safe.
    private enum State {
        case idle
        case running(listener: Socket, wake: (read: Int32, write: Int32), acceptor: Thread)
        case stopped
    }

    private let handler: any HTTPHandler
    /// The configuration the server was created with.
    public let configuration: Configuration
    private let accessLog: (@Sendable (AccessLogEntry) -> Void)?
    private let registry: ConnectionRegistry
    private let lock = NSLock()
    private var state = State.idle
    private var boundPort: UInt16?
    private let acceptorDone = DispatchSemaphore(value: 0)

    /// Creates a server for `handler`; nothing listens until ``start()``.
    ///
    /// - Parameters:
    ///   - handler: answers every request.
    ///   - configuration: the address, port and limits.
    ///   - accessLog: called once per response with an entry that carries no secrets.
    public init(
        handler: some HTTPHandler,
        configuration: Configuration = Configuration(),
        accessLog: (@Sendable (AccessLogEntry) -> Void)? = nil
    ) {
        self.handler = handler
        self.configuration = configuration
        self.accessLog = accessLog
        self.registry = ConnectionRegistry(capacity: max(1, configuration.maxConnections))
    }

    /// The port the server listens on once started.
    public var port: Int? {
        lock.withLock { boundPort.map(Int.init) }
    }

    /// The base URL, such as `http://127.0.0.1:8080`, once started.
    public var url: URL? {
        port.flatMap { URL(string: "http://\(configuration.host):\($0)") }
    }

    /// The number of connections open now.
    public var openConnections: Int { registry.count }

    /// Binds, listens and starts accepting; returns the bound port.
    @discardableResult
    public func start() throws(HTTPServerError) -> Int {
        signal(SIGPIPE, SIG_IGN)
        lock.lock()
        defer { lock.unlock() }
        guard case .idle = state else { throw .notStartable }
        let listener = try Socket.makeListener(
            host: configuration.host, port: configuration.port, backlog: configuration.backlog)
        let wake: (read: Int32, write: Int32)
        do {
            wake = try Socket.makeWakePipe()
        } catch {
            listener.closeDescriptor()
            throw error
        }
        let acceptor = Thread { [self] in
            acceptLoop(listener: listener, wake: wake.read)
            acceptorDone.signal()
        }
        acceptor.name = "HTTPServer.accept"
        boundPort = listener.localPort
        state = .running(listener: listener, wake: wake, acceptor: acceptor)
        acceptor.start()
        return Int(listener.localPort)
    }

    /// Stops accepting, lets in-flight responses finish (up to `grace`), closes every connection, and
    /// returns when the server is down. Blocks the calling thread; from async code use ``shutdown()``.
    public func stop(grace: TimeInterval = 5) {
        let running: (listener: Socket, wake: (read: Int32, write: Int32))?
        lock.lock()
        if case .running(let listener, let wake, _) = state {
            running = (listener, wake)
        } else {
            running = nil
        }
        state = .stopped
        lock.unlock()
        guard let running else { return }
        var byte: UInt8 = 1
        _ = write(running.wake.write, &byte, 1)
        acceptorDone.wait()
        running.listener.closeDescriptor()
        close(running.wake.read)
        close(running.wake.write)
        registry.stopAll(timeout: grace)
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

    private func acceptLoop(listener: Socket, wake: Int32) {
        var entries = [
            pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            entries[0].revents = 0
            entries[1].revents = 0
            let ready = poll(&entries, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || entries[1].revents != 0 { return }
            guard let client = listener.accept() else { continue }
            client.configureConnection(sendTimeoutSeconds: Int(max(1, configuration.sendTimeout.milliseconds / 1000)))
            guard let id = registry.admit(client) else {
                let busy = ResponseSerializer.rejection(status: 503, reason: "Too many connections; retry later.")
                _ = client.sendAll(ResponseSerializer.bytes(of: busy, includeBody: true, keepAlive: false))
                client.closeDescriptor()
                continue
            }
            let connection = ConnectionHandler(
                socket: client, id: id, handler: handler, configuration: configuration, registry: registry,
                accessLog: accessLog)
            let thread = Thread { connection.run() }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }
}
