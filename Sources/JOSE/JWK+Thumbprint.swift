import Foundation

extension JWK {
    /// The RFC 7638 thumbprint: SHA-256 over the required members in lexicographic order, base64url-encoded.
    public func thumbprint() throws -> String {
        try validate()
        let members: [(String, String)] =
            switch kty {
            case .ec: [("crv", crv!.rawValue), ("kty", "EC"), ("x", x!), ("y", y!)]
            case .rsa: [("e", e!), ("kty", "RSA"), ("n", n!)]
            case .oct: [("k", k!), ("kty", "oct")]
            }
        let json = "{" + members.map { "\"\($0.0)\":\"\($0.1)\"" }.joined(separator: ",") + "}"
        return Base64URL.encode(try Digest.sha256.hash(Data(json.utf8)))
    }
}
