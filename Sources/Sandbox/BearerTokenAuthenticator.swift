import Foundation
import JOSE
import TesseraCore
import Transport

/// Checks `Authorization: Bearer <JWT>` as the real service does: an ES512 signature by the merchant's
/// key, an `exp` in the future (and `nbf`, if any, in the past), and the route's scope.
///
/// Verifying a P-521 signature costs far more than answering a request, so tokens whose signature
/// verified are remembered (at most ``cacheCapacity``, the whole token text as key); their time and
/// scope claims are still checked on every request.
public struct BearerTokenAuthenticator: SandboxAuthenticator {
    /// How many verified tokens are remembered.
    public static let cacheCapacity = 1024
    /// The merchant's public key.
    public let key: JWK
    /// The clock the claims are checked against.
    public let clock: WallClock
    private let verified = VerifiedTokens()

    /// Creates an authenticator for tokens signed by `key`'s private half.
    public init(key: JWK, clock: WallClock) {
        self.key = key
        self.clock = clock
    }

    /// Checks the token for `scope`.
    public func authenticate(_ request: HTTPRequest, scope: SandboxScope) throws(SandboxAuthFailure) {
        guard let header = request.headers["Authorization"], !header.isEmpty else { throw .missingToken }
        guard let space = header.firstIndex(of: " "), header[..<space].lowercased() == "bearer" else {
            throw .malformedToken("the Authorization header must be 'Bearer <JWT>'")
        }
        var text = header[header.index(after: space)...]
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        let token = String(text)
        // A remembered token had its shape and signature checked when it was first seen.
        let claims: JWTClaims
        if let remembered = verified.claims(for: token) {
            claims = remembered
        } else {
            claims = try verify(token)
        }
        guard let exp = claims.exp else { throw .malformedToken("the token has no 'exp' claim") }
        let seconds = clock.now().timeIntervalSince1970
        if seconds >= TimeInterval(exp) || claims.nbf.map({ seconds < TimeInterval($0) }) == true {
            throw .expired
        }
        guard scope.isGranted(by: claims.scopes) else { throw .missingScope(scope) }
    }

    private func verify(_ token: String) throws(SandboxAuthFailure) -> JWTClaims {
        guard token.utf8.count <= 8192, token.utf8.count(where: { $0 == UInt8(ascii: ".") }) == 2 else {
            throw .malformedToken("a JWT has three dot-separated parts")
        }
        let payload: Data
        do {
            payload = try JWS.verify(token, with: key, algorithms: [.es512]).payload
        } catch let error as JOSEError where error.kind == .invalidSignature {
            throw .badSignature
        } catch {
            throw .malformedToken("not an ES512 JWS (\((error as? JOSEError)?.message ?? "unreadable"))")
        }
        guard let claims = try? JSONDecoder().decode(JWTClaims.self, from: payload) else {
            throw .malformedToken("the payload is not a JSON object of claims")
        }
        verified.remember(token, claims)
        return claims
    }
}

/// Tokens whose signature verified, with their claims; emptied when full.
private struct VerifiedTokens: Sendable {
    private let entries = Locked<[String: JWTClaims]>([:])

    func claims(for token: String) -> JWTClaims? {
        entries.withLock { $0[token] }
    }

    func remember(_ token: String, _ claims: JWTClaims) {
        entries.withLock { entries in
            if entries.count >= BearerTokenAuthenticator.cacheCapacity { entries.removeAll() }
            entries[token] = claims
        }
    }
}
