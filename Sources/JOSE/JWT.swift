import Foundation

/// Signed JSON Web Tokens (RFC 7519) over ``JWS``, with expiry, not-before and scope checks.
public enum JWT {
    /// Signs `claims` with the private `key` (ES512 unless told otherwise); the header carries `typ: JWT`
    /// and the key's `kid`.
    public static func sign(_ claims: JWTClaims, with key: JWK, alg: JWSAlgorithm = .es512) throws -> String {
        try JWS.sign(
            payload: JSONEncoder.sortedCompact().encode(claims), with: key, alg: alg,
            header: JOSEHeader(kid: key.kid, typ: "JWT"))
    }

    /// Verifies `token`'s signature with `key`, then its claims at `clock`'s time.
    ///
    /// - Parameters:
    ///   - token: the compact JWS.
    ///   - key: the public key the signature must verify with.
    ///   - algorithms: the signature algorithms accepted.
    ///   - clock: the time the claims are checked at.
    ///   - leeway: seconds of clock skew allowed on `exp`, `nbf` and `iat`.
    ///   - requiredScopes: scopes the token must all carry.
    ///   - audience: when given, `aud` must equal it.
    ///   - requireExpiry: whether a token without `exp` is refused.
    public static func verify(
        _ token: String, with key: JWK, algorithms: Set<JWSAlgorithm> = Set(JWSAlgorithm.allCases),
        clock: WallClock = .live, leeway: TimeInterval = 0, requiredScopes: Set<String> = [],
        audience: String? = nil, requireExpiry: Bool = true
    ) throws -> JWTClaims {
        let verified = try JWS.verify(token, with: key, algorithms: algorithms)
        guard verified.payload.first == UInt8(ascii: "{"),
            let claims = try? JSONDecoder().decode(JWTClaims.self, from: verified.payload)
        else {
            throw JOSEError.malformed("The JWT payload is not a JSON object of claims.")
        }
        let now = clock.now().timeIntervalSince1970
        let invalid = { (message: String) in JOSEError(.invalidClaims, message) }
        switch claims.exp {
        case nil where requireExpiry: throw invalid("The JWT has no 'exp' (expiry) claim.")
        case let exp? where now >= TimeInterval(exp) + leeway:
            throw invalid("The JWT expired at \(Date(timeIntervalSince1970: TimeInterval(exp))).")
        default: break
        }
        if let nbf = claims.nbf, now + leeway < TimeInterval(nbf) {
            throw invalid("The JWT is not valid before \(Date(timeIntervalSince1970: TimeInterval(nbf))).")
        }
        if let iat = claims.iat, now + leeway < TimeInterval(iat) {
            throw invalid("The JWT claims to be issued in the future.")
        }
        if let audience, claims.aud != audience {
            throw invalid("The JWT is for audience '\(claims.aud ?? "none")', not '\(audience)'.")
        }
        let missing = requiredScopes.subtracting(claims.scopes)
        guard missing.isEmpty else {
            throw invalid("The JWT lacks the scope(s) \(missing.sorted().joined(separator: ", ")).")
        }
        return claims
    }
}
