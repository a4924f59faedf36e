import Foundation
import Gr4vyClient
import TesseraCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A ``URLSessionProtocol`` for tests: records every `URLRequest` and answers with a fixed status and body,
/// a response that is not HTTP, or an error.
struct MockURLSession: URLSessionProtocol {
    /// What the session answers.
    enum Answer: Sendable {
        case http(status: Int, body: Data)
        case notHTTP
        case failure(any Error)
    }

    let answer: Answer
    private let recorded = Locked<[URLRequest]>([])

    /// Answers with `status` and `body`.
    init(status: Int = 200, body: String = "{}") {
        answer = .http(status: status, body: Data(body.utf8))
    }

    init(_ answer: Answer) {
        self.answer = answer
    }

    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        recorded.withLock { $0.append(request) }
        let url = request.url ?? URL(fileURLWithPath: "/")
        switch answer {
        case .http(let status, let body):
            guard
                let response = HTTPURLResponse(
                    url: url, statusCode: status, httpVersion: "HTTP/1.1",
                    headerFields: ["Content-Type": "application/json"])
            else { throw URLError(.badServerResponse) }
            return (body, response)
        case .notHTTP:
            return (Data(), URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil))
        case .failure(let error):
            throw error
        }
    }

    /// The requests received so far.
    var requests: [URLRequest] { recorded.value }
}
