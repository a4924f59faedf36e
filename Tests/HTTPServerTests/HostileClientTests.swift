import Foundation
import HTTPServer
import TesseraCore
import TesseraTestSupport
import Testing

/// Clients that misbehave: every case gets the one answer the server promises, and it keeps serving.
@Suite struct HostileClientTests {
    static let quick = HTTPServer.Configuration(
        idleTimeout: .milliseconds(500), requestTimeout: .milliseconds(300), maxConnections: 16)

    /// Sends `raw` on a fresh connection and returns the status, then checks the server still answers.
    static func status(of raw: [UInt8], port: Int) throws -> Int? {
        let client = try RawClient(port: port)
        client.send(raw)
        let status = client.readResponse()?.status
        let healthy = try RawClient(port: port)
        healthy.send("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n")
        return healthy.readResponse()?.body == "GET /ok  <none>" ? status : -1
    }

    static let malformed: [(String, Int)] = [
        ("\u{1}\u{2}garbage\r\n\r\n", 400),
        ("GET\r\n\r\n", 400),
        ("GET /x HTTP/1.1\r\n\r\n", 400),  // no Host
        ("GET /x HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        ("GET x HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        ("GET /x HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n", 400),
        ("GET /x HTTP/1.1\r\nHost: x\r\n folded: value\r\n\r\n", 400),
        ("GET /x HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n", 400),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n", 400),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n", 400),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        ("POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", 411),
        // Request smuggling: both framings; the server must not pick one and read the rest as a request.
        (
            "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n",
            400
        ),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 5 \r\n\r\nhello", 200),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length :5\r\n\r\nhello", 400),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 1048577\r\n\r\n", 413),
        ("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n", 400),
    ]

    @Test(arguments: malformed)
    func malformedRequestsGetAnErrorStatus(raw: String, expected: Int) async throws {
        try await withEchoServer(Self.quick) { _, port in
            let status = try await onThread { try Self.status(of: Array(raw.utf8), port: port) }
            #expect(status == expected)
        }
    }

    @Test func smuggledRequestIsNeverServed() async throws {
        let log = LogCollector()
        try await withEchoServer(Self.quick, log: log) { _, port in
            let (status, closed) = try await onThread {
                let client = try RawClient(port: port)
                client.send(
                    "POST /x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 30\r\n\r\n"
                        + "0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n")
                return (client.readResponse()?.status, client.isClosedByServer())
            }
            #expect(status == 400)
            #expect(closed)
        }
        #expect(log.all.map(\.status) == [400])
        #expect(!log.all.contains { $0.path.contains("smuggled") })
    }

    @Test func oversizedHeadIs431() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let big = "GET /x HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 17 * 1024) + "\r\n\r\n"
            let status = try await onThread { try Self.status(of: Array(big.utf8), port: port) }
            #expect(status == 431)
        }
    }

    @Test func tooManyHeaderFieldsIs431() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let fields = (0..<150).map { "X-\($0): v\r\n" }.joined()
            let raw = "GET /x HTTP/1.1\r\nHost: x\r\n\(fields)\r\n"
            let status = try await onThread { try Self.status(of: Array(raw.utf8), port: port) }
            #expect(status == 431)
        }
    }

    /// Sends `head`, then streams `chunk` up to `total` bytes like a client that watches for an early
    /// answer between writes; returns the status read and the bytes sent.
    static func streamUntilAnswered(_ head: String, total: Int, port: Int) throws -> (status: Int?, sent: Int) {
        let client = try RawClient(port: port)
        client.send(head)
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
        var sent = 0
        while sent < total, !client.hasInputWaiting(), client.send(chunk) { sent += chunk.count }
        return (client.readResponse()?.status, sent)
    }

    @Test func tenMegabyteHeaderIsAnswered431BeforeItEnds() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let (status, sent) = try await onThread {
                try Self.streamUntilAnswered("GET /x HTTP/1.1\r\nHost: x\r\nX-Huge: ", total: 10 << 20, port: port)
            }
            #expect(status == 431)
            #expect(sent < 10 << 20)
            let healthy = try await onThread {
                try Self.status(of: Array("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: port)
            }
            #expect(healthy == 200)
        }
    }

    @Test func neverEndingBodyIsAnswered413() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let (status, sent) = try await onThread {
                try Self.streamUntilAnswered(
                    "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000000\r\n\r\n", total: 200 << 16, port: port)
            }
            #expect(status == 413)
            #expect(sent < 200 << 16)
        }
    }

    @Test func halfClosedClientStillGetsItsAnswer() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let (body, closed) = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET /half HTTP/1.1\r\nHost: x\r\n\r\n")
                client.finishSending()
                return (client.readResponse()?.body, client.isClosedByServer())
            }
            #expect(body == "GET /half  <none>")
            #expect(closed)
        }
    }

    @Test func halfClosedIncompleteRequestIsClosedWithoutAnAnswer() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let (response, closed) = try await onThread {
                let client = try RawClient(port: port)
                client.send("GET /half HTTP/1.1\r\nHost: x\r\n")
                client.finishSending()
                return (client.readResponse()?.status, client.isClosedByServer())
            }
            #expect(response == nil)
            #expect(closed)
        }
    }

    @Test func refusedBodyStillInFlightGetsThe413NotAReset() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let status = try await onThread {
                let client = try RawClient(port: port)
                let body = [UInt8](repeating: 0x61, count: 512 * 1024)
                client.send(Array("PUT /big HTTP/1.1\r\nHost: x\r\nContent-Length: 2000000\r\n\r\n".utf8) + body)
                return client.readResponse()?.status
            }
            #expect(status == 413)
        }
    }

    /// The deadlines themselves are tested on a test clock (`ConnectionStateMachineTests`); this one shows the
    /// loop's timer enforces them on a real connection, on a server clock the test moves a tenth of a second at a time.
    @Test func stalledHalfRequestGets408AndIsDropped() async throws {
        let clock = ManualClock()
        // The test's clock runs about ten times faster than real time: a long idle timeout leaves a loaded machine
        // seconds to read the half request, after which its one second runs out in a tenth of a real one.
        let configuration = HTTPServer.Configuration(idleTimeout: .seconds(60), requestTimeout: .seconds(1))
        try await withEchoServer(configuration, clock: clock.clock) { _, port in
            // Moved on a thread of its own, so a busy concurrency pool cannot hold the clock still.
            let stop = Locked(false)
            Thread {
                for _ in 0..<1000 where !stop.value {
                    usleep(10_000)
                    clock.advance(by: 0.1)
                }
            }.start()
            defer { stop.replace(with: true) }
            let (status, closed) = try await onThread {
                let client = try RawClient(port: port)
                client.send("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Len")
                let status = client.readResponse()?.status
                return (status, client.isClosedByServer())
            }
            #expect(status == 408)
            #expect(closed)
        }
    }

    @Test func clientBeyondTheLimitGets503AndOpenConnectionsKeepBeingServed() async throws {
        var configuration = Self.quick
        configuration.idleTimeout = .seconds(30)
        try await withEchoServer(configuration) { server, port in
            let (refused, answers) = try await onThread {
                let open = try (0..<16).map { _ in try RawClient(port: port) }
                for client in open {
                    client.send("GET /warm HTTP/1.1\r\nHost: x\r\n\r\n")
                    _ = client.readResponse()
                }
                let newest = try RawClient(port: port)
                newest.send("GET /newest HTTP/1.1\r\nHost: x\r\n\r\n")
                let refused = newest.readResponse()
                var answers: [String?] = []
                for (index, client) in open.enumerated() {
                    client.send("GET /again/\(index) HTTP/1.1\r\nHost: x\r\n\r\n")
                    answers.append(client.readResponse()?.body)
                }
                return (refused, answers)
            }
            #expect(refused?.status == 503)
            #expect(refused?.head.contains("Retry-After: 1") == true)
            #expect(answers == (0..<16).map { "GET /again/\($0)  <none>" })
            #expect(server.openConnections <= 16 + 1)
        }
    }

    /// Twenty clients each send 4 KB of noise and hang up (so no test waits out the request timeout); the server
    /// answers or drops each one and goes on serving.
    @Test func garbageFloodDoesNotStopTheServer() async throws {
        try await withEchoServer(Self.quick) { _, port in
            let (closed, healthy) = try await onThread {
                var closed = 0
                for round in 0..<20 {
                    let client = try RawClient(port: port)
                    client.send((0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 7919 &+ round &* 31) >> 3) })
                    client.finishSending()
                    _ = client.readResponse()
                    if client.isClosedByServer() { closed += 1 }
                }
                return (closed, try Self.status(of: Array("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: port))
            }
            #expect(closed == 20, "every noisy connection is closed")
            #expect(healthy == 200)
        }
    }
}
