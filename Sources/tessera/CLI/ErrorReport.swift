import Foundation
import Gr4vyClient
import JOSE
import TesseraClient
import TesseraCore

/// The one way `tessera` reports an error: `Error: <sentence>` on stderr, then what helps, and the exit status.
///
/// A usage error adds the usage line and where help is. An API error adds its status, code and the
/// pointers of its details, and with `--debug` or `--verbose` the response body, redacted. Foundation
/// errors are reported by their localized description, never as an `NSError` dump.
struct ErrorReport {
    /// The first line, after `Error: `.
    let message: String

    /// The message without its final full stop, to embed in another sentence.
    var clause: String {
        message.hasSuffix(".") ? String(message.dropLast()) : message
    }
    /// Further lines (indented), or none.
    let details: [String]
    /// The exit status.
    let exitCode: Int32
    /// The command path for the help pointer of a usage error, or nil.
    let usagePath: String?
    /// The failed API response, whose body `--debug`/`--verbose` shows.
    let apiError: Gr4vyError?

    /// The report of `error`.
    init(_ error: any Error) {
        switch error {
        case let error as CLIError:
            self.init(cli: error)
        case let error as Gr4vyError:
            self.init(api: error)
        case let error as JOSEError:
            self.init(message: error.description)
        default:
            self.init(message: Self.sentence(of: error))
        }
    }

    private init(message: String, details: [String] = [], exitCode: Int32 = ExitCode.failure) {
        self.message = message
        self.details = details
        self.exitCode = exitCode
        usagePath = nil
        apiError = nil
    }

    private init(cli error: CLIError) {
        exitCode = error.exitCode
        apiError = nil
        details = []
        switch error {
        case .usage(let text, let path):
            message = text
            usagePath = path
        case .failure(let text):
            message = text
            usagePath = nil
        }
    }

    private init(api error: Gr4vyError) {
        message = [Self.sentence(of: error), Self.advice(for: error)].compactMap { $0 }.joined(separator: " ")
        exitCode = ExitCode.failure
        usagePath = nil
        apiError = error
        var lines: [String] = []
        if let code = error.apiError?.code { lines.append("code: \(code)") }
        for detail in error.apiError?.details ?? [] {
            let place = [detail.location, detail.pointer].compactMap { $0 }.joined(separator: " ")
            lines.append("at \(place.isEmpty ? "(no pointer)" : place): \(detail.message ?? detail.type ?? "invalid")")
        }
        details = lines.map { Redactor().redact(text: $0) }
    }

    /// What went wrong, as one sentence: `HTTP 401: <the API's message>.` for an HTTP error, the SDK's
    /// description otherwise.
    static func sentence(of error: Gr4vyError) -> String {
        guard case .httpError(let status, _, let message) = error else { return error.errorDescription ?? "\(error)" }
        let text = message.map { "HTTP \(status): \($0)" } ?? "HTTP \(status)."
        return text.hasSuffix(".") ? text : text + "."
    }

    /// What to do about `error`, in the CLI's words, or nil when its message says it.
    static func advice(for error: Gr4vyError) -> String? {
        switch error {
        case .httpError(let status, _, _):
            switch status {
            case 400: "Correct the fields named below."
            case 401: "The token is missing or has expired; set a new one with 'tessera admin set token <jwt>'."
            case 403: "The token lacks the scope or merchant account this call needs; create a token that has it."
            case 404: "An id in the request is unknown (checkout session, buyer or payment method); check it."
            case 409: "The request conflicts with the resource's state (e.g. a checkout session already used)."
            case 429: "Too many requests; wait a moment and try again."
            case 500...599: "The server failed; try again later."
            default: "See the response body with --verbose."
            }
        case .networkError(let urlError):
            urlError.code == .timedOut
                ? "Try again or raise the timeout with --timeout or 'tessera admin set timeout <seconds>'."
                : urlError.code == .cancelled ? nil : "Check the server setting ('tessera admin show') and the network."
        case .invalidGr4vyId:
            "Set it with 'tessera admin set gr4vy-id <id>'."
        case .badURL, .decodingError, .threeDSError, .uiContextError:
            nil
        }
    }

    private static func sentence(of error: any Error) -> String {
        let bridged = error as NSError
        if [NSCocoaErrorDomain, NSPOSIXErrorDomain, NSURLErrorDomain].contains(bridged.domain)
            || type(of: error) is NSError.Type
        {
            return bridged.localizedDescription
        }
        if let localized = error as? any LocalizedError, let text = localized.errorDescription {
            return text
        }
        return "\(error)"
    }

    /// The most characters of an error body that `--debug`/`--verbose` print.
    static let bodyLimit = 100_000

    /// Writes the report to standard error; `usage` is the command's usage line. The `Error:` line is red when
    /// standard error is a terminal that `terminal` allows colour on (never piped, nor with `NO_COLOR`).
    func print(on console: Console, usage: String, terminal: Terminal = .current()) {
        // One line: a line break typed inside an argument must not start a line of its own (a forged one); it
        // is shown as the sanitiser shows other control characters.
        let sentence = message.replacingOccurrences(of: "\n", with: "\\u{A}")
        if terminal.colorsStderr { console.errInRed("Error: \(sentence)") } else { console.err("Error: \(sentence)") }
        for line in details { console.err("  \(line)") }
        if let data = apiError?.responseData, !data.isEmpty {
            if console.debug || console.verbose {
                console.err("  body:\n" + Redactor().redact(body: data, limit: Self.bodyLimit))
            } else {
                console.err("  (add --verbose to see the response body, redacted)")
            }
        }
        if let usagePath {
            console.err("Usage: \(usage)")
            console.err("  See '\(usagePath) --help' for more information.")
        }
    }
}
