import Foundation
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP socket that owns its descriptor: the one socket layer of the server, the test support and the
/// bench.
///
/// Every system call that a signal can interrupt is retried here (`EINTR` never escapes), every
/// descriptor is close-on-exec and never raises `SIGPIPE`, and the descriptor is closed exactly once:
/// by ``close()`` or by `deinit`. Blocking mode uses the timeouts of ``setTimeouts(receive:send:)``;
/// non-blocking mode answers ``IOResult/wouldBlock`` instead of waiting.
///
/// Only the owner reads, writes and closes; any thread may call ``shutdown(_:)`` to wake the owner. Whether the
/// descriptor is still open sits in a `Locked` that `shutdown` and `close` both hold, so `shutdown` never touches a
/// number reused after `close`.
package final class Socket: Sendable {
    private let isOpen = Locked(true)
    /// The file descriptor (valid until ``close()``).
    package let descriptor: Int32

    /// What one read or write did.
    package enum IOResult: Equatable, Sendable {
        /// This many bytes moved (never 0).
        case bytes(Int)
        /// Nothing to do now: no input yet, or a full send buffer (in blocking mode: the timeout passed).
        case wouldBlock
        /// The peer closed its sending side (reads only).
        case closed
        /// The connection failed with this `errno` (reset, shut down, …).
        case failed(Int32)
    }

    /// Which directions ``shutdown(_:)`` ends.
    package enum Direction: Sendable {
        case read, write, both
    }

    /// Takes ownership of `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
        Platform.prepare(descriptor)
    }

    deinit { close() }

    /// A socket listening on `host` (IPv4, IPv6 or `localhost`) and `port` (0 picks a free port).
    package static func listening(host: String, port: UInt16, backlog: Int32) throws(HTTPServerError) -> Socket {
        let address = try SocketAddress(host: host, port: port)
        let socket = try open(family: address.family)
        var yes: Int32 = 1
        setsockopt(socket.descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        if address.family == AF_INET6 {
            setsockopt(socket.descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &yes, socklen_t(MemoryLayout<Int32>.size))
        }
        guard address.withSockaddr({ bind(socket.descriptor, $0, $1) }) == 0 else {
            throw .system("bind \(host):\(port)", errno)
        }
        guard listen(socket.descriptor, backlog) == 0 else { throw .system("listen", errno) }
        return socket
    }

    /// A blocking socket connected to `host` and `port`, with `TCP_NODELAY` and `timeout` for each read
    /// and write.
    package static func connected(
        host: String = "127.0.0.1", port: Int, timeout: Duration = .seconds(5)
    ) throws(HTTPServerError) -> Socket {
        try connected(
            to: SocketAddress(host: host, port: UInt16(clamping: port)), named: "\(host):\(port)", timeout: timeout)
    }

    /// A socket connected to `address` (`name` in errors), waiting at most `timeout` for the connection and for
    /// each read and write.
    static func connected(to address: SocketAddress, named name: String, timeout: Duration) throws(HTTPServerError)
        -> Socket
    {
        let socket = try open(family: address.family)
        if address.withSockaddr({ connect(socket.descriptor, $0, $1) }) != 0 {
            guard errno == EINTR || errno == EINPROGRESS else { throw .system("connect \(name)", errno) }
            try socket.finishConnect(within: timeout)
        }
        socket.setNoDelay()
        socket.setTimeouts(receive: timeout, send: timeout)
        return socket
    }

    private static func open(family: Int32) throws(HTTPServerError) -> Socket {
        let descriptor = Platform.socket(family: family)
        guard descriptor >= 0 else { throw .system("socket", errno) }
        return Socket(descriptor: descriptor)
    }

    /// Waits for a connect that goes on in the background (interrupted, or non-blocking).
    private func finishConnect(within timeout: Duration) throws(HTTPServerError) {
        guard wait(forWriting: true, milliseconds: Int32(clamping: timeout.milliseconds)) else {
            throw .system("connect", ETIMEDOUT)
        }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 else {
            throw .system("connect", error)
        }
    }

    /// Accepts one pending connection; nil when none is pending (non-blocking) or accepting failed,
    /// with `errno` telling which.
    package func accept() -> Socket? {
        while true {
            let client = Platform.accept(descriptor)
            if client >= 0 { return Socket(descriptor: client) }
            if errno != EINTR { return nil }
        }
    }

    /// Switches between non-blocking (`true`) and blocking mode.
    package func setNonBlocking(_ nonBlocking: Bool) {
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, nonBlocking ? flags | O_NONBLOCK : flags & ~O_NONBLOCK)
    }

    /// Sets `TCP_NODELAY`, so small responses never wait for a delayed ACK.
    package func setNoDelay() {
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Bounds how long one blocking read or write waits.
    package func setTimeouts(receive: Duration, send: Duration) {
        for (option, duration) in [(SO_RCVTIMEO, receive), (SO_SNDTIMEO, send)] {
            let milliseconds = max(1, duration.milliseconds)
            var value = timeval(tv_sec: .init(milliseconds / 1000), tv_usec: .init(milliseconds % 1000 * 1000))
            setsockopt(descriptor, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    /// Reads at most `buffer.count` bytes into `buffer`.
    package func receive(into buffer: UnsafeMutableRawBufferPointer) -> IOResult {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let code: return .failed(code)
            }
        }
    }

    /// Writes what the send buffer takes of `buffer`.
    package func send(_ buffer: UnsafeRawBufferPointer) -> IOResult {
        guard !buffer.isEmpty else { return .bytes(0) }
        while true {
            let count = Platform.send(descriptor, buffer.baseAddress, buffer.count, Platform.sendFlags)
            if count > 0 { return .bytes(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            case let code: return .failed(code)
            }
        }
    }

    /// Sends every byte of `bytes` in blocking mode; false when the peer is gone or the send timed out.
    @discardableResult
    package func sendAll(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                guard case .bytes(let count) = send(UnsafeRawBufferPointer(rebasing: buffer[offset...])) else {
                    return false
                }
                offset += count
            }
            return true
        }
    }

    /// Waits up to `milliseconds` until the socket is readable (or writable); false when the time passed.
    package func wait(forWriting: Bool = false, milliseconds: Int32) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        var entry = pollfd(fd: descriptor, events: Int16(forWriting ? POLLOUT : POLLIN), revents: 0)
        while true {
            let left = Int32(clamping: max(0, (deadline - ContinuousClock.now).milliseconds))
            let ready = poll(&entry, 1, left)
            if ready >= 0 || errno != EINTR { return ready > 0 }
        }
    }

    /// Waits up to `milliseconds` until some of `sockets` have input (or hung up); returns their indices.
    package static func readable(_ sockets: [Socket], milliseconds: Int32) -> [Int] {
        var entries = sockets.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        while poll(&entries, nfds_t(entries.count), milliseconds) < 0 {
            guard errno == EINTR else { return [] }
        }
        return entries.indices.filter { entries[$0].revents != 0 }
    }

    /// The local port this socket is bound to.
    package var localPort: UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return SocketAddress.port(of: storage)
    }

    /// Ends one or both directions, waking an owner blocked on this socket; any thread may call it.
    package func shutdown(_ direction: Direction) {
        isOpen.withLock { isOpen in
            guard isOpen else { return }
            let how =
                switch direction {
                case .read: Platform.shutdownRead
                case .write: Platform.shutdownWrite
                case .both: Platform.shutdownBoth
                }
            _ = Platform.shutdown(descriptor, how)
        }
    }

    /// Closes the descriptor; later calls do nothing.
    package func close() {
        isOpen.withLock { isOpen in
            guard isOpen else { return }
            isOpen = false
            _ = Platform.close(descriptor)
        }
    }
}
