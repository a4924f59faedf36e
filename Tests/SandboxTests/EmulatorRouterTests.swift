import Foundation
import HTTPServer
import Sandbox
import TesseraTestSupport
import Testing
import Transport

/// The route tables of the Gr4vy API, the ACS and the token service on the wire, served as `tessera sandbox serve`
/// serves them: what each answers for unknown paths, wrong methods, HEAD, encoded and trailing-slash paths and
/// overlapping patterns.
@Suite struct EmulatorRouterTests {
    /// Who signs a request.
    enum Credential: Sendable {
        /// No credentials.
        case none
        /// The Gr4vy API's bearer token.
        case bearer
        /// The token service's wallet provider.
        case provider
    }

    struct Server {
        let server: HTTPServer
        let port: Int
        let bearer: String
        let provider: OAuthRequestSigner

        /// Sends `method` `target` over a fresh connection, with `credential`.
        func send(_ method: String, _ target: String, _ credential: Credential) throws -> RawExchange.Answer {
            var headers: [(String, String)] = []
            switch credential {
            case .none: break
            case .bearer: headers.append(("Authorization", "Bearer \(bearer)"))
            case .provider:
                let request = HTTPRequest(
                    method: HTTPMethod(rawValue: method), url: URL(string: "http://127.0.0.1:\(port)\(target)")!)
                let signed = try provider.sign(request, at: Date())
                headers.append(("Authorization", signed.headers["Authorization"] ?? ""))
            }
            if method == "POST" { headers.append(("Content-Length", "0")) }
            return try RawExchange.send(port: port, method, target, headers: headers)
        }
    }

    static func withServer(_ body: (Server) async throws -> Void) async throws {
        let payments = try SandboxHandler(store: SandboxStore.ephemeral(), environment: .fixed(at: SandboxHarness.now))
        let service = TokenService(store: try TokenServiceStore.ephemeral())
        let credentials = try service.providerCredentials()
        let server = HTTPServer(
            handler: EmulatorHandler(payments: payments, tokenService: TokenServiceHandler(service: service)))
        let port = try server.start()
        let running = Server(
            server: server, port: port, bearer: try DevelopmentToken.make(now: SandboxHarness.now, id: UUID()),
            provider: OAuthRequestSigner(consumerKey: credentials.consumerKey, secret: credentials.secret))
        do {
            try await body(running)
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    static let lookup = "?currency=USD&bin=42424242"

    @Test func eachServiceAnswersFromItsTable() async throws {
        let cases: [(String, String, Credential, Int, String?)] = [
            // The Gr4vy API.
            ("GET", "/nope", .bearer, 404, nil),
            ("GET", "/checkout/sessions/a/b/c", .bearer, 404, nil),
            ("PATCH", "/checkout/sessions/abc", .bearer, 405, "GET, PUT, DELETE"),
            ("POST", "/card-details", .bearer, 405, "GET"),
            ("HEAD", "/checkout/sessions", .bearer, 405, "POST"),
            ("PUT", "/buyers/payment-methods", .bearer, 405, "GET"),
            ("GET", "/transactions/x/refunds/all", .bearer, 405, "POST"),
            ("GET", "/card-details/" + Self.lookup, .bearer, 200, nil),
            ("GET", "/card%2Ddetails" + Self.lookup, .bearer, 200, nil),
            ("GET", "/buyers/..%2Fcard-details" + Self.lookup, .bearer, 404, nil),
            ("GET", "/card-details" + Self.lookup, .none, 401, nil),
            // The ACS: POST only, and no bearer token (its messages authenticate themselves).
            ("GET", "/three-d-secure/acs", .none, 405, "POST"),
            ("HEAD", "/three-d-secure/acs", .none, 405, "POST"),
            ("POST", "/three-d-secure/acs/", .none, 200, nil),
            // The token service.
            ("GET", "/mdes/digitization/1/0/suspend", .provider, 405, "POST"),
            ("POST", "/mdes/digitization/1/0/teleport", .provider, 404, nil),
            ("GET", "/mdes/assets/1/0/asset/terms%2Evisa", .provider, 200, nil),
            ("GET", "/mdes/assets/1/0/asset/..%2Fterms.visa", .provider, 404, nil),
            ("GET", "/mdes/assets/1/0/asset/terms.visa", .none, 401, nil),
            ("POST", "/mdes/issuer/1/0/suspend", .provider, 401, nil),
        ]
        try await Self.withServer { server in
            for (method, target, credential, status, allow) in cases {
                let answer = try server.send(method, target, credential)
                #expect(answer.status == status, "\(method) \(target)")
                #expect(answer.header("Allow") == allow, "\(method) \(target)")
            }
        }
    }

    @Test func headOnAGetRouteIsTheGetWithoutItsBody() async throws {
        try await Self.withServer { server in
            for (target, credential) in [
                ("/card-details" + Self.lookup, Credential.bearer), ("/mdes/assets/1/0/asset/terms.visa", .provider),
                ("/transactions/x", .bearer), ("/mdes/testing/1/0/outbox", .provider),
            ] {
                let get = try server.send("GET", target, credential)
                let head = try server.send("HEAD", target, credential)
                #expect(head.status == get.status, "\(target)")
                #expect(head.headers == get.headers, "\(target)")
                #expect(head.header("Content-Length") == "\(get.body.count)", "\(target)")
                #expect(!get.body.isEmpty, "\(target)")
                #expect(head.body.isEmpty, "\(target)")
            }
        }
    }
}
