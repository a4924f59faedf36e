import Foundation
import Transport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Talks to the token service over an `HTTPTransport`: JSON in the MDES Digital Enablement shape.
///
/// Every failure is a ``WalletError``: no answer is `tokenServiceUnreachable`, an answer that is not the
/// documented JSON is `tokenServiceInvalidResponse`, and a documented refusal is `tokenServiceRefused`
/// with its reason code.
struct TokenServiceClient: Sendable {
    let configuration: WalletConfiguration
    /// The wallet's credentials from enrollment, or before it the wallet provider's (which sign enrollment).
    let signer: @Sendable () -> RequestSigner?

    /// POSTs `body` to `path` and decodes the answer as `T`.
    func post<T: Decodable>(_ path: String, _ body: some Encodable, as type: T.Type) async throws(WalletError) -> T {
        try await send(.post, path, body: try Wire.encode(body), as: type)
    }

    /// Sends a request and decodes the answer as `T`.
    func send<T: Decodable>(_ method: HTTPMethod, _ path: String, body: Data? = nil, as type: T.Type)
        async throws(WalletError) -> T
    {
        guard let url = URL(string: path, relativeTo: configuration.baseURL)?.absoluteURL else {
            throw .invalidInput("bad token service path \(path)")
        }
        var headers: HTTPHeaders = ["Accept": "application/json"]
        if body != nil { headers["Content-Type"] = "application/json" }
        if let signer = signer() {
            do {
                let nonce = try configuration.environment.random.bytes(16).map { String(format: "%02x", $0) }.joined()
                headers["Authorization"] = try signer.authorization(
                    method: method.rawValue, path: url.path,
                    query: URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [],
                    body: body, timestamp: configuration.environment.clock.now(), nonce: nonce)
            } catch {
                throw .invalidInput("cannot sign the request: \(error)")
            }
        }
        let request = HTTPRequest(
            method: method, url: url, headers: headers, body: body, timeout: configuration.timeout)
        let response: HTTPResponse
        do {
            response = try await configuration.transport.send(request)
        } catch {
            throw .tokenServiceUnreachable("\(error)")
        }
        guard response.isSuccess else { throw Self.refusal(response) }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            throw .tokenServiceInvalidResponse("\(path) answered \(response.status) with a body that is not \(T.self)")
        }
    }

    /// The error for a non-2xx answer: the MDES error's reason code when the body has one.
    private static func refusal(_ response: HTTPResponse) -> WalletError {
        guard let errors = try? JSONDecoder().decode(Wire.ErrorBody.self, from: response.body),
            let first = errors.errors.error.first
        else {
            return .tokenServiceInvalidResponse("status \(response.status) without an error body")
        }
        return .tokenServiceRefused(status: response.status, reasonCode: first.reasonCode, message: first.description)
    }
}
