import Foundation
import Gr4vyClient
import TesseraCore
import Testing
import Transport

/// Helpers shared by the client tests.
enum Fixtures {
    static let sandboxBase = "https://api.sandbox.acme.gr4vy.app"

    /// A sandbox client for `acme` over `transport`.
    static func client(
        _ transport: MockTransport, token: String? = "tok_123", merchantId: String? = nil, debugMode: Bool = false,
        logSink: LogSink = .discard
    ) throws(Gr4vyError) -> Gr4vy {
        try Gr4vy(
            gr4vyId: "acme", token: token, merchantId: merchantId, server: .sandbox, debugMode: debugMode,
            transport: transport, logSink: logSink)
    }

    /// `text` parsed as JSON, for comparing bodies as JSON rather than as bytes.
    static func json(_ text: String) -> JSONValue? {
        JSONValue(parsing: Data(text.utf8))
    }

    /// A request body parsed as JSON.
    static func json(_ data: Data?) -> JSONValue? {
        data.flatMap(JSONValue.init(parsing:))
    }

    /// The query of a request as name/value pairs in order.
    static func query(_ request: HTTPRequest) -> [String] {
        request.queryItems.map { "\($0.name)=\($0.value ?? "")" }
    }

    /// Checks the headers every request carries.
    static func expectCommonHeaders(_ request: HTTPRequest, token: String? = "tok_123") {
        #expect(request.headers["Content-Type"] == "application/json")
        #expect(request.headers["User-Agent"] == Gr4vyUserAgent.current)
        #expect(request.headers["Authorization"] == token.map { "Bearer \($0)" })
    }
}

/// Collects log entries in memory.
struct LogBuffer: Sendable {
    private let entries = Locked<[String]>([])

    var sink: LogSink { LogSink { entry in entries.withLock { $0.append(entry) } } }

    var text: String { entries.value.joined(separator: "\n") }
}
