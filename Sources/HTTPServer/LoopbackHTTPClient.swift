import Foundation
import Transport

/// An `HTTPTransport` for servers on this machine: an `http` URL whose host is an IP address or
/// `localhost` goes over HTTPServer's own socket, one request per connection on a thread of its own;
/// any other URL (`https`, a name such as `hooks.test`) goes to `fallback`.
///
/// Why not URLSession for all: on Linux (swift-corelibs-foundation with libcurl) a URLSession request
/// keeps a core busy for as long as it waits for an answer, so webhook deliveries to a receiver that
/// never answered took a third of the emulator's `POST /transactions` rate. Here a waiting request sleeps
/// in `poll`, and every wait ends at the request's timeout (its `HTTPRequest.timeout`, 60 s without
/// one), counted from the start of the request: a receiver that drip-feeds its answer cannot stretch it.
///
/// The request carries its headers with `Host`, `Content-Length` and `Connection: close`. The answer's
/// body (none for 204 and 304) is read by its `Content-Length`, chunked, or to the end of the connection,
/// at most ``maxBody`` + 1 bytes: a longer body is cut there, so a caller sees it was too long without
/// holding all of it.
/// Redirects are answers, not followed. An answer cut off before its end, or one that is not HTTP/1.x,
/// throws `URLError` (`.networkConnectionLost`, `.badServerResponse`); a wait past the timeout throws
/// `.timedOut`; a refused connection `.cannotConnectToHost`. A request whose task is cancelled ends at once
/// with `.cancelled`.
public struct LoopbackHTTPClient: HTTPTransport {
    /// The most body bytes read of an answer (one more is kept to show that it was longer).
    public var maxBody: Int
    /// Where requests this client does not send itself go.
    public var fallback: any HTTPTransport
    /// The most bytes of an answer's status line and headers.
    static let maxHead = 16 * 1024

    /// A client that reads at most `maxBody` (+ 1) bytes of each answer and sends other URLs to `fallback`.
    public init(maxBody: Int, fallback: any HTTPTransport) {
        self.maxBody = maxBody
        self.fallback = fallback
    }

    /// Sends `request` and returns the answer, whatever its status; throws `URLError` when there is none.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let port = request.url.port ?? 80
        guard request.url.scheme?.lowercased() == "http", let host = request.url.host.map(Self.bare),
            let address = try? SocketAddress(host: host, port: UInt16(clamping: port))
        else { return try await fallback.send(request) }
        let deadline = ContinuousClock.now + .milliseconds(Int64((request.timeout ?? 60) * 1000))
        let maxBody = maxBody
        let exchange = Exchange()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let thread = Thread {
                    continuation.resume(
                        with: Result {
                            try exchange.run(
                                request, to: address, host: host, port: port, deadline: deadline, maxBody: maxBody)
                        })
                }
                thread.name = "loopback HTTP client"
                thread.start()
            }
        } onCancel: {
            exchange.cancel()
        }
    }

    /// `host` without the brackets of an IPv6 literal.
    private static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }

    /// The request line and headers: the URL's path and query, the request's headers, and the framing ones.
    fileprivate static func head(of request: HTTPRequest, host: String, port: Int) -> [UInt8] {
        var target = request.url.path.isEmpty ? "/" : request.url.path
        if let query = request.url.query { target += "?" + query }
        let authority = (host.contains(":") ? "[\(host)]" : host) + (request.url.port.map { ":\($0)" } ?? "")
        var lines = ["\(request.method.rawValue) \(target) HTTP/1.1", "Host: \(authority)"]
        let framing: Set = ["host", "content-length", "connection", "transfer-encoding"]
        for field in request.headers where !framing.contains(field.name.lowercased()) {
            lines.append("\(field.name): \(field.value)")
        }
        lines += ["Content-Length: \(request.body?.count ?? 0)", "Connection: close", "", ""]
        return Array(lines.joined(separator: "\r\n").utf8)
    }
}

/// One request's connection, which the task that sent the request may cancel from another thread: the
/// socket is shut down, the thread's `poll` wakes, and the request throws `URLError(.cancelled)` at once
/// instead of at its deadline (a server stopping does not wait for a receiver that never answers).
private final class Exchange: Sendable {
    /// Whether the request was cancelled, and its socket once connected.
    private let state = Locked<(cancelled: Bool, socket: Socket?)>((false, nil))

    /// Sends `request` to `address` and reads its answer, on the calling thread.
    func run(
        _ request: HTTPRequest, to address: SocketAddress, host: String, port: Int, deadline: ContinuousClock.Instant,
        maxBody: Int
    ) throws -> HTTPResponse {
        guard !state.value.cancelled else { throw URLError(.cancelled) }
        let socket: Socket
        do {
            socket = try Socket.connected(
                to: address, named: "\(host):\(port)", timeout: max(.milliseconds(1), deadline - .now))
        } catch {
            throw URLError(ContinuousClock.now < deadline ? .cannotConnectToHost : .timedOut)
        }
        defer { socket.close() }
        let cancelled = state.withLock { state in
            state.socket = socket
            return state.cancelled
        }
        guard !cancelled else { throw URLError(.cancelled) }
        socket.setNonBlocking(true)
        var connection = ClientConnection(socket: socket, deadline: deadline)
        do {
            try connection.write(
                LoopbackHTTPClient.head(of: request, host: host, port: port) + Array(request.body ?? Data()))
            return try connection.answer(maxBody: maxBody)
        } catch {
            throw state.value.cancelled ? URLError(.cancelled) : error
        }
    }

    /// Ends the request: its socket is shut down if it has one, and it will not start if it has not.
    func cancel() {
        state.withLock { state in
            state.cancelled = true
            state.socket?.shutdown(.both)
        }
    }
}

/// One request's connection: writes it, then reads one answer, each wait bounded by the deadline.
private struct ClientConnection {
    let socket: Socket
    let deadline: ContinuousClock.Instant
    private var buffered: [UInt8] = []

    init(socket: Socket, deadline: ContinuousClock.Instant) {
        self.socket = socket
        self.deadline = deadline
    }

    /// Waits until the socket can be read (or written); throws `.timedOut` at the deadline.
    private func wait(forWriting: Bool) throws {
        let left = deadline - ContinuousClock.now
        guard left > .zero, socket.wait(forWriting: forWriting, milliseconds: Int32(clamping: left.milliseconds + 1))
        else { throw URLError(.timedOut) }
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let result = bytes.withUnsafeBytes { socket.send(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            switch result {
            case .bytes(let count): offset += count
            case .wouldBlock: try wait(forWriting: true)
            case .closed, .failed: throw URLError(.networkConnectionLost)
            }
        }
    }

    /// Up to `limit` bytes as they come; empty at the end of the connection.
    private func read(limit: Int) throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: max(1, min(limit, 16 * 1024)))
        while true {
            switch chunk.withUnsafeMutableBytes({ socket.receive(into: $0) }) {
            case .bytes(let count): return Array(chunk[..<count])
            case .closed: return []
            case .wouldBlock: try wait(forWriting: false)
            case .failed: throw URLError(.networkConnectionLost)
            }
        }
    }

    /// The answer: its head (after any interim 1xx ones), then its body by its framing.
    mutating func answer(maxBody: Int) throws -> HTTPResponse {
        var (status, headers) = try head()
        while (100..<200).contains(status) { (status, headers) = try head() }
        let body: [UInt8]
        if status == 204 || status == 304 {
            body = []  // never a body (RFC 9112 §6.3), whatever the fields say
        } else if headers["Transfer-Encoding"]?.lowercased().contains("chunked") == true {
            body = try chunked(maxBody: maxBody)
        } else if let field = headers["Content-Length"] {
            guard let length = Int(field), length >= 0 else { throw URLError(.badServerResponse) }
            body = try exactly(min(length, maxBody + 1))
        } else {
            body = try toEnd(maxBody: maxBody)
        }
        return HTTPResponse(status: status, headers: headers, body: Data(body))
    }

    /// The status and header fields of the next answer.
    private mutating func head() throws -> (Int, HTTPHeaders) {
        let statusLine = try line().split(separator: " ", maxSplits: 2)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), statusLine[1].count == 3,
            let status = Int(statusLine[1]), (100..<600).contains(status)
        else { throw URLError(.badServerResponse) }
        var headers = HTTPHeaders()
        while case let field = try line(), !field.isEmpty {
            guard let colon = field.firstIndex(of: ":") else { throw URLError(.badServerResponse) }
            headers.append(
                name: String(field[..<colon]),
                value: field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return (status, headers)
    }

    /// The next line without its line end; a head longer than ``LoopbackHTTPClient/maxHead`` is refused.
    private mutating func line() throws -> String {
        var scanned = 0
        while true {
            if let end = buffered[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
                let text = buffered[..<end].last == UInt8(ascii: "\r") ? buffered[..<(end - 1)] : buffered[..<end]
                defer { buffered.removeSubrange(...end) }
                return String(decoding: text, as: UTF8.self)
            }
            guard buffered.count < LoopbackHTTPClient.maxHead else { throw URLError(.badServerResponse) }
            scanned = buffered.count
            try fill()
        }
    }

    /// Reads more into the buffer; the end of the connection here cuts the answer off.
    private mutating func fill() throws {
        let bytes = try read(limit: 16 * 1024)
        guard !bytes.isEmpty else { throw URLError(.networkConnectionLost) }
        buffered += bytes
    }

    /// The next `count` bytes.
    private mutating func exactly(_ count: Int) throws -> [UInt8] {
        while buffered.count < count { try fill() }
        defer { buffered.removeFirst(count) }
        return Array(buffered[..<count])
    }

    /// A chunked body, up to `maxBody` + 1 bytes.
    private mutating func chunked(maxBody: Int) throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeField = try line().prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
            guard let size = Int(sizeField, radix: 16), size >= 0 else { throw URLError(.badServerResponse) }
            if size == 0 { return body }
            body += try exactly(min(size, maxBody + 1 - body.count))
            if body.count > maxBody { return body }
            guard try line().isEmpty else { throw URLError(.badServerResponse) }
        }
    }

    /// The rest of the connection, up to `maxBody` + 1 bytes.
    private mutating func toEnd(maxBody: Int) throws -> [UInt8] {
        var body = Array(buffered.prefix(maxBody + 1))
        buffered = []
        while body.count <= maxBody {
            let bytes = try read(limit: maxBody + 1 - body.count)
            if bytes.isEmpty { break }
            body += bytes
        }
        return body
    }
}
