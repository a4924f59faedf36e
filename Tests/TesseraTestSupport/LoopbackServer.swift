import Foundation
import HTTPServer

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests that need real sockets (the URLSession transport, the
/// built CLI binary).
///
/// Each connection carries one request; the reply decides what happens: a response, or silence until
/// the server stops (to provoke timeouts and cancellation).
// Safe: `port`, `listener` and `reply` are set in `init` before the accept thread starts and never change; `received`,
// `held`, `hungUp` and `stopping` are only read and written while holding `lock`; each socket is closed exactly once.
public final class LoopbackServer: @unchecked Sendable {
    /// What the server does with a request.
    public enum Reply: Sendable {
        /// Sends a response with these parts.
        case respond(status: Int, headers: [(String, String)], body: Data)
        /// Keeps the connection open without answering until the client closes it or the server stops.
        case hang
        /// Writes these pieces as they are, `pause` apart, then closes the connection (a hand-made answer:
        /// chunked, cut off, drip-fed).
        case raw([Data], pause: Duration = .zero)
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
    private let listener: Socket
    private let lock = NSLock()
    private var received: [Received] = []
    private var held: [Socket] = []
    private var hungUp = 0
    private var stopping = false
    private let reply: @Sendable (Received) -> Reply

    /// Starts listening on an ephemeral port of 127.0.0.1.
    public init(reply: @escaping @Sendable (Received) -> Reply) throws {
        self.reply = reply
        listener = try Socket.listening(host: "127.0.0.1", port: 0, backlog: 16)
        port = listener.localPort
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
    /// Sockets are only shut down here, which wakes the thread that owns each one; that thread closes it.
    public func stop() {
        lock.withLock {
            stopping = true
            listener.shutdown(.both)
            for connection in held {
                connection.shutdown(.both)
            }
        }
    }

    private func acceptLoop() {
        while let connection = listener.accept() {
            if lock.withLock({ stopping }) {
                connection.close()
                break
            }
            Thread { [self] in serve(connection) }.start()
        }
        listener.close()
    }

    private func serve(_ connection: Socket) {
        defer { connection.close() }
        guard let request = read(connection) else { return }
        lock.withLock { received.append(request) }
        switch reply(request) {
        case .hang:
            lock.withLock {
                held.append(connection)
                if stopping { connection.shutdown(.both) }
            }
            var byte: UInt8 = 0
            while case .bytes = withUnsafeMutableBytes(of: &byte, { connection.receive(into: $0) }) {}
            lock.withLock {
                held.removeAll { $0 === connection }
                if !stopping { hungUp += 1 }
            }
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            connection.sendAll(Array((head + "\r\n").utf8) + Array(body))
        case .raw(let pieces, let pause):
            for piece in pieces {
                if pause > .zero {
                    Thread.sleep(
                        forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
                }
                guard !lock.withLock({ stopping }), connection.sendAll(Array(piece)) else { return }
            }
        }
    }

    private func read(_ connection: Socket) -> Received? {
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
            guard case .bytes(let count) = buffer.withUnsafeMutableBytes({ connection.receive(into: $0) }) else {
                return nil
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
