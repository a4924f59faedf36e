import Foundation
import HTTPServer
import TesseraCore
import Transport

/// A handler that answers with the method, path, query and body it received; `/status/<code>` answers
/// that status with a body anyway, to check that the server drops bodies a status cannot have.
struct EchoHandler: HTTPHandler {
    func handle(_ request: HTTPRequest) async -> HTTPResponse {
        if request.path.hasPrefix("/status/"), let status = Int(request.path.dropFirst(8)) {
            return HTTPResponse(status: status, body: Data("not for the wire".utf8))
        }
        let query = request.url.query ?? ""
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? "<none>"
        let text = "\(request.method) \(request.path) \(query) \(body)"
        return HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data(text.utf8))
    }
}

/// Collects access-log entries from the server's threads.
struct LogCollector: Sendable {
    private let entries = Locked<[AccessLogEntry]>([])

    func append(_ entry: AccessLogEntry) { entries.withLock { $0.append(entry) } }

    var all: [AccessLogEntry] { entries.value }
}

/// Starts an echo server with `configuration` for the duration of `body`.
func withEchoServer(
    _ configuration: HTTPServer.Configuration = .init(),
    log: LogCollector? = nil,
    clock: WallClock = .live,
    _ body: (HTTPServer, Int) async throws -> Void
) async throws {
    let server = HTTPServer(
        handler: EchoHandler(), configuration: configuration, clock: clock, accessLog: log.map { $0.append })
    let port = try server.start()
    do {
        try await body(server, port)
    } catch {
        await server.shutdown()
        throw error
    }
    await server.shutdown()
}

/// Runs blocking socket code on its own thread, so it never ties up Swift concurrency's small pool
/// (handlers that hop to an actor run there).
func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
