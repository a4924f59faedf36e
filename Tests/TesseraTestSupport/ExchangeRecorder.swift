import Foundation
import Transport

/// Writes each request and response a test exchanges with the emulator to a directory, for the schema
/// check in CI (`.ci/spec-check` validates them against the Gr4vy OpenAPI document).
///
/// Inactive unless `TESSERA_EXCHANGE_DIR` names a directory. One JSON file per exchange:
/// `{"source","method","path","query","request_body","status","content_type","response_body"}`, the
/// bodies as text. `source` says who built the request: `client` for Gr4vyClient, whose requests are
/// checked too, anything else for hand-made requests (often invalid on purpose).
public struct ExchangeRecorder: Sendable {
    /// The directory written to, or nil when recording is off.
    public let directory: URL?

    /// A recorder writing to `$TESSERA_EXCHANGE_DIR`, if set.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        directory = environment["TESSERA_EXCHANGE_DIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    }

    /// Records one exchange (a no-op when recording is off; a failed write is ignored, it only loses a sample).
    public func record(_ request: HTTPRequest, _ response: HTTPResponse, source: String) {
        guard let directory else { return }
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        let entry: [String: Any] = [
            "source": source, "method": request.method.rawValue, "path": request.url.path,
            "query": components?.percentEncodedQuery ?? "",
            "request_body": request.body.map { Self.masked(String(decoding: $0, as: UTF8.self)) } ?? NSNull(),
            "status": response.status, "content_type": response.headers["Content-Type"] ?? NSNull(),
            "response_body": String(decoding: response.body, as: UTF8.self),
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]) else { return }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? data.write(to: directory.appendingPathComponent("\(source)-\(UUID().uuidString).json"))
    }
}

extension ExchangeRecorder {
    /// `body` with the middle digits of every card number and every security code replaced by zeros,
    /// so no test card is written out while the shapes (digits, lengths) the schema checks stay.
    static func masked(_ body: String) -> String {
        var text = body
        for (pattern, keep) in [(#""number"\s*:\s*"\d{6}(\d+)\d{4}""#, 1), (#""security_code"\s*:\s*"(\d+)""#, 1)] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
            for match in matches.reversed() {
                guard let range = Range(match.range(at: keep), in: text) else { continue }
                text.replaceSubrange(range, with: String(repeating: "0", count: text[range].count))
            }
        }
        return text
    }
}

/// A transport that records every exchange through ``ExchangeRecorder``.
public struct RecordingTransport: HTTPTransport {
    let base: any HTTPTransport
    let source: String
    let recorder: ExchangeRecorder

    /// Wraps `base`, labelling its exchanges with `source`.
    public init(_ base: any HTTPTransport, source: String, recorder: ExchangeRecorder = ExchangeRecorder()) {
        self.base = base
        self.source = source
        self.recorder = recorder
    }

    /// Sends through the wrapped transport and records the exchange.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await base.send(request)
        recorder.record(request, response, source: source)
        return response
    }
}
