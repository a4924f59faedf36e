#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An IPv4 or IPv6 address and port, parsed from text (`localhost` is 127.0.0.1).
struct SocketAddress {
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    private var storage = sockaddr_storage()

    /// Parses `host`; throws ``HTTPServerError/invalidHost(_:)`` when it is neither IPv4 nor IPv6.
    init(host: String, port: UInt16) throws(HTTPServerError) {
        let name = host == "localhost" ? "127.0.0.1" : host
        var ipv4 = sockaddr_in()
        var ipv6 = sockaddr_in6()
        if inet_pton(AF_INET, name, &ipv4.sin_addr) == 1 {
            family = AF_INET
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = port.bigEndian
            withUnsafeMutableBytes(of: &storage) { target in
                withUnsafeBytes(of: ipv4) { target.copyMemory(from: $0) }
            }
        } else if inet_pton(AF_INET6, name, &ipv6.sin6_addr) == 1 {
            family = AF_INET6
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = port.bigEndian
            withUnsafeMutableBytes(of: &storage) { target in
                withUnsafeBytes(of: ipv6) { target.copyMemory(from: $0) }
            }
        } else {
            throw .invalidHost(host)
        }
    }

    /// Calls `body` with the address as a `sockaddr` and its length.
    func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        let length = family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size
        return withUnsafeBytes(of: storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t(length))
        }
    }

    /// The port of an IPv4 or IPv6 address.
    static func port(of storage: sockaddr_storage) -> UInt16 {
        withUnsafeBytes(of: storage) { raw in
            if Int32(storage.ss_family) == AF_INET6 {
                return UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
            }
            return UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
        }
    }
}
