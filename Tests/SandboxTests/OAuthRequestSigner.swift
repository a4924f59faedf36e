import Foundation
import JOSE
import Transport

/// The tests' own OAuth 1.0a signer (RFC 5849 §3.4 with HMAC-SHA256 and the body-hash extension, the path
/// standing for the URL), written from the RFC apart from the wallet's, to sign requests to the token service.
struct OAuthRequestSigner {
    var consumerKey: String
    var secret: Data

    /// `request` with an `Authorization` header signed at `date`; `tamper` changes the signature's last byte.
    func sign(_ request: HTTPRequest, at date: Date, nonce: String = UUID().uuidString, tamper: Bool = false) throws
        -> HTTPRequest
    {
        func encode(_ text: String) -> String {
            var allowed = CharacterSet.alphanumerics.intersection(
                CharacterSet(charactersIn: Unicode.Scalar(0)..<"\u{80}"))
            allowed.insert(charactersIn: "-._~")
            return text.addingPercentEncoding(withAllowedCharacters: allowed)!
        }
        var oauth: [String: String] = [
            "oauth_consumer_key": consumerKey, "oauth_nonce": nonce, "oauth_signature_method": "HMAC-SHA256",
            "oauth_timestamp": "\(Int(date.timeIntervalSince1970))", "oauth_version": "1.0",
            "oauth_body_hash": try MessageDigest.sha256(request.body ?? Data()).base64EncodedString(),
        ]
        var pairs = oauth.map { "\(encode($0.key))=\(encode($0.value))" }
        pairs += request.queryItems.map { "\(encode($0.name))=\(encode($0.value ?? ""))" }
        let base = "\(request.method.rawValue)&\(encode(request.path))&\(encode(pairs.sorted().joined(separator: "&")))"
        var signature = try KeyedHash.hmacSHA256(
            key: Data("\(encode(secret.base64EncodedString()))&".utf8), data: Data(base.utf8))
        if tamper { signature[signature.count - 1] ^= 1 }
        oauth["oauth_signature"] = signature.base64EncodedString()
        var signed = request
        signed.headers["Authorization"] =
            "OAuth "
            + oauth.sorted { $0.key < $1.key }.map { "\($0.key)=\"\(encode($0.value))\"" }.joined(separator: ", ")
        return signed
    }
}
