import Foundation

@testable import HTTPServer

/// A bare TCP client for tests: sends exact bytes, reads what comes back, with receive timeouts.
final class RawClient {
    let socket: Socket
    /// Bytes received beyond the last response read.
    private var pending: [UInt8] = []

    /// Connects to `host`:`port`; reads and writes give up after `timeout` seconds.
    init(port: Int, host: String = "127.0.0.1", timeout: Int = 5) throws {
        socket = try Socket.connected(host: host, port: port, timeout: .seconds(timeout))
    }

    /// The descriptor.
    var descriptor: Int32 { socket.descriptor }

    /// Sends `bytes`; false when the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool { socket.sendAll(bytes) }

    /// Sends `text` as UTF-8.
    @discardableResult
    func send(_ text: String) -> Bool { send(Array(text.utf8)) }

    /// Whether bytes from the server are waiting to be read (or it closed the connection).
    func hasInputWaiting() -> Bool { !pending.isEmpty || socket.wait(milliseconds: 0) }

    /// Closes the sending side (a half-closed connection).
    func finishSending() { socket.shutdown(.write) }

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
            guard case .bytes(let count) = chunk.withUnsafeMutableBytes({ socket.receive(into: $0) }) else {
                return nil
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Whether the server closed the connection (a read returns end of file or reset, not a timeout).
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        switch withUnsafeMutableBytes(of: &byte, { socket.receive(into: $0) }) {
        case .closed, .failed: return true
        case .bytes, .wouldBlock: return false
        }
    }

    private func find(_ bytes: [UInt8], _ marker: String) -> Int? {
        let needle = Array(marker.utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
    }
}
