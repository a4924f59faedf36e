import Foundation
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Gr4vyError: LocalizedError, CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong, then what to do about it (``advice``).
    public var description: String {
        guard let advice, !advice.isEmpty else { return failure }
        return failure + " " + advice
    }

    /// The same as ``description``.
    public var errorDescription: String? { description }

    /// What went wrong, in one neutral sentence.
    public var failureReason: String? { failure }

    /// The same as ``advice``.
    public var recoverySuggestion: String? { advice }

    /// The description, the operation and the underlying error, for logs.
    public var debugDescription: String {
        var text = "Gr4vyError(\(kind.name)): \(description)"
        if let operation { text += " Operation: \(operation)." }
        if let underlyingError { text += " Underlying error: \(String(describing: underlyingError))." }
        return text
    }

    private var failure: String {
        switch kind {
        case .invalidGr4vyId:
            return "The gr4vy id is invalid."
        case .badURL(let message), .invalidInput(let message):
            return message
        case .invalidTimeout(let seconds):
            return "The timeout \(seconds) s is invalid."
        case .requestEncoding:
            let reason = underlyingError.map { ": \(String(describing: $0))" } ?? "."
            return "The request body could not be encoded" + reason
        case .httpError(let status, _, let message):
            var text = "HTTP \(status)"
            if let message, !message.isEmpty { text += ": \(message)" }
            if let details = apiError?.details, !details.isEmpty {
                text += " (" + details.map(\.summary).joined(separator: "; ") + ")"
            }
            // The message and details come from the server, which may echo a card number or a token.
            return Redactor().redact(text: text) + "."
        case .networkError(let error):
            return Self.failure(of: error)
        case .responseDecoding(let message):
            return "The response could not be read: \(message)"
        case .threeDSError(let message):
            return "3-D Secure failed: \(message)"
        case .uiContextError(let message):
            return "No user interface for the 3-D Secure challenge: \(message)"
        }
    }

    static func defaultAdvice(for kind: Kind) -> String? {
        switch kind {
        case .invalidGr4vyId:
            "Use your instance id (letters, digits, '-' and '_', not starting or ending with '-'), "
                + "e.g. 'acme' for api.acme.gr4vy.app."
        case .invalidTimeout:
            "Give a whole number of seconds of at least 1 "
                + "(URLSession on Linux counts whole seconds; fractions are rounded up)."
        case .httpError(let status, _, _): advice(forStatus: status)
        case .networkError(let error): advice(for: error)
        case .badURL, .invalidInput, .requestEncoding, .responseDecoding, .threeDSError, .uiContextError: nil
        }
    }

    private static func advice(forStatus status: Int) -> String {
        switch status {
        case 400: "The request was rejected; correct the fields named in the details."
        case 401: "The token is missing or has expired; create a new token and give it to the client."
        case 403: "The token lacks the scope (or merchant account) this endpoint needs; create a token that has it."
        case 404: "An id in the request is unknown (checkout session, buyer or payment method); check it."
        case 409: "The request conflicts with the resource's state (e.g. a checkout session already used)."
        case 429: "Too many requests; wait a moment and try again."
        case 500...599: "The server failed; try again later."
        default: "See the response body for details."
        }
    }

    private static func failure(of error: URLError) -> String {
        switch error.code {
        case .timedOut: "The request timed out."
        case .cancelled: "The request was cancelled."
        case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .networkConnectionLost:
            "Cannot reach the server (URLError \(error.code.rawValue))."
        default: "The request failed without a response (URLError \(error.code.rawValue))."
        }
    }

    private static func advice(for error: URLError) -> String? {
        switch error.code {
        case .timedOut: "Try again or raise the timeout."
        case .cancelled: nil
        default: "Check the server setting and the network."
        }
    }
}

extension Gr4vyError.Kind {
    /// The case's name, for logs.
    var name: String {
        switch self {
        case .invalidGr4vyId: "invalidGr4vyId"
        case .badURL: "badURL"
        case .invalidTimeout: "invalidTimeout"
        case .invalidInput: "invalidInput"
        case .requestEncoding: "requestEncoding"
        case .httpError: "httpError"
        case .networkError: "networkError"
        case .responseDecoding: "responseDecoding"
        case .threeDSError: "threeDSError"
        case .uiContextError: "uiContextError"
        }
    }
}
