import Dispatch
import HTTPServer

extension LoadGenerator {
    /// One thread's connections: each sends its request, waits for the whole response, and sends again.
    /// A failed connect, a lost connection or a status other than `expectedStatus` counts as an error,
    /// and the connection is opened again.
    struct Driver {
        let port: Int
        let request: [UInt8]
        var expectedStatus = 200
        private var sockets: [Socket?]
        private var received: [[UInt8]]
        private var sentAt: [UInt64]
        private(set) var latencies: [UInt64] = []
        private(set) var errors = 0
        private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

        init(port: Int, request: [UInt8], connections: Int) {
            self.port = port
            self.request = request
            sockets = Array(repeating: nil, count: connections)
            received = Array(repeating: [], count: connections)
            sentAt = Array(repeating: 0, count: connections)
            latencies.reserveCapacity(200_000)
        }

        /// Keeps every connection busy until `deadline` (uptime nanoseconds).
        mutating func run(until deadline: UInt64) {
            for index in sockets.indices { send(on: index) }
            while DispatchTime.now().uptimeNanoseconds < deadline {
                let open = sockets.indices.filter { sockets[$0] != nil }
                guard !open.isEmpty else { return }
                let ready = Socket.readable(open.map { sockets[$0]! }, milliseconds: 100)
                for position in ready { read(on: open[position]) }
            }
            for socket in sockets { socket?.close() }
        }

        private mutating func send(on index: Int) {
            if sockets[index] == nil {
                guard let socket = try? Socket.connected(port: port) else {
                    errors += 1
                    return
                }
                socket.setNonBlocking(true)
                sockets[index] = socket
            }
            sentAt[index] = DispatchTime.now().uptimeNanoseconds
            received[index].removeAll(keepingCapacity: true)
            if request.withUnsafeBytes({ sockets[index]!.send($0) }) != .bytes(request.count) {
                fail(index)
            }
        }

        private mutating func read(on index: Int) {
            guard let socket = sockets[index] else { return }
            switch scratch.withUnsafeMutableBytes({ socket.receive(into: $0) }) {
            case .bytes(let count):
                received[index].append(contentsOf: scratch[..<count])
            case .wouldBlock:
                return
            case .closed, .failed:
                return fail(index)
            }
            guard let complete = Self.responseStatus(in: received[index]) else { return }
            guard complete == expectedStatus else { return fail(index) }
            latencies.append(DispatchTime.now().uptimeNanoseconds - sentAt[index])
            send(on: index)
        }

        private mutating func fail(_ index: Int) {
            errors += 1
            sockets[index]?.close()
            sockets[index] = nil
            send(on: index)
        }

        /// The status of the response in `bytes` once it is complete (head and `Content-Length` body).
        static func responseStatus(in bytes: [UInt8]) -> Int? {
            guard bytes.count >= 16, let headEnd = endOfHead(bytes) else { return nil }
            let name = Array("\r\ncontent-length:".utf8)
            var length = 0
            var index = 0
            while index + name.count < headEnd {
                if (0..<name.count).allSatisfy({ lowercased(bytes[index + $0]) == name[$0] }) {
                    var digit = index + name.count
                    while bytes[digit] == UInt8(ascii: " ") { digit += 1 }
                    while (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digit]) {
                        length = length * 10 + Int(bytes[digit] - UInt8(ascii: "0"))
                        digit += 1
                    }
                    break
                }
                index += 1
            }
            guard bytes.count >= headEnd + length else { return nil }
            return bytes[9..<12].reduce(0) { $0 * 10 + Int($1) - Int(UInt8(ascii: "0")) }
        }

        private static func lowercased(_ byte: UInt8) -> UInt8 {
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }

        private static func endOfHead(_ bytes: [UInt8]) -> Int? {
            var index = 0
            while index + 3 < bytes.count {
                if bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
                    return index + 4
                }
                index += 1
            }
            return nil
        }
    }
}
