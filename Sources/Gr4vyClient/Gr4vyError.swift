import Foundation
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An error of the Gr4vy client: what went wrong, the API call it happened in and the error underneath.
///
/// ``kind`` says what went wrong, with one case per cause; ``operation`` names the API call (its
/// OpenAPI operation id, method and path) when the error happened while making or reading one; and
/// ``underlyingError`` holds the error a lower layer threw, if any. ``description`` is one neutral
/// sentence of what went wrong followed by ``advice``, which an app may replace with its own words:
///
/// ```swift
/// do {
///     _ = try await gr4vy.tokenize(checkoutSessionId: id, cardData: cardData)
/// } catch {
///     var error = error
///     if error.statusCode == 401 { error.advice = "Sign in again." }
///     print(error.description)
/// }
/// ```
public struct Gr4vyError: Error, Sendable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The gr4vy id is empty or not letters, digits, `-` and `_`.
        case invalidGr4vyId
        /// A server URL is not allowed (e.g. plain `http` to a remote host) or no URL could be formed.
        case badURL(String)
        /// A timeout below one second, zero, negative or not finite was given.
        case invalidTimeout(TimeInterval)
        /// A request's input was refused before anything was sent, e.g. an empty checkout session id.
        case invalidInput(String)
        /// The request body could not be encoded as JSON; ``Gr4vyError/underlyingError`` says why.
        case requestEncoding
        /// The server answered with a status outside 2xx.
        case httpError(statusCode: Int, responseData: Data?, message: String?)
        /// No response arrived: no connection, a timeout (`.timedOut`) or cancellation (`.cancelled`).
        case networkError(URLError)
        /// The response could not be read: not JSON of the expected shape, not UTF-8, or too large.
        case responseDecoding(String)
        /// 3-D Secure authentication could not be run as asked (e.g. an SDK timeout out of range, an
        /// answer the SDK cannot act on).
        case threeDSError(String)
        /// A 3-D Secure challenge is needed and no user interface (challenge presenter) was given.
        case uiContextError(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// The API call the error happened in, or nil for an error of the client's configuration.
    public let operation: Gr4vyOperation?
    /// The error a lower layer threw (the transport, the JSON encoder or decoder), if any.
    public let underlyingError: (any Error)?
    /// What to do about it, in words that name no SDK method; replace it to give your users your own.
    public var advice: String?

    /// Creates an error of `kind`, with the client's default ``advice`` for it.
    public init(_ kind: Kind, operation: Gr4vyOperation? = nil, underlyingError: (any Error)? = nil) {
        self.kind = kind
        self.operation = operation
        self.underlyingError = underlyingError
        self.advice = Self.defaultAdvice(for: kind)
    }

    /// The parsed Gr4vy error body of an HTTP error, or nil.
    public var apiError: Gr4vyAPIError? {
        guard let responseData else { return nil }
        return try? JSONDecoder().decode(Gr4vyAPIError.self, from: responseData)
    }

    /// The HTTP status of an HTTP error, or nil.
    public var statusCode: Int? {
        guard case .httpError(let status, _, _) = kind else { return nil }
        return status
    }

    /// The body of an HTTP error's response, or nil; it may echo secrets, so redact it before showing it.
    public var responseData: Data? {
        guard case .httpError(_, let data, _) = kind else { return nil }
        return data
    }
}

extension Gr4vyError {
    /// A ``Kind/threeDSError(_:)`` error.
    static func threeDSError(_ message: String) -> Gr4vyError { Gr4vyError(.threeDSError(message)) }

    /// A ``Kind/uiContextError(_:)`` error.
    static func uiContextError(_ message: String) -> Gr4vyError { Gr4vyError(.uiContextError(message)) }
}
