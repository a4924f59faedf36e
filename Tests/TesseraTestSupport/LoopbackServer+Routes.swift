import Foundation

extension LoopbackServer {
    /// A canned answer for one route.
    public struct Route: Sendable {
        /// The status code.
        public let status: Int
        /// The body text.
        public let body: String
        /// The `Content-Type`.
        public let contentType: String

        /// Creates a canned answer.
        public init(status: Int, body: String, contentType: String = "application/json") {
            self.status = status
            self.body = body
            self.contentType = contentType
        }
    }

    /// A server answering `"METHOD /path"` (query ignored) from `routes`, and 404 with a Gr4vy-style
    /// error body otherwise.
    public static func serving(_ routes: [String: Route]) throws -> LoopbackServer {
        try LoopbackServer { request in
            let path = request.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.target
            let route =
                routes["\(request.method) \(path)"]
                ?? Route(status: 404, body: #"{"type":"error","code":"not_found","status":404,"message":"No route"}"#)
            return .respond(
                status: route.status, headers: [("Content-Type", route.contentType)], body: Data(route.body.utf8))
        }
    }

    /// The base URL, `http://127.0.0.1:<port>`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }
}
