import Foundation
import JOSE

/// Bearer tokens for the emulator in Gr4vy's shape, signed ES512 with the test-only ``DevelopmentKey``.
///
/// Like the tokens of Gr4vy's server SDKs: a `scopes` JSON array (`["*.read", "*.write"]` unless told),
/// `iat`, `nbf`, `exp` and `jti`, and the key's thumbprint as `kid`.
public enum DevelopmentToken {
    /// The scopes a token gets unless told otherwise: everything, as Gr4vy's SDKs default to.
    public static let defaultScopes = ["*.read", "*.write"]

    /// A token valid from `now` for `expiresIn` seconds with `scopes`, its `jti` from `id`.
    public static func make(
        now: Date, id: UUID, expiresIn: TimeInterval = 3600, scopes: [String] = defaultScopes
    ) throws -> String {
        var claims = JWTClaims(
            issuer: "tessera-sandbox", expiresAt: now.addingTimeInterval(expiresIn), notBefore: now, issuedAt: now,
            id: id.uuidString.lowercased())
        claims.scopeList = scopes
        return try JWT.sign(claims, with: DevelopmentKey.privateKey(), alg: .es512)
    }
}
