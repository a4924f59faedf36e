import Foundation
import JOSE
import TesseraCore
import Testing
import Transport

@testable import Sandbox

@Suite struct BearerTokenAuthenticatorTests {
    static let now = Date(timeIntervalSince1970: 1_795_953_600)

    static func request(_ authorization: String?) -> HTTPRequest {
        var headers = HTTPHeaders()
        headers["Authorization"] = authorization
        return HTTPRequest(method: .get, url: URL(string: "http://s/card-details")!, headers: headers)
    }

    static func authenticator() throws -> BearerTokenAuthenticator {
        BearerTokenAuthenticator(key: try DevelopmentKey.publicKey(), clock: .fixed(now))
    }

    static func check(_ authorization: String?, scope: SandboxScope = .binCheckerRead) throws -> SandboxAuthFailure? {
        do {
            try authenticator().authenticate(request(authorization), scope: scope)
            return nil
        } catch let failure as SandboxAuthFailure {
            return failure
        }
    }

    static func token(expiresIn: TimeInterval = 3600, scopes: [String] = DevelopmentToken.defaultScopes) throws
        -> String
    {
        try DevelopmentToken.make(now: now, id: UUID(), expiresIn: expiresIn, scopes: scopes)
    }

    @Test func developmentTokenIsAccepted() throws {
        #expect(try Self.check("Bearer \(Self.token())") == nil)
        #expect(try Self.check("bearer \(Self.token())") == nil)
    }

    @Test func tokenHeaderNamesES512AndTheDevelopmentKey() throws {
        let header = try JWS.unverifiedHeader(of: Self.token())
        #expect(header.alg == "ES512")
        #expect(header.kid == (try DevelopmentKey.keyID()))
    }

    @Test(arguments: [nil, ""])
    func missingTokenIs401(authorization: String?) throws {
        #expect(try Self.check(authorization) == .missingToken)
    }

    @Test(arguments: ["Basic dXNlcjpwYXNz", "Bearer", "Bearer abc", "Bearer a.b", "Bearer a.b.c", "Token x.y.z"])
    func malformedTokensAre401(authorization: String) throws {
        guard case .malformedToken = try Self.check(authorization) else {
            Issue.record("expected a malformed-token failure")
            return
        }
    }

    @Test func expiredTokenIs401() throws {
        let expired = try DevelopmentToken.make(now: Self.now.addingTimeInterval(-7200), id: UUID(), expiresIn: 3600)
        #expect(try Self.check("Bearer \(expired)") == .expired)
        let future = try DevelopmentToken.make(now: Self.now.addingTimeInterval(600), id: UUID())
        #expect(try Self.check("Bearer \(future)") == .expired)
    }

    @Test func tokenSignedByAnotherKeyIs401() throws {
        let other = try JWK.generate(curve: .p521, kid: (try DevelopmentKey.keyID()))
        let claims = JWTClaims(expiresAt: Self.now.addingTimeInterval(60), scopes: ["*.read"])
        let forged = try JWT.sign(claims, with: other)
        #expect(try Self.check("Bearer \(forged)") == .badSignature)
    }

    @Test func tamperedPayloadIs401() throws {
        let parts = try Self.token(scopes: ["card-details.read"]).split(separator: ".").map(String.init)
        let claims = JWTClaims(expiresAt: Self.now.addingTimeInterval(60), scopes: ["*.write"])
        let payload = Base64URL.encode(try JSONEncoder().encode(claims))
        #expect(try Self.check("Bearer \(parts[0]).\(payload).\(parts[2])") == .badSignature)
    }

    @Test func otherAlgorithmsAreRefused() throws {
        let p256 = try JWK.generate(curve: .p256)
        let token = try JWT.sign(JWTClaims(expiresAt: Self.now.addingTimeInterval(60)), with: p256, alg: .es256)
        guard case .malformedToken = try Self.check("Bearer \(token)") else {
            Issue.record("an ES256 token must be refused")
            return
        }
    }

    @Test func missingScopeIs403() throws {
        let token = try Self.token(scopes: ["buyers.read"])
        #expect(try Self.check("Bearer \(token)", scope: .binCheckerRead) == .missingScope(.binCheckerRead))
        #expect(try Self.check("Bearer \(token)", scope: .buyersRead) == nil)
        #expect(SandboxAuthFailure.missingScope(.binCheckerRead).status == 403)
    }

    @Test func rememberedTokensStillExpire() throws {
        let token = try DevelopmentToken.make(now: Self.now, id: UUID(), expiresIn: 60)
        let now = Locked(Self.now)
        let authenticator = BearerTokenAuthenticator(
            key: try DevelopmentKey.publicKey(), clock: WallClock { now.value })
        try authenticator.authenticate(Self.request("Bearer \(token)"), scope: .binCheckerRead)
        now.withLock { $0 = Self.now.addingTimeInterval(61) }
        #expect(throws: SandboxAuthFailure.expired) {
            try authenticator.authenticate(Self.request("Bearer \(token)"), scope: .binCheckerRead)
        }
    }
}
