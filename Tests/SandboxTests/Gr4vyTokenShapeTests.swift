import Foundation
import JOSE
import Testing
import Transport

@testable import Sandbox

/// Tokens in Gr4vy's shape (a `scopes` array, the key's thumbprint as `kid`) and the spec's scope names.
@Suite struct Gr4vyTokenShapeTests {
    @Test func developmentTokensCarryAScopesArrayAndTheThumbprintKid() throws {
        let token = try DevelopmentToken.make(now: BearerTokenAuthenticatorTests.now, id: UUID())
        let payload = try Base64URL.decode(token.split(separator: ".")[1])
        let claims = try #require(try JSONSerialization.jsonObject(with: payload) as? [String: Any])
        #expect(claims["scopes"] as? [String] == ["*.read", "*.write"])
        #expect(claims["scope"] == nil)
        // RFC 7638 thumbprint of the development key, as gr4vy.auth's __thumbprint computes it.
        #expect(try JWS.unverifiedHeader(of: token).kid == "NEm1a9DbTTOO6jr9K_WMjSc3q5DjtrfMSK_Vfu0JhEA")
    }

    @Test func bothScopeClaimsAreRead() throws {
        let decoder = JSONDecoder()
        let array = try decoder.decode(JWTClaims.self, from: Data(#"{"scopes":["embed","buyers.read"]}"#.utf8))
        #expect(array.scopes == ["embed", "buyers.read"])
        let string = try decoder.decode(JWTClaims.self, from: Data(#"{"scope":"embed buyers.read"}"#.utf8))
        #expect(string.scopes == ["embed", "buyers.read"])
        #expect(throws: (any Error).self) {
            try decoder.decode(JWTClaims.self, from: Data(#"{"scopes":"embed"}"#.utf8))
        }
    }

    /// Which routes an `embed` token reaches: the spec lists `embed` for payment options, card details
    /// and buyer payment methods; tokenizing is what embedded checkouts do; creating sessions is not.
    @Test(arguments: [
        (HTTPMethod.post, "/payment-options", 200), (.get, "/card-details?currency=USD&bin=424242", 200),
        (.get, "/buyers/payment-methods?buyer_external_identifier=nobody", 404), (.post, "/checkout/sessions", 403),
        (.post, "/buyers", 403), (.get, "/buyers", 403), (.get, "/checkout/sessions/\(UUID())", 403),
    ])
    func embedTokensReachOnlyTheEmbedOperations(method: HTTPMethod, path: String, status: Int) async throws {
        let authenticator = BearerTokenAuthenticator(
            key: try DevelopmentKey.publicKey(), clock: .fixed(SandboxHarness.now))
        let sandbox = try SandboxHarness(authenticator: authenticator)
        let token = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID(), scopes: ["embed"])
        let body: String? = method == .post ? "{}" : nil
        let response = await sandbox.send(method, path, json: body, headers: ["Authorization": "Bearer \(token)"])
        #expect(response.status == status)
        if status == 403 { #expect(response.object["code"] as? String == "forbidden") }
    }

    @Test func embedTokensTokenizeIntoASession() async throws {
        let authenticator = BearerTokenAuthenticator(
            key: try DevelopmentKey.publicKey(), clock: .fixed(SandboxHarness.now))
        let sandbox = try SandboxHarness(authenticator: authenticator)
        let full = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID())
        let created = await sandbox.send(
            .post, "/checkout/sessions", json: "{}", headers: ["Authorization": "Bearer \(full)"])
        let session = try #require(created.object["id"] as? String)
        let embed = try DevelopmentToken.make(now: SandboxHarness.now, id: UUID(), scopes: ["embed"])
        let response = await sandbox.send(
            .put, "/checkout/sessions/\(session)/fields",
            json: #"{"payment_method":{"method":"card","number":"4242424242424242","expiration_date":"01/30"}}"#,
            headers: ["Authorization": "Bearer \(embed)"])
        #expect(response.status == 204)
    }
}
