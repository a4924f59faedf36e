import Foundation
import TesseraCore
import Testing
import Transport

/// The middleware chain and the debug-logging middleware.
@Suite struct MiddlewareTransportTests {
    struct Echo: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            HTTPResponse(
                status: 200, headers: ["X-Path": request.headers["X-Path"] ?? ""], body: request.body ?? Data())
        }
    }

    struct Tag: HTTPMiddleware {
        let name: String
        func intercept(
            _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
        ) async throws -> HTTPResponse {
            var request = request
            request.headers["X-Path"] = (request.headers["X-Path"] ?? "") + ">" + name
            var response = try await next(request)
            response.headers["X-Path"] = (response.headers["X-Path"] ?? "") + "<" + name
            return response
        }
    }

    struct Failing: HTTPTransport {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse { throw URLError(.timedOut) }
    }

    struct Lines: Sendable {
        private let stored = Locked<[String]>([])
        var sink: LogSink { LogSink { line in stored.withLock { $0.append(line) } } }
        var all: [String] { stored.value }
    }

    private let request = HTTPRequest(
        method: .post, url: URL(string: "https://api.example/p")!,
        headers: ["Authorization": "Bearer sk_live_1"], body: Data(#"{"number":"4111111111111111"}"#.utf8),
        timeout: 3)

    @Test func middlewaresRunOutermostFirst() async throws {
        let transport = MiddlewareTransport(base: Echo(), middlewares: [Tag(name: "a"), Tag(name: "b")])
        let response = try await transport.send(request)
        #expect(response.headers["X-Path"] == ">a>b<b<a")
        let bare = try await MiddlewareTransport(base: Echo(), middlewares: []).send(request)
        #expect(bare.headers["X-Path"] == "")
    }

    @Test func debugLoggingRedactsRequestAndResponse() async throws {
        let lines = Lines()
        let transport = MiddlewareTransport(base: Echo(), middlewares: [DebugLoggingMiddleware(sink: lines.sink)])
        _ = try await transport.send(request)
        let log = lines.all.joined(separator: "\n")
        #expect(lines.all.count == 2)
        #expect(lines.all[0].hasPrefix("[HTTP] → POST https://api.example/p"))
        #expect(lines.all[0].contains("timeout: 3.0 s"))
        #expect(lines.all[1].hasPrefix("[HTTP] ← 200 POST https://api.example/p (29 bytes)"))
        #expect(!log.contains("4111111111111111") && !log.contains("sk_live_1"))
        #expect(log.contains("Authorization: Bearer [REDACTED]"))
    }

    @Test func debugLoggingReportsFailuresAndRethrows() async throws {
        let lines = Lines()
        let transport = MiddlewareTransport(base: Failing(), middlewares: [DebugLoggingMiddleware(sink: lines.sink)])
        await #expect(throws: URLError.self) { try await transport.send(request) }
        #expect(lines.all.last?.hasPrefix("[HTTP] ✗ POST https://api.example/p failed") == true)
    }
}
