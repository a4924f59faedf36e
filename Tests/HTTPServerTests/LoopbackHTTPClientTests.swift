import Foundation
import HTTPServer
import TesseraTestSupport
import Testing
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The loopback client against hand-made answers: every framing a receiver may use, and every way one
/// may misbehave, ends in an answer or a `URLError` within the request's timeout and ``maxBody``.
struct LoopbackHTTPClientTests {
    /// Refuses every request it is given: the client must not fall back for loopback `http` URLs.
    struct NoFallback: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw URLError(.unsupportedURL) }
    }

    static let maxBody = 64

    /// The client's answer, or its error's code, for `pieces` written by the server.
    static func exchange(_ pieces: [String], pause: Duration = .zero, timeout: TimeInterval = 5) async throws
        -> Result<HTTPResponse, URLError>
    {
        let server = try LoopbackServer { _ in .raw(pieces.map { Data($0.utf8) }, pause: pause) }
        defer { server.stop() }
        let client = LoopbackHTTPClient(maxBody: maxBody, fallback: NoFallback())
        let request = HTTPRequest(
            method: .post, url: server.url("/hooks?x=1"), headers: ["X-Test": "yes"], body: Data("{}".utf8),
            timeout: timeout)
        do {
            return .success(try await client.send(request))
        } catch let error as URLError {
            return .failure(error)
        }
    }

    @Test func itSendsTheRequestWithItsHeadersAndFraming() async throws {
        let server = try LoopbackServer { _ in .respond(status: 204, headers: [], body: Data()) }
        defer { server.stop() }
        let client = LoopbackHTTPClient(maxBody: Self.maxBody, fallback: NoFallback())
        let response = try await client.send(
            HTTPRequest(
                method: .post, url: server.url("/hooks?x=1"), headers: ["X-Gr4vy-Webhook-ID": "abc"],
                body: Data(#"{"a":1}"#.utf8), timeout: 5))
        #expect(response.status == 204)
        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.target == "/hooks?x=1")
        #expect(received.headers["x-gr4vy-webhook-id"] == "abc")
        #expect(received.headers["host"] == "127.0.0.1:\(server.port)")
        #expect(received.body == Data(#"{"a":1}"#.utf8))
    }

    /// Each framing of a body, read to the same bytes.
    @Test(arguments: [
        ["HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"],
        ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhe\r\n3;x=y\r\nllo\r\n0\r\n\r\n"],
        ["HTTP/1.1 200 OK\r\n\r\nhel", "lo"],
        ["HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"],
        ["HTTP/1.0 200 OK\nContent-Length: 5\n\nhello"],
    ])
    func eachFramingReadsTheBody(pieces: [String]) async throws {
        let response = try await Self.exchange(pieces).get()
        #expect(response.status == 200)
        #expect(response.body == Data("hello".utf8))
    }

    /// A 204 has no body: the answer is complete at its head, even while the receiver keeps the connection.
    @Test func aNoContentAnswerEndsAtItsHead() async throws {
        let pieces = ["HTTP/1.1 204 No Content\r\n\r\n"] + Array(repeating: "", count: 7)
        let response = try await Self.exchange(pieces, pause: .milliseconds(50), timeout: 0.3).get()
        #expect(response.status == 204)
        #expect(response.body.isEmpty)
    }

    @Test func aRedirectIsTheAnswerAndIsNotFollowed() async throws {
        let response = try await Self.exchange([
            "HTTP/1.1 302 Found\r\nLocation: http://127.0.0.1:9/x\r\nContent-Length: 0\r\n\r\n"
        ]).get()
        #expect(response.status == 302)
        #expect(response.headers["Location"] == "http://127.0.0.1:9/x")
    }

    /// A body over `maxBody` is cut at `maxBody` + 1 bytes, whatever its framing says.
    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nContent-Length: 10485760\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n",
        "HTTP/1.1 200 OK\r\n\r\n",
    ])
    func aLongBodyIsCutAfterItsLimit(head: String) async throws {
        let body = String(repeating: "a", count: 1024 * 1024)
        let response = try await Self.exchange([head] + Array(repeating: body, count: 10)).get()
        #expect(response.body.count == Self.maxBody + 1)
    }

    /// Answers that are cut off or are not HTTP: each an error, never a success.
    @Test(arguments: [
        (["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nhello"], URLError.Code.networkConnectionLost),
        (["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel"], .networkConnectionLost),
        (["HTTP/1.1 200 OK\r\nContent-Le"], .networkConnectionLost),
        ([""], .networkConnectionLost),
        (["SSH-2.0-OpenSSH\r\n\r\n"], .badServerResponse),
        (["HTTP/1.1 2000 OK\r\n\r\n"], .badServerResponse),
        (["HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\n"], .badServerResponse),
        (["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"], .badServerResponse),
        (["HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 20 * 1024)], .badServerResponse),
    ])
    func aBrokenAnswerIsAnError(pieces: [String], code: URLError.Code) async throws {
        let result = try await Self.exchange(pieces)
        #expect(throws: URLError(code)) { try result.get() }
    }

    /// A receiver that drip-feeds its answer a byte every 20 ms cannot keep the request past its timeout.
    @Test func aDripFedAnswerEndsAtTheTimeout() async throws {
        let answer = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello".map(String.init)
        let result = try await Self.exchange(answer, pause: .milliseconds(20), timeout: 0.1)
        #expect(throws: URLError(.timedOut)) { try result.get() }
    }

    /// A cancelled request ends at once with `.cancelled`, though its receiver never answers and its timeout
    /// is a minute away: a server that stops does not wait for its webhook attempts.
    @Test func aCancelledRequestEndsAtOnce() async throws {
        let server = try LoopbackServer { _ in .hang }
        defer { server.stop() }
        let client = LoopbackHTTPClient(maxBody: Self.maxBody, fallback: NoFallback())
        let request = HTTPRequest(method: .get, url: server.url("/hooks"), timeout: 60)
        let waiting = Task { try await client.send(request) }
        for _ in 0..<2_000 where server.requests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(server.requests.count == 1, "the request reached the receiver")
        waiting.cancel()
        await #expect(throws: URLError(.cancelled)) { try await waiting.value }
        // Cancelled before it starts, it never connects.
        let early = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.send(request)
        }
        await #expect(throws: URLError(.cancelled)) { try await early.value }
        #expect(server.requests.count == 1)
    }

    @Test func aClosedPortIsCannotConnect() async throws {
        let listener = try Socket.listening(host: "127.0.0.1", port: 0, backlog: 1)
        let port = listener.localPort
        listener.close()
        let client = LoopbackHTTPClient(maxBody: Self.maxBody, fallback: NoFallback())
        await #expect(throws: URLError(.cannotConnectToHost)) {
            try await client.send(HTTPRequest(method: .get, url: URL(string: "http://127.0.0.1:\(port)/")!, timeout: 5))
        }
    }

    /// `https` and named hosts go to the fallback.
    @Test(arguments: ["https://127.0.0.1:1/hooks", "http://hooks.test/hooks"])
    func otherURLsGoToTheFallback(url: String) async throws {
        let client = LoopbackHTTPClient(maxBody: Self.maxBody, fallback: NoFallback())
        await #expect(throws: URLError(.unsupportedURL)) {
            try await client.send(HTTPRequest(method: .get, url: URL(string: url)!, timeout: 5))
        }
    }
}
