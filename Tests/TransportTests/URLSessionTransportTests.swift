import Foundation
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``URLSessionTransport`` against a real server on 127.0.0.1.
@Suite struct URLSessionTransportTests {
    @Test func sendsMethodHeadersAndBodyAndReadsTheResponse() async throws {
        let server = try LoopbackServer { request in
            .respond(
                status: 201, headers: [("Content-Type", "application/json"), ("X-Echo", request.method)],
                body: Data(#"{"ok":true}"#.utf8))
        }
        defer { server.stop() }
        let request = HTTPRequest(
            method: .put, url: server.url("/checkout/sessions/cs-1/fields?x=1"),
            headers: ["Content-Type": "application/json", "Authorization": "Bearer t"],
            body: Data(#"{"a":1}"#.utf8), timeout: 5)
        let response = try await URLSessionTransport().send(request)
        #expect(response.status == 201)
        #expect(response.headers["x-echo"] == "PUT")
        #expect(response.body == Data(#"{"ok":true}"#.utf8))
        let received = try #require(server.requests.first)
        #expect(received.method == "PUT" && received.target == "/checkout/sessions/cs-1/fields?x=1")
        #expect(received.headers["authorization"] == "Bearer t")
        #expect(received.body == Data(#"{"a":1}"#.utf8))
    }

    @Test func errorStatusesAreResponsesNotErrors() async throws {
        let server = try LoopbackServer { _ in .respond(status: 503, headers: [], body: Data("<html/>".utf8)) }
        defer { server.stop() }
        let response = try await URLSessionTransport().send(HTTPRequest(method: .get, url: server.url("/")))
        #expect(response.status == 503 && !response.isSuccess)
    }

    /// A quarter of a second is a quarter of a second, though URLSession on Linux counts whole ones: the
    /// transport's clock (moved by hand here) ends the exchange, and the server sees its connection closed.
    @Test func aSilentServerTimesOutOnTheTransportsClock() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let clock = ManualClock()
        let transport = URLSessionTransport(clock: clock.clock)
        let sent = Task { try await transport.send(HTTPRequest(method: .get, url: server.url("/slow"), timeout: 0.25)) }
        #expect(await eventually(rounds: 10_000) { clock.sleeperCount == 1 && !server.requests.isEmpty })
        clock.advance(by: 0.2)
        #expect(clock.sleeperCount == 1, "timed out before its time")
        clock.advance(by: 0.05)
        await #expect {
            try await sent.value
        } throws: { error in
            (error as? URLError)?.code == .timedOut
        }
        #expect(await eventually(rounds: 10_000) { server.clientClosedConnections == 1 }, "the data task was cancelled")
    }

    @Test func anAnswerBeforeTheTimeoutStopsItsTimer() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [], body: Data("ok".utf8)) }
        defer { server.stop() }
        let clock = ManualClock()
        let response = try await URLSessionTransport(clock: clock.clock).send(
            HTTPRequest(method: .get, url: server.url("/"), timeout: 0.5))
        #expect(response.body == Data("ok".utf8))
        #expect(clock.sleeperCount == 0, "the timer outlived the exchange")
    }

    @Test func cancellingTheTaskCancelsTheDataTask() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let transport = URLSessionTransport()
        let task = Task {
            try await transport.send(HTTPRequest(method: .get, url: server.url("/hang"), timeout: 60))
        }
        for _ in 0..<1000 where server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        try #require(!server.requests.isEmpty, "the request never reached the server")
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result else {
            Issue.record("expected cancellation, got \(result)")
            return
        }
        #expect((error as? URLError)?.code == .cancelled)
        // The data task itself was cancelled: its connection closes (polled, never timed).
        for _ in 0..<1000 where server.clientClosedConnections == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(server.clientClosedConnections == 1)
    }

    @Test func aGivenSessionOutlivesTheTransport() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, headers: [], body: Data("ok".utf8)) }
        defer { server.stop() }
        let watcher = InvalidationWatcher()
        let session = URLSession(configuration: .ephemeral, delegate: watcher, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var transport: URLSessionTransport? = URLSessionTransport(session: session)
        _ = try await transport?.send(HTTPRequest(method: .get, url: server.url("/first"), timeout: 5))
        transport = nil
        // Invalidation is reported asynchronously. A control session invalidated after the transport went away
        // reports its own; by then an invalidation the transport had asked for would have been reported too.
        let control = InvalidationWatcher()
        URLSession(configuration: .ephemeral, delegate: control, delegateQueue: nil).finishTasksAndInvalidate()
        #expect(await eventually(rounds: 10_000) { control.invalidated })
        #expect(!watcher.invalidated)
        let response = try await URLSessionTransport(session: session).send(
            HTTPRequest(method: .get, url: server.url("/second"), timeout: 5))
        #expect(response.status == 200 && response.body == Data("ok".utf8))
    }

    @Test func aClosedPortIsANetworkError() async throws {
        let server = try LoopbackServer { _ in .hang }
        let url = server.url("/")
        server.stop()
        await #expect(throws: URLError.self) {
            try await URLSessionTransport().send(HTTPRequest(method: .get, url: url, timeout: 5))
        }
    }

    @Test(arguments: [(0.2, 1.0), (1.0, 1.0), (1.2, 2.0), (30, 30), (-3, 1), (.nan, 1)] as [(Double, Double)])
    func timeoutsBecomeWholeSecondsOfAtLeastOne(given: TimeInterval, effective: TimeInterval) {
        #expect(URLSessionTransport.effectiveTimeout(given) == effective)
    }
}

/// A session delegate that records whether its session was invalidated.
final class InvalidationWatcher: NSObject, URLSessionDelegate, Sendable {
    private let wasInvalidated = Locked(false)

    var invalidated: Bool { wasInvalidated.value }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
        wasInvalidated.withLock { $0 = true }
    }
}
