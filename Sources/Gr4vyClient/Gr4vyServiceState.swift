import Foundation
import TesseraCore

/// The HTTP client and configuration a service sends with, replaced together by `updateSetup(_:)` while
/// requests may be in flight: each request reads both once, when it starts.
final class Gr4vyServiceState: Sendable {
    private let current: Locked<(client: any Gr4vyHTTPClientProtocol, configuration: Gr4vyHTTPConfiguration)>

    init(httpClient: any Gr4vyHTTPClientProtocol, configuration: Gr4vyHTTPConfiguration) {
        current = Locked((httpClient, configuration))
    }

    convenience init(configuration: Gr4vyHTTPConfiguration) {
        self.init(httpClient: Gr4vyHTTPClient(configuration: configuration), configuration: configuration)
    }

    /// The client and configuration, read together.
    var value: (client: any Gr4vyHTTPClientProtocol, configuration: Gr4vyHTTPConfiguration) {
        current.value
    }

    /// Replaces the setup and, as the SDK does, the client: a new ``Gr4vyHTTPClient`` on the same session.
    func update(_ setup: Gr4vySetup) {
        current.withLock { state in
            state.configuration = state.configuration.updated(with: setup)
            state.client = Gr4vyHTTPClient(configuration: state.configuration)
        }
    }

    /// Sends a request built from the current setup and decodes its answer as `T`.
    ///
    /// `url` builds the endpoint's URL; the merchant header is `merchantId`, else the setup's when
    /// `usesSetupMerchant`. A response that does not decode is ``Gr4vyError/decodingError(_:)`` naming the
    /// call and the field.
    func send<Body: Encodable, T: Decodable>(
        _ type: T.Type, method: String, url: (Gr4vySetup) throws -> URL, body: Body?, merchantId: String?,
        usesSetupMerchant: Bool = true, timeout: TimeInterval?
    ) async throws -> T {
        let (client, configuration) = value
        let target = try url(configuration.setup)
        let data = try await client.perform(
            to: target, method: method, body: body,
            merchantId: merchantId ?? (usesSetupMerchant ? configuration.setup.merchantId : nil), timeout: timeout)
        return try Self.decode(type, from: data, method: method, url: target)
    }

    /// Sends a request built from the current setup and returns the answer's body.
    func send<Body: Encodable>(
        method: String, url: (Gr4vySetup) throws -> URL, body: Body?, merchantId: String?,
        usesSetupMerchant: Bool = true, timeout: TimeInterval?
    ) async throws -> Data {
        let (client, configuration) = value
        return try await client.perform(
            to: try url(configuration.setup), method: method, body: body,
            merchantId: merchantId ?? (usesSetupMerchant ? configuration.setup.merchantId : nil), timeout: timeout)
    }

    /// Decodes `data` as `T`, naming the call and the field when it does not.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, method: String, url: URL) throws -> T {
        let call = Gr4vyOperation.name(method: method, path: url.path)
        guard String(data: data, encoding: .utf8) != nil else {
            throw Gr4vyError.decodingError("\(call): the body is not valid UTF-8.")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw Gr4vyError.decodingError(Redactor().redact(message: "\(call): \(reason(error))"))
        }
    }

    /// Why the JSON decoder could not read a body, naming the field.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "the field '\(path(context.codingPath + [key]))' is missing."
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "the field '\(path(context.codingPath))' has the wrong type or is null."
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            "the body is not valid JSON."
        case DecodingError.dataCorrupted(let context):
            "the field '\(path(context.codingPath))' has a value that is not allowed (\(context.debugDescription))."
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

/// The body of a request that sends none.
struct Gr4vyEmptyRequest: Encodable {}
