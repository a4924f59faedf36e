import Foundation
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every error the Gr4vy client reports, with the cases of the official SDK.
///
/// Descriptions say what went wrong and what to do. For an HTTP error, ``apiError`` holds the parsed
/// Gr4vy error body (`code`, `status`, `message`, `details` with pointers) when the server sent one.
public enum Gr4vyError: Error, Sendable {
    /// The gr4vy id is empty or not letters, digits, `-` and `_`.
    case invalidGr4vyId
    /// A URL could not be formed or is not allowed (e.g. plain `http` to a remote host).
    case badURL(String)
    /// The server answered with a status outside 2xx.
    case httpError(statusCode: Int, responseData: Data?, message: String?)
    /// No response arrived: no connection, a timeout (`.timedOut`) or cancellation (`.cancelled`).
    case networkError(URLError)
    /// The response could not be read: not JSON of the expected shape, not UTF-8, or too large.
    case decodingError(String)
    /// 3-D Secure authentication failed.
    case threeDSError(String)
    /// No user interface was available to present a 3-D Secure challenge.
    case uiContextError(String)
    /// A timeout below one second, zero, negative or not finite was given.
    case invalidTimeout(TimeInterval)

    /// The parsed Gr4vy error body of an ``httpError(statusCode:responseData:message:)``, or nil.
    public var apiError: Gr4vyAPIError? {
        guard case .httpError(_, let data?, _) = self else { return nil }
        return try? JSONDecoder().decode(Gr4vyAPIError.self, from: data)
    }

    /// The HTTP status of an ``httpError(statusCode:responseData:message:)``, or nil.
    public var statusCode: Int? {
        guard case .httpError(let status, _, _) = self else { return nil }
        return status
    }
}

extension Gr4vyError: LocalizedError, CustomStringConvertible {
    /// What went wrong and what to do about it.
    public var errorDescription: String? { description }

    /// What went wrong and what to do about it.
    public var description: String {
        switch self {
        case .invalidGr4vyId:
            return "The gr4vy id is invalid: use your instance id (letters, digits, '-' and '_', "
                + "not starting or ending with '-'), e.g. 'acme' for api.acme.gr4vy.app."
        case .badURL(let message):
            return message
        case .httpError(let status, _, let message):
            var text = "HTTP \(status)"
            if let message, !message.isEmpty { text += ": \(message)" }
            if let details = apiError?.details, !details.isEmpty {
                text += " (" + details.map(\.summary).joined(separator: "; ") + ")"
            }
            // The message and details come from the server, which may echo a card number or a token.
            return Redactor().redact(text: text) + ". " + Self.advice(forStatus: status)
        case .networkError(let error):
            return Self.describe(error)
        case .decodingError(let message):
            return "The response could not be read: \(message)"
        case .threeDSError(let message):
            return "3-D Secure failed: \(message)"
        case .uiContextError(let message):
            return "No user interface for the 3-D Secure challenge: \(message)"
        case .invalidTimeout(let seconds):
            return "The timeout \(seconds) s is invalid: give a whole number of seconds of at least 1 "
                + "(URLSession on Linux counts whole seconds; fractions are rounded up)."
        }
    }

    private static func advice(forStatus status: Int) -> String {
        switch status {
        case 400: "The request was rejected; correct the fields named in the details."
        case 401: "The token is missing or has expired; create a new token and set it (updateToken)."
        case 403: "The token lacks the scope (or merchant account) this endpoint needs; create a token that has it."
        case 404: "An id in the request is unknown (checkout session, buyer or payment method); check it."
        case 409: "The request conflicts with the resource's state (e.g. a checkout session already used)."
        case 429: "Too many requests; wait a moment and try again."
        case 500...599: "The server failed; try again later."
        default: "See the response body for details."
        }
    }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: "The request timed out; try again or raise the timeout."
        case .cancelled: "The request was cancelled."
        case .cannotConnectToHost, .cannotFindHost, .notConnectedToInternet, .networkConnectionLost:
            "Cannot reach the server (URLError \(error.code.rawValue)); check the server setting and the network."
        default: "The request failed without a response (URLError \(error.code.rawValue)); check the network."
        }
    }
}
