#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why the server could not start.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not an IPv4 address (or `localhost`).
    case invalidHost(String)
    /// A socket call failed with this `errno`.
    case system(String, Int32)
    /// ``HTTPServer/start()`` was called on a server that is running or was stopped.
    case notStartable

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .invalidHost(let host):
            "'\(host)' is not an IPv4 address; use 127.0.0.1 (the default), 0.0.0.0 or another IPv4 address."
        case .system(let operation, let code):
            "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))."
                + (code == EADDRINUSE ? " Another process uses that port; choose another or 0 for any free one." : "")
        case .notStartable:
            "The server was already started; create a new HTTPServer to serve again."
        }
    }
}
