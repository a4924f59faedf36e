import Foundation
import TesseraCore
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The SDK's HTTP client: builds each request from the setup, sends it with the configuration's session
/// and maps failures onto ``Gr4vyError``.
///
/// Every request carries `Content-Type: application/json`, the ``Gr4vySDK/userAgent``, `Authorization:
/// Bearer <token>` when the setup has a token, and `x-gr4vy-merchant-account-id` when the merchant id given
/// is not blank. A GET sends its body as query items (see ``perform(to:method:body:merchantId:timeout:)``).
/// A status outside 200–299 is ``Gr4vyError/httpError(statusCode:responseData:message:)``, a `URLError`
/// ``Gr4vyError/networkError(_:)``; any other error of the session passes through.
public final class Gr4vyHTTPClient: Gr4vyHTTPClientProtocol {
    /// The largest response body accepted, in bytes (10 MiB); a larger one is a decoding error.
    public static let maximumResponseBytes = 10 * 1024 * 1024

    /// The setup, debug flag and session the client was made with.
    public let configuration: Gr4vyHTTPConfiguration

    /// Creates a client.
    public init(configuration: Gr4vyHTTPConfiguration) {
        self.configuration = configuration
    }

    /// Sends `body` to `url` and returns the body of the 2xx response (possibly empty).
    ///
    /// A GET sends no body: `body` is encoded to a JSON object, nulls are dropped, a single top-level
    /// object is unwrapped (`{"card_details": {…}}` gives its fields), nested objects become
    /// `parent.child` items and arrays repeated `key[]` items, appended to the URL's own query. Booleans
    /// are sent as `true` and `false`, as the API's document reads them. Any other method sends `body` as
    /// JSON, or nothing when it is nil.
    ///
    /// The timeout is `timeout` when given, else the setup's; a value of zero or less gives 30 seconds.
    public func perform<Request: Encodable>(
        to url: URL, method: String = "POST", body: Request?, merchantId: String?, timeout: TimeInterval? = nil
    ) async throws -> Data {
        let request = try makeRequest(to: url, method: method, body: body, merchantId: merchantId, timeout: timeout)
        let call = Gr4vyOperation.name(method: request.method.rawValue, path: request.path)
        return try await send(request, call: call)
    }

    /// The request `perform` sends, with every header; throws `EncodingError` for a body that does not
    /// encode, and ``Gr4vyError/badURL(_:)`` for a header value with a control character.
    func makeRequest<Request: Encodable>(
        to url: URL, method: String, body: Request?, merchantId: String?, timeout: TimeInterval?,
        headers extra: HTTPHeaders = [:]
    ) throws -> HTTPRequest {
        let setup = configuration.setup
        let seconds = setup.effectiveTimeout(timeout)
        if seconds != (timeout ?? setup.timeout) {
            Gr4vyLogger.log("The timeout \(timeout ?? setup.timeout) s is not above zero; using \(seconds) s.")
        }
        let isGet = method.uppercased() == "GET"
        var target = url
        var data: Data?
        if let body {
            if isGet {
                target = try Gr4vyQueryEncoder.url(url, appending: body)
            } else {
                data = try Self.encoder.encode(body)
            }
        }
        var headers: HTTPHeaders = ["Content-Type": "application/json", "User-Agent": Gr4vySDK.userAgent]
        if let token = setup.token {
            headers["Authorization"] = "Bearer \(token)"
        }
        if let merchantId, !merchantId.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            headers["x-gr4vy-merchant-account-id"] = merchantId
        }
        for field in extra { headers[field.name] = field.value }
        // A control character (a line break above all) would end the header early and let the rest pose as
        // further headers; such a value is refused, and not echoed, since it may be the token.
        if let field = headers.first(where: { $0.value.unicodeScalars.contains(where: Self.isControl) }) {
            throw Gr4vyError.badURL(
                "the \(field.name) header value holds a control character such as a line break; set it again without one."
            )
        }
        return HTTPRequest(
            method: HTTPMethod(rawValue: method.uppercased()), url: target, headers: headers, body: data,
            timeout: seconds)
    }

    func send(_ request: HTTPRequest, call: String) async throws -> Data {
        var request = request
        var transport: any HTTPTransport
        if let session = configuration.session as? Gr4vyTransportSession {
            request = session.route(request)
            transport = session.transport
        } else {
            transport = SessionTransport(session: configuration.session)
        }
        if configuration.debugMode || Gr4vyLogger.isCapturing {
            Gr4vyLogger.exchange("[Gr4vy] \(call)")
            transport = MiddlewareTransport(
                base: transport,
                middlewares: [DebugLoggingMiddleware(sink: LogSink { Gr4vyLogger.exchange($0) }, label: "Gr4vy")])
        }
        guard !Task.isCancelled else { throw Gr4vyError.networkError(URLError(.cancelled)) }
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as URLError {
            throw Gr4vyError.networkError(error)
        } catch is CancellationError {
            throw Gr4vyError.networkError(URLError(.cancelled))
        }
        guard response.body.count <= Self.maximumResponseBytes else {
            throw Gr4vyError.decodingError(
                "\(call): the body of \(response.body.count) bytes exceeds the limit of \(Self.maximumResponseBytes) bytes."
            )
        }
        guard response.isSuccess else {
            throw Gr4vyError.httpError(
                statusCode: response.status, responseData: response.body, message: Self.message(of: response))
        }
        return response.body
    }

    /// The message of an error answer: the body's `message`, else its `error`; a JSON string or a short text
    /// body as it is; nil for other JSON. Card numbers and credentials in it are replaced.
    static func message(of response: HTTPResponse) -> String? {
        let redactor = Redactor()
        switch JSONValue(parsing: response.body) {
        case .object(let members)?:
            let text = members["message"]?.string ?? members["error"]?.string
            return text.map { redactor.redact(message: $0) }
        case .string(let text)?:
            return redactor.redact(message: text)
        case .some:
            return nil
        case nil:
            break
        }
        let isHTML = response.headers["Content-Type"]?.lowercased().contains("html") == true
        if !isHTML, response.body.count <= 512, let text = String(data: response.body, encoding: .utf8) {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : redactor.redact(message: trimmed)
        }
        return "The server answered \(response.status) with \(isHTML ? "an HTML" : "a non-JSON") body of "
            + "\(response.body.count) bytes"
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}

/// Sends Tessera requests with any ``URLSessionProtocol``.
struct SessionTransport: HTTPTransport {
    let session: any URLSessionProtocol

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (data, response) = try await session.data(
            for: URLRequest(request, defaultTimeout: Gr4vySetup.defaultTimeout))
        return try HTTPResponse(data: data, response: response)
    }
}
