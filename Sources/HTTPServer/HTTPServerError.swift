#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is neither an IPv4 nor an IPv6 address (nor `localhost`).
    case invalidHost(String)
    /// A socket call failed with this `errno`.
    case system(String, Int32)
    /// ``HTTPServer/start()`` was called on a server that is running or was stopped.
    case notStartable
    /// The process may not open enough descriptors for the connection limit: `needed`, `allowed`.
    case descriptorLimit(needed: Int, allowed: Int)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "'\(host)' is not an IP address; use 127.0.0.1 (the default), ::1, 0.0.0.0 or another IPv4 or IPv6 address."
        case .system(let operation, let code):
            "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))."
                + (code == EADDRINUSE ? " Another process uses that port; choose another or 0 for any free one." : "")
        case .notStartable:
            "The server was already started; create a new HTTPServer to serve again."
        case .descriptorLimit(let needed, let allowed):
            "The connection limit needs \(needed) open files but the process may open only \(allowed); "
                + "raise the limit (ulimit -n \(needed)) or lower Configuration.maxConnections."
        }
    }
}
