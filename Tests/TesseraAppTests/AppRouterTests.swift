import Checkout
import DigitalWallet
import Foundation
import HTTPServer
import Sandbox
import TesseraCore
import TesseraTestSupport
import Testing
import Transport

@testable import TesseraApp
@testable import tessera

/// The app's route table on the wire: unknown paths, wrong methods with their exact `Allow`, HEAD, encoded and
/// trailing-slash paths, overlapping patterns, and the gate's rule taken from the route a request reaches.
@Suite struct AppRouterTests {
    static let token = String(repeating: "cd", count: 32)

    static func withServer(_ body: (Int) async throws -> Void) async throws {
        let directory = NSTemporaryDirectory() + "app-router-tests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let service = TokenService(store: try TokenServiceStore.ephemeral())
        let provider = try service.providerCredentials()
        let wallet = try Wallet(
            configuration: WalletConfiguration(
                transport: TokenServiceTransport(handler: TokenServiceHandler(service: service)),
                dataDirectory: directory,
                providerCredentials: WalletProviderCredentials(
                    consumerKey: provider.consumerKey, secret: provider.secret)))
        let resources = try AppResources.load()
        let desk = await MainActor.run { CheckoutDesk(resources: resources, environment: .live) }
        let port = Locked(0)
        let handler = AppHandler(
            token: token, port: port, resources: resources, desk: desk,
            wallet: WalletPages(wallet: wallet, issuer: TokenServiceIssuer(service: service), layout: resources.layout),
            challenges: ChallengeBoard())
        let server = HTTPServer(handler: handler)
        port.replace(with: try server.start())
        do {
            try await body(port.value)
        } catch {
            await server.shutdown()
            throw error
        }
        await server.shutdown()
    }

    /// `method` `target` with the launch's cookie and, when `origin` is given, that Origin.
    static func send(_ port: Int, _ method: String, _ target: String, cookie: Bool = true, origin: String? = nil)
        throws -> RawExchange.Answer
    {
        var headers: [(String, String)] = []
        if cookie { headers.append(("Cookie", "tessera_app_\(port)=\(token)")) }
        if let origin { headers.append(("Origin", origin == "self" ? "http://127.0.0.1:\(port)" : origin)) }
        if method == "POST" || method == "PUT" { headers.append(("Content-Length", "0")) }
        return try RawExchange.send(port: port, method, target, headers: headers)
    }

    @Test func theAppAnswersFromItsTable() async throws {
        let run = String(repeating: "a", count: 32)
        let key = String(repeating: "b", count: 64)
        let cases: [(String, String, String?, Int, String?)] = [
            ("GET", "/nope", nil, 404, nil),
            ("GET", "/wallet/cards", nil, 404, nil),
            ("DELETE", "/wallet", "self", 405, "GET"),
            ("PUT", "/checkout/input", "self", 405, "POST"),
            ("POST", "/challenge/\(run)", "self", 405, "GET"),
            ("GET", "/wallet/", nil, 200, nil),
            ("GET", "/static/app%2Ecss", nil, 200, nil),
            ("GET", "/static/..%2Fstatic/app.css", nil, 404, nil),
            // `/wallet/cards/{id}/activate` (GET, POST) beats `/wallet/cards/{id}/{action}` (POST).
            ("PUT", "/wallet/cards/x/activate", "self", 405, "GET, POST"),
            ("GET", "/wallet/cards/x/suspend", nil, 405, "POST"),
            ("GET", "/wallet/cards/x/activate", nil, 404, nil),
            ("GET", "/challenge/\(run)", nil, 404, nil),
        ]
        try await Self.withServer { port in
            for (method, target, origin, status, allow) in cases {
                let answer = try Self.send(port, method, target, origin: origin)
                #expect(answer.status == status, "\(method) \(target)")
                #expect(answer.header("Allow") == allow, "\(method) \(target)")
            }
            // The frame's form post passes the gate without the cookie, from an opaque origin, because its route
            // says so; the secret in its path is then checked (no such screen here: 404). Nothing else does.
            let form = try Self.send(port, "POST", "/challenge/\(run)/1/form/\(key)", cookie: false, origin: "null")
            #expect(form.status == 404)
            let answer = try Self.send(port, "POST", "/challenge/\(run)/answer", cookie: false, origin: "null")
            #expect(answer.status == 403)
            let unknown = try Self.send(port, "GET", "/nope", cookie: false)
            #expect(unknown.status == 403)
        }
    }

    @Test func headOnAGetRouteIsTheGetWithoutItsBody() async throws {
        try await Self.withServer { port in
            for target in ["/static/app.css", "/static/card-front.svg", "/wallet"] {
                let get = try Self.send(port, "GET", target)
                let head = try Self.send(port, "HEAD", target)
                #expect(head.status == 200, "\(target)")
                #expect(head.headers == get.headers, "\(target)")
                #expect(head.header("Content-Length") == "\(get.body.count)", "\(target)")
                #expect(!get.body.isEmpty, "\(target)")
                #expect(head.body.isEmpty, "\(target)")
            }
        }
    }
}
