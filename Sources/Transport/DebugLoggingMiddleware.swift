import Foundation
import TesseraCore

/// A middleware that logs every request and response, with secrets redacted, to a ``LogSink``.
///
/// Headers, URLs and bodies pass through TesseraCore's `Redactor` first, so card numbers, security codes,
/// tokens and `Authorization` values never reach the log. Bodies are cut to ``bodyLimit`` characters.
public struct DebugLoggingMiddleware: HTTPMiddleware {
    /// Where entries go.
    public let sink: LogSink
    /// What removes secrets.
    public let redactor: Redactor
    /// The most characters of one body that are logged.
    public let bodyLimit: Int
    /// The prefix of each entry, naming the component that logs.
    public let label: String

    /// Creates a logging middleware.
    public init(sink: LogSink, redactor: Redactor = Redactor(), bodyLimit: Int = 4096, label: String = "HTTP") {
        self.sink = sink
        self.redactor = redactor
        self.bodyLimit = bodyLimit
        self.label = label
    }

    /// Logs `request`, passes it on, then logs the response or the error.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        sink.write(describe(request))
        do {
            let response = try await next(request)
            sink.write(describe(response, to: request))
            return response
        } catch {
            sink.write(
                "[\(label)] ✗ \(request.method) \(redactor.redact(url: request.url)) failed: "
                    + redactor.redact(text: Self.summary(of: error)))
            throw error
        }
    }

    /// The log entry for a request.
    func describe(_ request: HTTPRequest) -> String {
        var lines = ["[\(label)] → \(request.method) \(redactor.redact(url: request.url))"]
        if let timeout = request.timeout {
            lines.append("  timeout: \(timeout) s")
        }
        lines += headerLines(request.headers)
        if let body = request.body, !body.isEmpty {
            lines.append(indent(redactor.redact(body: body, limit: bodyLimit)))
        }
        return lines.joined(separator: "\n")
    }

    /// The log entry for a response.
    func describe(_ response: HTTPResponse, to request: HTTPRequest) -> String {
        var lines = [
            "[\(label)] ← \(response.status) \(request.method) \(redactor.redact(url: request.url))"
                + " (\(response.body.count) bytes)"
        ]
        lines += headerLines(response.headers)
        if !response.body.isEmpty {
            lines.append(indent(redactor.redact(body: response.body, limit: bodyLimit)))
        }
        return lines.joined(separator: "\n")
    }

    /// A one-line account of a transport error: the URLError code and text, or the error's description.
    static func summary(of error: any Error) -> String {
        guard let urlError = error as? URLError else { return String(describing: error) }
        return "URLError \(urlError.code.rawValue) (\(urlError.localizedDescription))"
    }

    private func headerLines(_ headers: HTTPHeaders) -> [String] {
        redactor.redact(headers: headers).map { "  \($0.name): \($0.value)" }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }
}
