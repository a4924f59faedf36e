import Foundation
import JOSE
import Testing

/// ES512 JWTs as the emulator issues them: expiry, not-before and scopes against an injected clock.
@Suite struct JWTTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let claims = JWTClaims(
        issuer: "sandbox", subject: "merchant-1", audience: "gr4vy", expiresAt: now.addingTimeInterval(300),
        notBefore: now.addingTimeInterval(-10), issuedAt: now, scopes: ["embed", "checkout-sessions.write"])

    @Test func signedClaimsVerify() throws {
        let token = try JWT.sign(Self.claims, with: TestKeys.p521)
        let header = try JWS.unverifiedHeader(of: token)
        #expect(header.alg == "ES512" && header.typ == "JWT")
        let claims = try JWT.verify(
            token, with: TestKeys.p521.publicKey, clock: .fixed(Self.now), requiredScopes: ["embed"],
            audience: "gr4vy")
        #expect(claims == Self.claims)
        #expect(claims.scopes == ["embed", "checkout-sessions.write"])
    }

    @Test(arguments: [
        (600.0, [String](), "expired"), (-60.0, [], "not valid before"), (0.0, ["admin"], "admin"),
    ])
    func claimsOutsideTheirWindowOrScopeAreRefused(offset: TimeInterval, scopes: [String], reason: String) throws {
        let token = try JWT.sign(Self.claims, with: TestKeys.p521)
        let error = #expect(throws: JOSEError.self) {
            try JWT.verify(
                token, with: TestKeys.p521.publicKey, clock: .fixed(Self.now.addingTimeInterval(offset)),
                requiredScopes: Set(scopes))
        }
        #expect(error?.kind == .invalidClaims)
        #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    }

    @Test func leewayAllowsClockSkew() throws {
        let token = try JWT.sign(Self.claims, with: TestKeys.p521)
        let late = WallClock.fixed(Self.now.addingTimeInterval(320))
        _ = try JWT.verify(token, with: TestKeys.p521.publicKey, clock: late, leeway: 30)
    }

    @Test func missingExpiryAndWrongAudienceAreRefused() throws {
        let token = try JWT.sign(JWTClaims(subject: "x"), with: TestKeys.p521)
        #expect(throws: JOSEError.self) { try JWT.verify(token, with: TestKeys.p521.publicKey) }
        let scoped = try JWT.sign(Self.claims, with: TestKeys.p521)
        #expect(throws: JOSEError.self) {
            try JWT.verify(scoped, with: TestKeys.p521.publicKey, clock: .fixed(Self.now), audience: "other")
        }
    }

    @Test func aPayloadThatIsNotClaimsIsRefused() throws {
        let token = try JWS.sign(payload: Data("[1,2]".utf8), with: TestKeys.p521, alg: .es512)
        let error = #expect(throws: JOSEError.self) { try JWT.verify(token, with: TestKeys.p521.publicKey) }
        #expect(error?.kind == .malformedInput)
    }
}
