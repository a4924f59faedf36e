import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A bare TCP client for tests: sends exact bytes, reads what comes back, with receive timeouts.
final class RawClient {
    let descriptor: Int32
    /// Bytes received beyond the last response read.
    private var pending: [UInt8] = []

    /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds.
    init(port: Int, timeout: Int = 5) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 || (errno == EINTR && Self.finishInterruptedConnect(descriptor)) else {
            // No close here: `deinit` runs for a fully initialised instance even when `init` throws, and a
            // second close could hit a descriptor another test has opened with the same number since.
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECONNREFUSED)
        }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Waits for a connect that a signal interrupted (it goes on in the background) and tells whether it
    /// succeeded; the test process receives signals, for example when the CLI tests' children exit.
    private static func finishInterruptedConnect(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&entry, 1, 30_000) < 0 && errno == EINTR {}
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 else {
            errno = error
            return false
        }
        return entry.revents & Int16(POLLOUT) != 0
    }

    /// Sends `bytes`; false when the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(
                    descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }  // SO_SNDTIMEO makes send interruptible
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// Sends `text` as UTF-8.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Reads one response (head plus `Content-Length` body, none when `bodyless`, as for HEAD); nil when
    /// the connection closed first.
    func readResponse(bodyless: Bool = false) -> (status: Int, head: String, body: String)? {
        var bytes = pending
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = find(bytes, "\r\n\r\n") {
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                let length =
                    head.split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
                    .map { bodyless ? 0 : $0 } ?? 0
                if bytes.count >= end + 4 + length {
                    let status = Int(head.split(separator: " ")[1]) ?? 0
                    let body = String(decoding: bytes[(end + 4)..<(end + 4 + length)], as: UTF8.self)
                    pending = Array(bytes[(end + 4 + length)...])
                    return (status, head, body)
                }
            }
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return nil }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Whether the server closed the connection (a read returns end of file or reset).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        var count = recv(descriptor, &byte, 1, 0)
        while count < 0 && errno == EINTR { count = recv(descriptor, &byte, 1, 0) }
        return count <= 0
    }

    private func find(_ bytes: [UInt8], _ marker: String) -> Int? {
        let needle = Array(marker.utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}
