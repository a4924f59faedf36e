import Dispatch
import Foundation
import HTTPServer
import TesseraCore

/// A small HTTP/1.1 load generator in the manner of `wrk`: a few threads, each driving its share of
/// keep-alive connections on non-blocking sockets, sending one request back to back for a fixed time
/// and timing every response.
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
                format: "%4d connections: %8.0f requests/s, p50 %.3f ms, p99 %.3f ms (%d requests, %d errors, %.1f s)",
                connections, requestsPerSecond, p50Milliseconds, p99Milliseconds, requests, errors, seconds)
        }
    }

    let port: Int
    let request: [UInt8]
    /// The status every answer must have (201 for a create).
    var expectedStatus = 200
    /// The threads that drive the connections.
    var threads = 2

    /// Runs `connections` connections for `duration` seconds.
    func run(connections: Int, duration: Double) -> Report {
        let results = Results()
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(duration * 1e9)
        let group = DispatchGroup()
        let threads = max(1, min(threads, connections))
        for index in 0..<threads {
            let share = connections / threads + (index < connections % threads ? 1 : 0)
            group.enter()
            Thread { [port, request, expectedStatus] in
                var driver = Driver(port: port, request: request, connections: share)
                driver.expectedStatus = expectedStatus
                driver.run(until: deadline)
                results.add(driver.latencies, errors: driver.errors)
                group.leave()
            }.start()
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
}

/// Latencies gathered from the driver threads.
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
