import Foundation
import Sandbox
import TesseraClient
import TesseraCore
import Transport

/// The webhook-subscription operations of a served emulator, called with a fresh development token each
/// time (the emulator accepts tokens of its published development key).
struct EmulatorWebhookAPI: Sendable {
    /// The emulator's base URL.
    let baseURL: URL
    /// The merchant account whose events the subscription receives, or nil for every account's.
    let merchantAccountID: String?
    private let transport = URLSessionTransport(defaultTimeout: 10)

    init(baseURL: URL, merchantAccountID: String?) {
        self.baseURL = baseURL
        self.merchantAccountID = merchantAccountID
    }

    /// `POST /webhook-subscriptions` for `url`: the new subscription's id and signing secret.
    func subscribe(url: String) async throws -> (id: String, secret: String) {
        let body: JSONValue = ["url": .string(url)]
        let response = try await send(.post, "/webhook-subscriptions", body: body.compactData)
        guard response.status == 201, let answer = JSONValue(parsing: response.body),
            let id = answer["id"]?.string, let secret = answer["secret"]?.string
        else {
            throw CLIError.failure(
                "The emulator at \(baseURL.absoluteString) refused the subscription (\(Self.reason(response))); "
                    + "check that it is a running 'tessera sandbox serve'.")
        }
        return (id, secret)
    }

    /// `DELETE /webhook-subscriptions/{id}`.
    func unsubscribe(id: String) async throws {
        let response = try await send(.delete, "/webhook-subscriptions/\(id)", body: nil)
        guard response.status == 204 || response.status == 404 else {
            throw CLIError.failure("the emulator answered \(Self.reason(response))")
        }
    }

    /// `GET /webhook-subscriptions`, page by page: the ids of the subscriptions that deliver to `url`.
    func subscriptionIDs(deliveringTo url: String) async throws -> [String] {
        var ids: [String] = []
        var cursor: String?
        // 100 pages of 100: more subscriptions than an emulator on a developer's machine holds.
        for _ in 0..<100 {
            var query = [URLQueryItem(name: "limit", value: "100")]
            if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
            let response = try await send(.get, "/webhook-subscriptions", query: query, body: nil)
            guard response.status == 200, let answer = JSONValue(parsing: response.body),
                case .array(let items)? = answer["items"]
            else {
                throw CLIError.failure("the emulator answered \(Self.reason(response))")
            }
            ids += items.compactMap { $0["url"]?.string == url ? $0["id"]?.string : nil }
            guard let next = answer["next_cursor"]?.string else { break }
            cursor = next
        }
        return ids
    }

    private func send(_ method: HTTPMethod, _ path: String, query: [URLQueryItem] = [], body: Data?) async throws
        -> HTTPResponse
    {
        var headers: HTTPHeaders = [
            "Authorization": "Bearer " + (try DevelopmentToken.make(now: Date(), id: UUID(), expiresIn: 300)),
            "Accept": "application/json",
        ]
        if body != nil { headers["Content-Type"] = "application/json" }
        if let merchantAccountID { headers["X-Gr4vy-Merchant-Account-Id"] = merchantAccountID }
        var url = baseURL.appendingPathComponent(path)
        if !query.isEmpty { url.append(queryItems: query) }
        let request = HTTPRequest(method: method, url: url, headers: headers, body: body)
        do {
            return try await transport.send(request)
        } catch {
            throw CLIError.failure(
                "Cannot reach the emulator at \(baseURL.absoluteString) (\(ErrorReport(error).clause)); start "
                    + "'tessera sandbox serve' and pass the URL it prints as --emulator.")
        }
    }

    /// The status and the error message of an answer, e.g. `422: The url must use http or https`.
    private static func reason(_ response: HTTPResponse) -> String {
        let answer = JSONValue(parsing: response.body)
        let detail =
            answer?["message"]?.string
            ?? answer?["detail"].flatMap { if case .array(let items) = $0 { items.first?["msg"]?.string } else { nil } }
        return detail.map { "\(response.status): \($0)" } ?? "\(response.status)"
    }
}
