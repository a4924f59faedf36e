import Foundation
import HTTPServer

/// One request written byte for byte to a server on loopback with `Connection: close`, and the whole answer read
/// until the server closes: what a client sees on the wire, with nothing in between.
public enum RawExchange {
    /// An answer as it came: the status, the header lines except `Date` (which changes by the second), sorted,
    /// and the body bytes after the head.
    public struct Answer: Sendable, Equatable {
        public let status: Int
        public let headers: [String]
        public let body: [UInt8]

        /// The value of the header `name` (case-insensitive), if sent.
        public func header(_ name: String) -> String? {
            headers.first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
                .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// Sends `method` `target` with `headers` to `port` on 127.0.0.1 and reads the answer.
    public static func send(
        port: Int, _ method: String, _ target: String, headers: [(String, String)] = []
    ) throws -> Answer {
        let socket = try Socket.connected(port: port, timeout: .seconds(5))
        defer { socket.close() }
        let fields = [("Host", "127.0.0.1:\(port)")] + headers + [("Connection", "close")]
        let head = "\(method) \(target) HTTP/1.1\r\n" + fields.map { "\($0.0): \($0.1)\r\n" }.joined() + "\r\n"
        guard socket.sendAll(Array(head.utf8)) else { throw RawExchangeError("The server hung up before the request.") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        reading: while true {
            switch chunk.withUnsafeMutableBytes({ socket.receive(into: $0) }) {
            case .bytes(let count): bytes.append(contentsOf: chunk[..<count])
            case .closed: break reading
            case .wouldBlock, .failed: throw RawExchangeError("No complete answer within 5 seconds.")
            }
        }
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw RawExchangeError("The answer has no complete head.")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        let fieldsSent = lines.dropFirst().filter { !$0.lowercased().hasPrefix("date:") }.sorted()
        return Answer(status: status, headers: fieldsSent, body: Array(bytes[(end + 4)...]))
    }
}

/// Why an exchange failed.
public struct RawExchangeError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
