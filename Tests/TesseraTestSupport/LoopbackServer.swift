import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests that need real sockets (the URLSession transport, the
/// built CLI binary).
///
/// Each connection carries one request; the reply decides what happens: a response, or silence until
/// the server stops (to provoke timeouts and cancellation).
public final class LoopbackServer: @unchecked Sendable {
    // Safe: `listener` and `port` are set in `init` before the accept thread starts and never change;
    // `received`, `held`, `hungUp` and `stopping` are guarded by `lock`.

    /// What the server does with a request.
    public enum Reply: Sendable {
        /// Sends a response with these parts.
        case respond(status: Int, headers: [(String, String)], body: Data)
        /// Keeps the connection open without answering until the client closes it or the server stops.
        case hang
    }

    /// A request as the server read it.
    public struct Received: Sendable {
        /// The method, e.g. `GET`.
        public let method: String
        /// The request target: path and query as sent.
        public let target: String
        /// The header fields, names in lower case.
        public let headers: [String: String]
        /// The body.
        public let body: Data
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var received: [Received] = []
    private var held: [Int32] = []
    private var hungUp = 0
    private var stopping = false
    private let reply: @Sendable (Received) -> Reply

    /// Starts listening on an ephemeral port of 127.0.0.1.
    public init(reply: @escaping @Sendable (Received) -> Reply) throws {
        self.reply = reply
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.EMFILE) }
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in acceptLoop() }.start()
    }

    /// The URL of `path` on this server.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// The requests read so far.
    public var requests: [Received] { lock.withLock { received } }

    /// How many unanswered (``Reply/hang``) connections the client has closed, e.g. by cancelling.
    public var clientClosedConnections: Int { lock.withLock { hungUp } }

    /// Stops listening and closes every held connection.
    ///
    /// Descriptors are only shut down here; the thread that owns each one closes it. Closing here would
    /// free the number while that thread still uses it, and a socket opened meanwhile (another test's
    /// server or client) could get the number and have its connections taken.
    public func stop() {
        lock.withLock {
            stopping = true
            shutdown(listener, Int32(SHUT_RDWR))
            for connection in held {
                shutdown(connection, Int32(SHUT_RDWR))
            }
        }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 && errno == EINTR { continue }  // a signal, such as a child process exiting
            guard connection >= 0 else { break }
            if lock.withLock({ stopping }) {
                close(connection)
                break
            }
            Thread { [self] in serve(connection) }.start()
        }
        close(listener)
    }

    private func serve(_ connection: Int32) {
        guard let request = read(connection) else {
            close(connection)
            return
        }
        lock.withLock { received.append(request) }
        switch reply(request) {
        case .hang:
            lock.withLock {
                held.append(connection)
                if stopping { shutdown(connection, Int32(SHUT_RDWR)) }
            }
            var byte: UInt8 = 0
            while true {
                let count = recv(connection, &byte, 1, 0)
                if count > 0 || (count < 0 && errno == EINTR) { continue }
                break
            }
            lock.withLock {
                held.removeAll { $0 == connection }
                if !stopping { hungUp += 1 }
            }
            close(connection)
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            var bytes = Data((head + "\r\n").utf8)
            bytes.append(body)
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let sent = send(
                        connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    if sent < 0 && errno == EINTR { continue }
                    guard sent > 0 else { return }
                    offset += sent
                }
            }
            close(connection)
        }
    }

    private func read(_ connection: Int32) -> Received? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = data.range(of: separator) {
                let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
                let parts = head[0].split(separator: " ")
                guard parts.count >= 2 else { return nil }
                var headers: [String: String] = [:]
                for line in head.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                        .trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                if data.count - end.upperBound >= length {
                    let body = data[end.upperBound..<(end.upperBound + length)]
                    return Received(
                        method: String(parts[0]), target: String(parts[1]), headers: headers, body: Data(body))
                }
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
