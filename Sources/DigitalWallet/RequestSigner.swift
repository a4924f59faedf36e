import Foundation
import JOSE

/// Signs token service requests with the wallet's credentials from enrollment, in the OAuth 1.0a shape
/// MDES uses: an `Authorization: OAuth …` header with a body hash (SHA-256) and an HMAC-SHA256 signature.
///
/// The signature base string is the method, the request path (not the host, which differs between the
/// in-process emulator and a served one) and the sorted, percent-encoded `oauth_` and query parameters,
/// joined by `&` as RFC 5849 §3.4.1 does; the key is the percent-encoded secret followed by `&`.
struct RequestSigner: Sendable {
    /// The consumer key: the wallet id.
    var consumerKey: String
    /// The shared secret the token service gave at enrollment.
    var secret: Data

    /// The `Authorization` header value of a request.
    func authorization(
        method: String, path: String, query: [URLQueryItem], body: Data?, timestamp: Date, nonce: String
    ) throws -> String {
        var parameters = [
            ("oauth_body_hash", try MessageDigest.sha256(body ?? Data()).base64EncodedString()),
            ("oauth_consumer_key", consumerKey), ("oauth_nonce", nonce), ("oauth_signature_method", "HMAC-SHA256"),
            ("oauth_timestamp", String(Int(timestamp.timeIntervalSince1970))), ("oauth_version", "1.0"),
        ]
        let signed = (parameters + query.map { ($0.name, $0.value ?? "") })
            .map { (Self.percentEncoded($0.0), Self.percentEncoded($0.1)) }
            .sorted { $0 < $1 }.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        let base = [method.uppercased(), Self.percentEncoded(path), Self.percentEncoded(signed)].joined(separator: "&")
        let key = Data((Self.percentEncoded(secret.base64EncodedString()) + "&").utf8)
        parameters.append(
            ("oauth_signature", try KeyedHash.hmacSHA256(key: key, data: Data(base.utf8)).base64EncodedString()))
        return "OAuth " + parameters.map { "\($0.0)=\"\(Self.percentEncoded($0.1))\"" }.joined(separator: ",")
    }

    /// RFC 3986 percent-encoding: everything but letters, digits and `-._~`.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
