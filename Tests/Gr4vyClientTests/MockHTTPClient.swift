import Foundation
import Gr4vyClient
import TesseraCore

/// A ``Gr4vyHTTPClientProtocol`` for tests: records each call, with its body as JSON text, and answers
/// with a fixed body or error.
final class MockHTTPClient: Gr4vyHTTPClientProtocol, Sendable {
    /// One call of ``perform(to:method:body:merchantId:timeout:)``.
    struct Call: Sendable, Equatable {
        var url: URL
        var method: String
        var body: String?
        var merchantId: String?
        var timeout: TimeInterval?
    }

    private let answer: Result<Data, any Error>
    private let recorded = Locked<[Call]>([])

    init(body: String = "{}") {
        answer = .success(Data(body.utf8))
    }

    init(error: any Error) {
        answer = .failure(error)
    }

    func perform<Request: Encodable>(
        to url: URL, method: String, body: Request?, merchantId: String?, timeout: TimeInterval?
    ) async throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = try body.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        recorded.withLock {
            $0.append(Call(url: url, method: method, body: text, merchantId: merchantId, timeout: timeout))
        }
        return try answer.get()
    }

    /// The calls received so far.
    var calls: [Call] { recorded.value }
}
