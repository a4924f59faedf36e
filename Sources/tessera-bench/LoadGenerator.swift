import Dispatch
import Foundation
import TesseraCore

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 load generator: keep-alive connections, each on its own thread, sending one
/// request back to back for a fixed time and timing every response.
struct LoadGenerator {
    /// What one run measured.
    struct Report {
        let connections: Int
        let requests: Int
        let errors: Int
        let seconds: Double
        let p50Milliseconds: Double
        let p99Milliseconds: Double

        var requestsPerSecond: Double { Double(requests) / seconds }

        var line: String {
            String(
                format: "%3d connections: %8.0f requests/s, p50 %.3f ms, p99 %.3f ms (%d requests, %d errors, %.1f s)",
                connections, requestsPerSecond, p50Milliseconds, p99Milliseconds, requests, errors, seconds)
        }
    }

    let port: Int
    let request: [UInt8]

    /// Runs `connections` connections for `duration` seconds.
    func run(connections: Int, duration: Double) -> Report {
        let results = Results()
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(duration * 1e9)
        let group = DispatchGroup()
        for _ in 0..<connections {
            group.enter()
            let thread = Thread { [port, request] in
                let (latencies, errors) = Self.worker(port: port, request: request, deadline: deadline)
                results.add(latencies, errors: errors)
                group.leave()
            }
            thread.start()
        }
        group.wait()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let sorted = results.latencies.sorted()
        func percentile(_ p: Double) -> Double {
            sorted.isEmpty ? 0 : Double(sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]) / 1e6
        }
        return Report(
            connections: connections, requests: sorted.count, errors: results.errors, seconds: elapsed,
            p50Milliseconds: percentile(0.50), p99Milliseconds: percentile(0.99))
    }

    private static func worker(port: Int, request: [UInt8], deadline: UInt64) -> ([UInt64], Int) {
        var latencies: [UInt64] = []
        latencies.reserveCapacity(100_000)
        var errors = 0
        var descriptor = connectLoopback(port: port)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            guard descriptor >= 0 else { return (latencies, errors + 1) }
            let sent = DispatchTime.now().uptimeNanoseconds
            if request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) })
                != request.count
                || !readResponse(descriptor, &buffer)
            {
                errors += 1
                close(descriptor)
                descriptor = connectLoopback(port: port)
                continue
            }
            latencies.append(DispatchTime.now().uptimeNanoseconds - sent)
        }
        close(descriptor)
        return (latencies, errors)
    }

    /// Reads one response with a `Content-Length` body; false on error or a non-200 status.
    private static func readResponse(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Bool {
        var filled = 0
        while true {
            let count = buffer.withUnsafeMutableBytes {
                recv(descriptor, $0.baseAddress! + filled, $0.count - filled, 0)
            }
            guard count > 0 else { return false }
            filled += count
            guard let headEnd = find(buffer, filled) else { continue }
            let head = String(decoding: buffer[..<headEnd], as: UTF8.self).lowercased()
            guard head.hasPrefix("http/1.1 200") else { return false }
            let length =
                head.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
            if filled >= headEnd + length { return true }
        }
    }

    private static func find(_ buffer: [UInt8], _ count: Int) -> Int? {
        guard count >= 4 else { return nil }
        for index in 0...(count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index + 4
        }
        return nil
    }

    private static func connectLoopback(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        return result == 0 ? descriptor : -1
    }
}

/// Latencies gathered from the worker threads.
private struct Results: Sendable {
    private let state = Locked<(latencies: [UInt64], errors: Int)>(([], 0))

    func add(_ more: [UInt64], errors count: Int) {
        state.withLock {
            $0.latencies.append(contentsOf: more)
            $0.errors += count
        }
    }

    var latencies: [UInt64] { state.value.latencies }

    var errors: Int { state.value.errors }
}
