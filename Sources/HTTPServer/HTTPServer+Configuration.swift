import Foundation

extension HTTPServer {
    /// Where the server listens and the limits it puts on every client.
    public struct Configuration: Sendable, Equatable {
        /// The IPv4 or IPv6 address to bind (`localhost` is 127.0.0.1): loopback unless told otherwise.
        public var host: String
        /// The TCP port; 0 picks a free one (read it back from ``HTTPServer/port``).
        public var port: UInt16
        /// The most bytes of request line and header fields; more is answered 431.
        public var maxHeaderBytes: Int
        /// The most header fields; more is answered 431.
        public var maxHeaderFields: Int
        /// The largest body accepted; a larger `Content-Length` is answered 413.
        public var maxBodyBytes: Int
        /// How long an open connection may sit without starting a request before it is closed.
        public var idleTimeout: Duration
        /// How long a client may take to send one whole request once it started; slower is 408.
        public var requestTimeout: Duration
        /// How long a response may wait for a client that does not read before the connection closes.
        public var sendTimeout: Duration
        /// The most connections served at once; a client beyond it is answered 503 and closed, and the
        /// open ones are not touched.
        public var maxConnections: Int
        /// The listen backlog.
        public var backlog: Int32
        /// The event loops (serial queues) that read, parse and write for every connection.
        public var eventLoops: Int
        /// The threads that run handlers (which may block).
        public var workerThreads: Int
        /// The most requests waiting for a worker; one more is answered 503 with `Retry-After`.
        public var maxQueuedRequests: Int

        /// Creates a configuration; the defaults suit a local emulator.
        public init(
            host: String = "127.0.0.1",
            port: UInt16 = 0,
            maxHeaderBytes: Int = 16 * 1024,
            maxHeaderFields: Int = 100,
            maxBodyBytes: Int = 1024 * 1024,
            idleTimeout: Duration = .seconds(15),
            requestTimeout: Duration = .seconds(10),
            sendTimeout: Duration = .seconds(10),
            maxConnections: Int = 4096,
            backlog: Int32 = 1024,
            eventLoops: Int = min(4, ProcessInfo.processInfo.activeProcessorCount),
            workerThreads: Int = max(4, 2 * ProcessInfo.processInfo.activeProcessorCount),
            maxQueuedRequests: Int = 4096
        ) {
            self.host = host
            self.port = port
            self.maxHeaderBytes = maxHeaderBytes
            self.maxHeaderFields = maxHeaderFields
            self.maxBodyBytes = maxBodyBytes
            self.idleTimeout = idleTimeout
            self.requestTimeout = requestTimeout
            self.sendTimeout = sendTimeout
            self.maxConnections = maxConnections
            self.backlog = backlog
            self.eventLoops = eventLoops
            self.workerThreads = workerThreads
            self.maxQueuedRequests = maxQueuedRequests
        }
    }
}

extension Duration {
    /// The duration in whole milliseconds, saturating.
    var milliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds.multipliedReportingOverflow(by: 1000).overflow
            ? Int64.max : seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
