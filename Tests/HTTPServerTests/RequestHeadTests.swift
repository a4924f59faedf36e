import Testing
import Transport

@testable import HTTPServer

@Suite struct RequestHeadTests {
    static func parse(_ text: String, maxFields: Int = 100) throws(RequestHead.Rejection) -> RequestHead {
        let bytes = Array(text.utf8)
        return try RequestHead(parsing: bytes[...], maxFields: maxFields)
    }

    @Test func parsesRequestLineAndFields() throws {
        let head = try Self.parse("\r\nPUT /a?b=1 HTTP/1.1\r\nHost: h\r\nX-Spaced:   v  \r\nContent-Length: 3\r\n\r\n")
        #expect(head.method == .put)
        #expect(head.target == "/a?b=1")
        #expect(head.minorVersion == 1)
        #expect(head.headers["x-spaced"] == "v")
        #expect(try head.contentLength(limit: 10) == 3)
        #expect(head.keepAlive)
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: h\r\n\r\n", true), ("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n", false),
        ("GET / HTTP/1.0\r\n\r\n", false), ("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n", true),
        ("GET / HTTP/1.1\r\nHost: h\r\nConnection: upgrade, Close\r\n\r\n", false),
    ])
    func keepAliveFollowsVersionAndConnection(text: String, keepAlive: Bool) throws {
        #expect(try Self.parse(text).keepAlive == keepAlive)
    }

    @Test(arguments: [
        ("Content-Length: 5, 5", 5), ("Content-Length: 0", 0), ("", 0),
    ])
    func acceptedLengths(field: String, length: Int) throws {
        let head = try Self.parse("POST / HTTP/1.1\r\nHost: h\r\n\(field)\r\n\r\n")
        #expect(try head.contentLength(limit: 100) == length)
    }

    @Test(arguments: [
        ("Content-Length: 5, 6", 400), ("Content-Length: +5", 400), ("Content-Length: 5 5", 400),
        ("Content-Length: 101", 413), ("Transfer-Encoding: chunked", 411), ("Transfer-Encoding: gzip", 411),
        ("Content-Length: 5\r\nTransfer-Encoding: chunked", 400),
        ("Transfer-Encoding: chunked\r\nContent-Length: 0", 400),
        ("Transfer-Encoding: identity\r\nContent-Length: 5", 400), ("Content-Length:", 400),
        ("Content-Length: 5,", 400), ("Content-Length: 0x5", 400), ("Content-Length: 5\r\nContent-Length: +5", 400),
    ])
    func refusedLengths(field: String, status: Int) throws {
        let head = try Self.parse("POST / HTTP/1.1\r\nHost: h\r\n\(field)\r\n\r\n")
        #expect(throws: RequestHead.Rejection.self) { try head.contentLength(limit: 100) }
        do {
            _ = try head.contentLength(limit: 100)
        } catch {
            #expect(error.status == status)
        }
    }

    @Test(arguments: [
        ("", 400), ("GET /\r\n\r\n", 400), ("GET / HTTP/1.1 extra\r\nHost: h\r\n\r\n", 400),
        ("G(T / HTTP/1.1\r\nHost: h\r\n\r\n", 400), ("GET / HTTP/3\r\nHost: h\r\n\r\n", 505),
        ("GET / FTP/1.0\r\n\r\n", 400), ("GET /\u{7F} HTTP/1.1\r\nHost: h\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400), ("GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: h\r\n: empty\r\n\r\n", 400),
    ])
    func malformedHeadsAreRejected(text: String, status: Int) {
        do {
            _ = try Self.parse(text)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.status == status)
        }
    }

    @Test(arguments: [
        ("PUT / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\n\r\n", true),
        ("PUT / HTTP/1.1\r\nHost: h\r\nExpect: 100-Continue\r\n\r\n", true),
        ("PUT / HTTP/1.0\r\nExpect: 100-continue\r\n\r\n", false), ("PUT / HTTP/1.1\r\nHost: h\r\n\r\n", false),
    ])
    func continueIsExpectedOnlyFromHTTP11(text: String, expects: Bool) throws {
        #expect(try Self.parse(text).expectsContinue == expects)
    }

    @Test func fieldCountIsBounded() {
        let fields = (0..<5).map { "X-\($0): v\r\n" }.joined()
        #expect(throws: RequestHead.Rejection(status: 431, reason: "More than 4 header fields.")) {
            try Self.parse("GET / HTTP/1.1\r\nHost: h\r\n\(fields)\r\n", maxFields: 4)
        }
    }

    @Test(arguments: [
        ("/cards/4111111111111111/x", "/cards/411111******1111/x"), ("/a?pan=4111111111111111", "/a"),
        ("/short/12345678901", "/short/12345678901"),
        ("/long/12345678901234567890123", "/long/123456*************0123"),
        ("/cards/4111-1111-1111-1111", "/cards/411111******1111"),
        ("/cards/4111%201111%201111%201111/x", "/cards/411111******1111/x"),
        ("/cards/%34%31%31%31111111111111", "/cards/411111******1111"),
        ("/a%0D%0AGET%20/forged", "/a??GET /forged"), ("/dates/2026-11-29", "/dates/2026-11-29"),
    ])
    func accessLogMasksPathsAndDropsQueries(target: String, path: String) {
        #expect(AccessLogEntry(method: "GET", target: target, status: 200, bytes: 0, milliseconds: 0).path == path)
    }
}
