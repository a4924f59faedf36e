import Foundation

/// The registered claims of a JSON Web Token (RFC 7519 §4.1) and an OAuth-style `scope`.
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
    /// Space-separated scopes.
    public var scope: String?

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

    /// The scopes, split on spaces.
    public var scopes: [String] {
        scope?.split(separator: " ").map(String.init) ?? []
    }
}
