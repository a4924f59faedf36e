#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every spelling that differs between Glibc and Darwin, so the rest of the socket layer and everything
/// built on it compiles on both.
enum Platform {
    /// `SOCK_STREAM`, close-on-exec from the start where the platform allows it.
    static var streamType: Int32 {
        #if canImport(Glibc)
            Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
            SOCK_STREAM
        #endif
    }

    /// Flags for `send` that keep a hung-up peer from raising `SIGPIPE` (Darwin uses `SO_NOSIGPIPE`).
    static var sendFlags: Int32 {
        #if canImport(Glibc)
            Int32(MSG_NOSIGNAL)
        #else
            0
        #endif
    }

    /// Sets what the platform needs on a new descriptor: close-on-exec, and `SO_NOSIGPIPE` on Darwin.
    static func prepare(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// `accept(2)`, which Glibc and Darwin export under module-qualified names only.
    static func accept(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.accept(descriptor, nil, nil)
        #else
            Darwin.accept(descriptor, nil, nil)
        #endif
    }

    /// A new stream socket of `family`.
    static func socket(family: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.socket(family, streamType, 0)
        #else
            Darwin.socket(family, streamType, 0)
        #endif
    }

    /// `send(2)`.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Glibc)
            Glibc.send(descriptor, bytes, count, flags)
        #else
            Darwin.send(descriptor, bytes, count, flags)
        #endif
    }

    /// `shutdown(2)`.
    static func shutdown(_ descriptor: Int32, _ how: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.shutdown(descriptor, how)
        #else
            Darwin.shutdown(descriptor, how)
        #endif
    }

    /// `close(2)`.
    static func close(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(descriptor)
        #else
            Darwin.close(descriptor)
        #endif
    }

    /// `shutdown(2)` directions.
    static let shutdownRead = Int32(SHUT_RD)
    static let shutdownWrite = Int32(SHUT_WR)
    static let shutdownBoth = Int32(SHUT_RDWR)

    /// The soft and hard limits on open descriptors.
    static func descriptorLimits() -> (soft: UInt64, hard: UInt64) {
        var limit = rlimit()
        #if canImport(Glibc)
            _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            _ = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        return (UInt64(limit.rlim_cur), UInt64(limit.rlim_max))
    }

    /// Sets the soft limit on open descriptors; false when the system refused.
    static func setSoftDescriptorLimit(_ soft: UInt64) -> Bool {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return false }
        limit.rlim_cur = rlim_t(soft)
        return setrlimit(resource, &limit) == 0
    }
}
