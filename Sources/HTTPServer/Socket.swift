import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected or listening TCP socket: a file descriptor with the few POSIX calls the server needs.
struct Socket: Sendable {
    /// The file descriptor.
    let descriptor: Int32

    /// What waiting for input produced.
    enum ReadResult: Equatable {
        /// Bytes arrived.
        case bytes(Int)
        /// The peer closed its side.
        case closed
        /// The deadline passed with nothing to read.
        case timedOut
        /// A signal interrupted the wait; wait again.
        case interrupted
        /// The socket failed (reset, shut down by the server, …).
        case failed
    }

    /// Opens a TCP listening socket on an IPv4 `host` and `port` (0 picks a free port).
    static func makeListener(host: String, port: UInt16, backlog: Int32) throws(HTTPServerError) -> Socket {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        let name = host == "localhost" ? "127.0.0.1" : host
        guard inet_pton(AF_INET, name, &address.sin_addr) == 1 else {
            throw HTTPServerError.invalidHost(host)
        }
        #if canImport(Glibc)
            let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
            let kind = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, kind, 0)
        guard descriptor >= 0 else { throw HTTPServerError.system("socket", errno) }
        let socket = Socket(descriptor: descriptor)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            socket.closeDescriptor()
            throw HTTPServerError.system("bind \(host):\(port)", code)
        }
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            socket.closeDescriptor()
            throw HTTPServerError.system("listen", code)
        }
        return socket
    }

    /// The local port this socket is bound to.
    var localPort: UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Accepts one connection, or nil when none is pending or accepting failed; the new descriptor is
    /// made close-on-exec at once (Glibc does not export `accept4`, which would close even that gap).
    func accept() -> Socket? {
        let client = systemAccept(descriptor, nil, nil)
        guard client >= 0 else { return nil }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return Socket(descriptor: client)
    }

    /// A connected pair of local sockets, both close-on-exec from the start: the accept loop's wake-up
    /// channel (a `pipe` would be inherited by any process spawned while the server runs).
    static func makeWakePipe() throws(HTTPServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
            let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            let status = socketpair(AF_UNIX, kind, 0, &ends)
        #else
            let status = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
            for end in ends where status == 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #endif
        guard status == 0 else { throw HTTPServerError.system("socketpair", errno) }
        return (ends[0], ends[1])
    }

    /// Sets `TCP_NODELAY` (no waiting for delayed ACKs) and a send timeout on a connected socket.
    func configureConnection(sendTimeoutSeconds: Int) {
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: sendTimeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Waits up to `milliseconds` for input, then reads at most `buffer.count` bytes into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer, waitingAtMost milliseconds: Int32) -> ReadResult {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, max(milliseconds, 0))
        if ready == 0 { return .timedOut }
        if ready < 0 { return errno == EINTR ? .interrupted : .failed }
        let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        if count > 0 { return .bytes(count) }
        if count == 0 { return .closed }
        return errno == EINTR || errno == EAGAIN ? .interrupted : .failed
    }

    /// Sends every byte of `bytes`, never raising SIGPIPE; false when the peer is gone or too slow.
    func sendAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        return bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let sent = send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent > 0 {
                    offset += sent
                } else if sent < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Ends the sending side, then reads and discards what the client still sends — at most `limit`
    /// bytes for at most `milliseconds` — so a client still writing a refused body reads the error
    /// response instead of a connection reset.
    func lingeringShutdown(limit: Int = 4 * 1024 * 1024, milliseconds: Int32 = 1000) {
        _ = shutdown(descriptor, Int32(SHUT_WR))
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(milliseconds) * 1_000_000
        var discarded = 0
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        while discarded < limit {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return }
            let wait = Int32(clamping: (deadline - now) / 1_000_000 + 1)
            switch scratch.withUnsafeMutableBytes({ read(into: $0, waitingAtMost: wait) }) {
            case .bytes(let count): discarded += count
            case .interrupted: continue
            case .closed, .timedOut, .failed: return
            }
        }
    }

    /// Stops both directions, waking any thread blocked on this socket.
    func shutdownBoth() {
        _ = shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Closes the descriptor.
    func closeDescriptor() {
        _ = close(descriptor)
    }
}

#if canImport(Glibc)
    private let systemAccept = Glibc.accept
#elseif canImport(Darwin)
    private let systemAccept = Darwin.accept
#endif
