extension HTTPServer {
    /// Where the server listens and the limits it puts on every client.
    public struct Configuration: Sendable, Equatable {
        /// The IPv4 address to bind: loopback unless told otherwise.
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
        /// How long sending one response may block on a client that does not read.
        public var sendTimeout: Duration
        /// The most connections served at once (one thread each); see ``HTTPServer`` for eviction.
        public var maxConnections: Int
        /// The listen backlog.
        public var backlog: Int32

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
            maxConnections: Int = 128,
            backlog: Int32 = 256
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
