import Foundation
import Transport

/// A transport that remembers the payment keys the token service sent, to look for them on disk.
// Safe: `keys` is only read and written while holding `lock`; `inner` is an immutable `let` of a Sendable transport.
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let inner: any HTTPTransport
    private var keys: [Data] = []

    init(_ inner: any HTTPTransport) {
        self.inner = inner
    }

    func paymentKeys() -> [Data] { lock.withLock { keys } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await inner.send(request)
        if request.path.hasSuffix("/replenish"),
            let object = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            let credentials = object["transactionCredentials"] as? [[String: Any]]
        {
            let found = credentials.compactMap { ($0["key"] as? String).flatMap { Data(base64Encoded: $0) } }
            lock.withLock { keys += found }
        }
        return response
    }
}
