import Foundation

/// The registered claims of a JSON Web Token (RFC 7519 §4.1), an OAuth-style `scope` string and
/// Gr4vy's `scopes` array.
public struct JWTClaims: Codable, Sendable, Equatable {
    /// The issuer.
    public var iss: String?
    /// The subject.
    public var sub: String?
    /// The audience.
    public var aud: String?
    /// Expiry, seconds since 1970.
    public var exp: Int?
    /// Not valid before, seconds since 1970.
    public var nbf: Int?
    /// Issued at, seconds since 1970.
    public var iat: Int?
    /// A unique token identifier.
    public var jti: String?
    /// Space-separated scopes (RFC 8693 §4.2).
    public var scope: String?
    /// Scopes as a JSON array, as Gr4vy's tokens carry them (`["*.read", "*.write"]`).
    public var scopeList: [String]?

    /// Creates claims from dates and a scope list.
    public init(
        issuer: String? = nil, subject: String? = nil, audience: String? = nil, expiresAt: Date? = nil,
        notBefore: Date? = nil, issuedAt: Date? = nil, id: String? = nil, scopes: [String] = []
    ) {
        iss = issuer
        sub = subject
        aud = audience
        exp = expiresAt.map { Int($0.timeIntervalSince1970) }
        nbf = notBefore.map { Int($0.timeIntervalSince1970) }
        iat = issuedAt.map { Int($0.timeIntervalSince1970) }
        jti = id
        scope = scopes.isEmpty ? nil : scopes.joined(separator: " ")
    }

    /// The scopes: the `scopes` array and the `scope` string split on spaces.
    public var scopes: [String] {
        (scopeList ?? []) + (scope?.split(separator: " ").map(String.init) ?? [])
    }

    enum CodingKeys: String, CodingKey {
        case iss, sub, aud, exp, nbf, iat, jti, scope
        case scopeList = "scopes"
    }
}
