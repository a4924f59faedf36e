import Foundation
import TesseraCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An error of the Gr4vy client: the Gr4vy Swift SDK's seven cases, exactly.
///
/// The strings the cases hold say what went wrong and, where there was one, which API call it was
/// (`list_payment_options (POST /payment-options): …`); with `debugMode` on, the debug log has the
/// exchange. Errors from your own ``Gr4vyHTTPClientProtocol`` or ``URLSessionProtocol`` other than
/// `URLError` pass through unchanged, and so does a request body's `EncodingError`, as in the SDK.
///
/// ```swift
/// do {
///     try await gr4vy.tokenize(checkoutSessionId: id, cardData: cardData)
/// } catch let error as Gr4vyError {
///     switch error {
///     case .httpError(let status, _, let message): show("\(status): \(message ?? "")")
///     case .networkError(let urlError): show(urlError.localizedDescription)
///     case .invalidGr4vyId, .badURL, .decodingError, .threeDSError, .uiContextError: show(error.localizedDescription)
///     }
/// }
/// ```
public enum Gr4vyError: Error, LocalizedError, Equatable, Sendable {
    /// `Gr4vy.init` was given an empty gr4vy id.
    case invalidGr4vyId
    /// No valid URL can be built: a gr4vy id with characters a host cannot hold, an empty checkout session
    /// id, a value that may not travel in a URL, or a server URL that is not allowed.
    case badURL(String)
    /// The server answered with a status outside 200–299; `message` is the body's `message` (or `error`),
    /// a short text body as it is, or nil.
    case httpError(statusCode: Int, responseData: Data?, message: String?)
    /// No response arrived: no connection, a timeout (`.timedOut`), cancellation (`.cancelled`), or a
    /// response that is not HTTP (`.badServerResponse`).
    case networkError(URLError)
    /// The response could not be read; the string names the call and the field.
    case decodingError(String)
    /// 3-D Secure could not run as asked.
    case threeDSError(String)
    /// A 3-D Secure challenge is needed and there is no way to show it.
    case uiContextError(String)

    /// One sentence of what went wrong, as the SDK words it.
    public var errorDescription: String? {
        switch self {
        case .invalidGr4vyId:
            "The provided Gr4vy ID is invalid or empty. Please check your configuration."
        case .badURL(let detail):
            "Invalid URL configuration: \(detail)"
        case .httpError(let status, _, let message):
            "API request failed with status \(status): \(message ?? "Unknown error occurred")"
        case .networkError(let error):
            "Network connectivity error: \(Self.describe(error))"
        case .decodingError(let detail):
            "Failed to process server response: \(detail)"
        case .threeDSError(let detail):
            "Failed to start a 3DS session: \(detail)"
        case .uiContextError(let detail):
            "UI context error: \(detail)"
        }
    }

    /// What the URL loading system said of an error it has no code for (curl's text on Linux, such as
    /// `SSL: no alternative certificate subject name matches target host name '10.0.0.1'`), or nil.
    private static func detail(of error: URLError) -> String? {
        guard let text = error.userInfo[NSLocalizedDescriptionKey] as? String,
            !text.isEmpty, text != "(null)"
        else { return nil }
        return Redactor().redact(message: text)
    }

    /// A `URLError` in words, e.g. `the request timed out (URLError -1001)`; for a code with no words of its
    /// own, what the URL loading system said of it.
    static func describe(_ error: URLError) -> String {
        let what =
            switch error.code {
            case .timedOut: "the request timed out"
            case .cancelled: "the request was cancelled"
            case .cannotFindHost, .dnsLookupFailed: "the server's host name could not be found"
            case .cannotConnectToHost: "the server refused the connection or is not running"
            case .notConnectedToInternet: "this device is not connected to a network"
            case .networkConnectionLost: "the connection was lost during the request"
            case .badServerResponse: "the server's answer was not an HTTP response"
            case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
                "a secure connection to the server could not be made"
            default:
                Self.detail(of: error).map { "the request failed: \($0)" } ?? "the request failed without a response"
            }
        return "\(what) (URLError \(error.code.rawValue))"
    }
}

extension Gr4vyError {
    /// The HTTP status of an ``httpError(statusCode:responseData:message:)``, or nil.
    public var statusCode: Int? {
        guard case .httpError(let status, _, _) = self else { return nil }
        return status
    }

    /// The body of an ``httpError(statusCode:responseData:message:)``, or nil; it may echo secrets, so
    /// redact it before showing it.
    public var responseData: Data? {
        guard case .httpError(_, let data, _) = self else { return nil }
        return data
    }

    /// The parsed Gr4vy error body of an ``httpError(statusCode:responseData:message:)``, or nil.
    public var apiError: Gr4vyAPIError? {
        guard let responseData else { return nil }
        return try? JSONDecoder().decode(Gr4vyAPIError.self, from: responseData)
    }
}
