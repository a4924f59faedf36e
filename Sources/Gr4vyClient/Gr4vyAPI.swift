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

    /// Sends a request to `path` under the base URL and returns the 2xx response.
    func send(
        _ method: HTTPMethod,
        path: String,
        query: [(String, String)] = [],
        body: Data? = nil,
        merchantId: String? = nil,
        timeout: TimeInterval?
    ) async throws(Gr4vyError) -> HTTPResponse {
        let request = try makeRequest(
            method, path: path, query: query, body: body, merchantId: merchantId, timeout: timeout)
        guard !Task.isCancelled else { throw .networkError(URLError(.cancelled)) }
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as URLError {
            throw .networkError(error)
        } catch is CancellationError {
            throw .networkError(URLError(.cancelled))
        } catch {
            throw .networkError(URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error]))
        }
        guard response.body.count <= Self.maximumResponseBytes else {
            throw .decodingError(
                "the body of \(response.body.count) bytes exceeds the limit of \(Self.maximumResponseBytes) bytes.")
        }
        guard response.isSuccess else {
            let apiError = try? JSONDecoder().decode(Gr4vyAPIError.self, from: response.body)
            let message = apiError?.message ?? Self.fallbackMessage(response)
            throw .httpError(statusCode: response.status, responseData: response.body, message: message)
        }
        return response
    }

    /// Decodes a 2xx response body as `type`.
    func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(Gr4vyError) -> T {
        guard String(data: response.body, encoding: .utf8) != nil else {
            throw .decodingError("the body is not valid UTF-8.")
        }
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .decodingError("the field '\(Self.path(context.codingPath + [key]))' is missing.")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw .decodingError("the field '\(Self.path(context.codingPath))' has the wrong type or is null.")
        } catch let DecodingError.dataCorrupted(context) {
            throw .decodingError("the body is not valid JSON (\(context.debugDescription)).")
        } catch {
            throw .decodingError("\(error)")
        }
    }

    /// The JSON encoding of a request body.
    func encode<T: Encodable>(_ value: T) throws(Gr4vyError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw .badURL("The request body could not be encoded: \(error)")
        }
    }

    /// The request with every header the API expects.
    func makeRequest(
        _ method: HTTPMethod,
        path: String,
        query: [(String, String)],
        body: Data?,
        merchantId: String?,
        timeout: TimeInterval?
    ) throws(Gr4vyError) -> HTTPRequest {
        let timeout = try Gr4vy.validated(timeout: timeout ?? defaultTimeout)
        let url = try Gr4vyURLBuilder.url(base: baseURL, path: path, query: query)
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
            throw .badURL("The \(field.name) header value holds a control character such as a line break; fix it.")
        }
        return HTTPRequest(method: method, url: url, headers: headers, body: body, timeout: timeout)
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
