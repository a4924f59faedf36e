import Dispatch
import Foundation
import Transport

/// Serves the requests of one keep-alive connection on its own thread, enforcing every limit.
struct ConnectionHandler {
    let socket: Socket
    let id: Int
    let handler: any HTTPHandler
    let configuration: HTTPServer.Configuration
    let registry: ConnectionRegistry
    let accessLog: (@Sendable (AccessLogEntry) -> Void)?

    /// What reading one request produced.
    private enum Incoming {
        case request(RequestHead, Data)
        case rejected(RequestHead.Rejection)
        case gone
    }

    /// Bytes received but not yet consumed.
    private final class Buffer {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    }

    /// Serves requests until the client closes, a limit is hit, or the server stops; then closes.
    func run() {
        defer { registry.remove(id) }
        let buffer = Buffer()
        let executor = ConnectionExecutor()
        while !registry.isStopping {
            registry.markWaiting(id)
            switch readRequest(into: buffer) {
            case .gone:
                return
            case .rejected(let rejection):
                guard registry.markBusy(id) else { return }
                let response = ResponseSerializer.rejection(status: rejection.status, reason: rejection.reason)
                if socket.sendAll(ResponseSerializer.bytes(of: response, includeBody: true, keepAlive: false)) {
                    registry.markClosing(id)
                    socket.lingeringShutdown()
                }
                accessLog?(
                    AccessLogEntry(method: "-", target: "-", status: rejection.status, bytes: 0, milliseconds: 0))
                return
            case .request(let head, let body):
                guard registry.markBusy(id) else { return }
                guard serve(head, body: body, executor: executor) else { return }
            }
        }
    }

    /// Answers one request; true when the connection stays open.
    private func serve(_ head: RequestHead, body: Data, executor: ConnectionExecutor) -> Bool {
        let started = DispatchTime.now().uptimeNanoseconds
        let host = head.headers["Host"] ?? "\(configuration.host):\(configuration.port)"
        let absolute = head.target.hasPrefix("http://") ? head.target : "http://\(host)\(head.target)"
        var keepAlive = head.keepAlive && !registry.isStopping
        let response: HTTPResponse
        if let url = URL(string: absolute), url.host != nil {
            let request = HTTPRequest(
                method: head.method, url: url, headers: head.headers,
                body: body.isEmpty && head.headers["Content-Length"] == nil ? nil : body)
            response = HandlerBridge.respond(handler, to: request, on: executor)
        } else {
            // The request itself is unreadable: answer and close, saying so. A handler's own 400 (a
            // refused body, say) keeps the connection, as its Connection field promises.
            response = ResponseSerializer.rejection(status: 400, reason: "Malformed request target or Host.")
            keepAlive = false
        }
        let sent = socket.sendAll(
            ResponseSerializer.bytes(of: response, includeBody: head.method != .head, keepAlive: keepAlive))
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        accessLog?(
            AccessLogEntry(
                method: head.method.rawValue, target: head.target, status: response.status,
                bytes: response.body.count, milliseconds: elapsed))
        return sent && keepAlive
    }

    /// Reads one request head and body, within the idle and request timeouts.
    private func readRequest(into buffer: Buffer) -> Incoming {
        if buffer.bytes.isEmpty {
            switch receive(into: buffer, deadline: deadline(after: configuration.idleTimeout)) {
            case .bytes: break
            case .closed, .timedOut, .interrupted, .failed: return .gone
            }
        }
        let requestDeadline = deadline(after: configuration.requestTimeout)
        var searchFrom = 0
        var headEnd: Int?
        while true {
            if let end = Self.endOfHead(in: buffer.bytes, from: searchFrom) {
                headEnd = end
                break
            }
            if buffer.bytes.count > configuration.maxHeaderBytes {
                return .rejected(.init(status: 431, reason: "The request head is larger than the limit."))
            }
            searchFrom = max(0, buffer.bytes.count - 3)
            switch receive(into: buffer, deadline: requestDeadline) {
            case .bytes: continue
            case .timedOut: return .rejected(.init(status: 408, reason: "The request took too long to arrive."))
            case .closed, .interrupted, .failed: return .gone
            }
        }
        guard let headEnd, headEnd <= configuration.maxHeaderBytes + 4 else {
            return .rejected(.init(status: 431, reason: "The request head is larger than the limit."))
        }
        let head: RequestHead
        let length: Int
        do {
            head = try RequestHead(parsing: buffer.bytes[..<headEnd], maxFields: configuration.maxHeaderFields)
            length = try head.contentLength(limit: configuration.maxBodyBytes)
        } catch {
            return .rejected(error)
        }
        buffer.bytes.removeFirst(headEnd)
        if head.expectsContinue && buffer.bytes.count < length {
            _ = socket.sendAll(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        while buffer.bytes.count < length {
            switch receive(into: buffer, deadline: requestDeadline) {
            case .bytes: continue
            case .timedOut: return .rejected(.init(status: 408, reason: "The request body took too long to arrive."))
            case .closed, .interrupted, .failed: return .gone
            }
        }
        let body = Data(buffer.bytes[..<length])
        buffer.bytes.removeFirst(length)
        return .request(head, body)
    }

    /// The offset just past the first blank line (`\r\n\r\n` or `\n\n`) at or after `start`.
    static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A {
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { return index + 2 }
                if index + 2 < bytes.count && bytes[index + 1] == 0x0D && bytes[index + 2] == 0x0A {
                    return index + 3
                }
            }
            index += 1
        }
        return nil
    }

    /// Reads more bytes into `buffer`, waiting until `deadline` at most; signals do not cut the wait short.
    private func receive(into buffer: Buffer, deadline: UInt64) -> Socket.ReadResult {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return .timedOut }
            let wait = Int32(clamping: (deadline - now) / 1_000_000 + 1)
            let result = buffer.chunk.withUnsafeMutableBytes { socket.read(into: $0, waitingAtMost: wait) }
            switch result {
            case .interrupted:
                continue
            case .bytes(let count):
                buffer.bytes.append(contentsOf: buffer.chunk[..<count])
                return result
            default:
                return result
            }
        }
    }

    private func deadline(after duration: Duration) -> UInt64 {
        let nanoseconds = UInt64(clamping: duration.milliseconds) &* 1_000_000
        return DispatchTime.now().uptimeNanoseconds &+ nanoseconds
    }
}
