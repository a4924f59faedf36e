import Foundation
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Builds, sends and reads the requests of every service: headers, timeouts, error mapping, decoding.
struct Gr4vyAPI: Sendable {
    /// The largest response body accepted, in bytes (10 MiB); larger bodies are a decoding error.
    static let maximumResponseBytes = 10 * 1024 * 1024

    let baseURL: URL
    let transport: any HTTPTransport
    let credentials: Gr4vyCredentials
    let defaultTimeout: TimeInterval

    /// Sends the request of `operation` and returns the 2xx response.
    func send(
        _ operation: Gr4vyOperation,
        query: [(String, String)] = [],
        body: Data? = nil,
        merchantId: String? = nil,
        timeout: TimeInterval?
    ) async throws(Gr4vyError) -> HTTPResponse {
        let request = try makeRequest(
            operation, query: query, body: body, merchantId: merchantId, timeout: timeout)
        guard !Task.isCancelled else { throw Gr4vyError(.networkError(URLError(.cancelled)), operation: operation) }
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as URLError {
            throw Gr4vyError(.networkError(error), operation: operation, underlyingError: error)
        } catch is CancellationError {
            throw Gr4vyError(.networkError(URLError(.cancelled)), operation: operation)
        } catch {
            throw Gr4vyError(.networkError(URLError(.unknown)), operation: operation, underlyingError: error)
        }
        guard response.body.count <= Self.maximumResponseBytes else {
            throw Gr4vyError(
                .responseDecoding(
                    "the body of \(response.body.count) bytes exceeds the limit of \(Self.maximumResponseBytes) bytes."
                ), operation: operation)
        }
        guard response.isSuccess else {
            let apiError = try? JSONDecoder().decode(Gr4vyAPIError.self, from: response.body)
            let message = apiError?.message ?? Self.fallbackMessage(response)
            throw Gr4vyError(
                .httpError(statusCode: response.status, responseData: response.body, message: message),
                operation: operation)
        }
        return response
    }

    /// Decodes the 2xx response body of `operation` as `type`.
    func decode<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse, of operation: Gr4vyOperation
    ) throws(Gr4vyError) -> T {
        guard String(data: response.body, encoding: .utf8) != nil else {
            throw Gr4vyError(.responseDecoding("the body is not valid UTF-8."), operation: operation)
        }
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            throw Gr4vyError(.responseDecoding(Self.reason(error)), operation: operation, underlyingError: error)
        }
    }

    /// The JSON encoding of the request body of `operation`.
    func encode<T: Encodable>(_ value: T, for operation: Gr4vyOperation) throws(Gr4vyError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw Gr4vyError(.requestEncoding, operation: operation, underlyingError: error)
        }
    }

    /// The request of `operation` with every header the API expects.
    func makeRequest(
        _ operation: Gr4vyOperation,
        query: [(String, String)],
        body: Data?,
        merchantId: String?,
        timeout: TimeInterval?
    ) throws(Gr4vyError) -> HTTPRequest {
        let seconds = timeout ?? defaultTimeout
        guard Gr4vy.isValid(timeout: seconds) else { throw Gr4vyError(.invalidTimeout(seconds), operation: operation) }
        guard let url = Gr4vyURLBuilder.url(base: baseURL, path: operation.path, query: query) else {
            throw Gr4vyError(.badURL("No URL can be formed for \(operation.path)."), operation: operation)
        }
        let (token, defaultMerchantId) = credentials.current
        var headers: HTTPHeaders = [
            "Content-Type": "application/json",
            "User-Agent": Gr4vyUserAgent.current,
        ]
        if let token {
            headers["Authorization"] = "Bearer \(token)"
        }
        if let merchant = Gr4vyCredentials.nonBlank(merchantId) ?? defaultMerchantId {
            headers["x-gr4vy-merchant-account-id"] = merchant
        }
        // A control character (a line break above all) would end the header early and let the rest of the
        // value pose as further headers; such a value is refused, and not echoed, since it may be the token.
        if let field = headers.first(where: { $0.value.unicodeScalars.contains(where: Self.isControl) }) {
            throw Gr4vyError(
                .invalidInput("The \(field.name) header value holds a control character such as a line break; fix it."),
                operation: operation)
        }
        return HTTPRequest(method: operation.method, url: url, headers: headers, body: body, timeout: seconds)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }

    private static func fallbackMessage(_ response: HTTPResponse) -> String {
        let kind = response.headers["Content-Type"]?.lowercased().contains("html") == true ? "an HTML" : "a non-Gr4vy"
        return response.body.isEmpty
            ? "The server answered \(response.status) with an empty body."
            : "The server answered \(response.status) with \(kind) body of \(response.body.count) bytes."
    }

    /// Why `error` of the JSON decoder could not read a body, naming the field.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "the field '\(path(context.codingPath + [key]))' is missing."
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "the field '\(path(context.codingPath))' has the wrong type or is null."
        case DecodingError.dataCorrupted(let context):
            "the body is not valid JSON (\(context.debugDescription))."
        default:
            "\(error)"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
