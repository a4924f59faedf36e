import Foundation
import JOSE

/// Bearer tokens for the emulator, signed ES512 with the test-only ``DevelopmentKey``.
public enum DevelopmentToken {
    /// The scopes a token gets unless told otherwise: everything.
    public static let defaultScopes = ["*.read", "*.write", "embed"]

    /// A token valid from `now` for `expiresIn` seconds with `scopes`, its `jti` from `id`.
    public static func make(
        now: Date, id: UUID, expiresIn: TimeInterval = 3600, scopes: [String] = defaultScopes
    ) throws -> String {
        let claims = JWTClaims(
            issuer: "tessera-sandbox", expiresAt: now.addingTimeInterval(expiresIn), notBefore: now, issuedAt: now,
            id: id.uuidString.lowercased(), scopes: scopes)
        return try JWT.sign(claims, with: DevelopmentKey.privateKey(), alg: .es512)
    }
}
