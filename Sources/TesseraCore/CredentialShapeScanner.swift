import Foundation

/// Finds credentials by their shape in free text: compact JWS/JWE tokens (`eyJ…` segments joined by
/// dots) and the credential after the `Bearer` authentication scheme.
enum CredentialShapeScanner {
    /// A JSON Web Token: a base64url JSON header (`eyJ`) and two to four more dot-separated segments.
    private static let webToken = try! NSRegularExpression(
        pattern: #"eyJ[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*){2,4}"#)
    /// `Bearer` followed by a credential, as a server may echo an `Authorization` header. A single
    /// word of prose (`bearer token:`, `Bearer Token`) is not a credential and stays.
    private static let bearerCredential = try! NSRegularExpression(
        pattern: #"\b(Bearer)([ \t]+)(?![A-Za-z][a-z]{0,23}(?![A-Za-z0-9._~+/=-]))[A-Za-z0-9._~+/=-]+"#,
        options: [.caseInsensitive])

    /// `text` with every token-shaped credential replaced by `replacement` (the word `Bearer` is kept).
    static func replacingCredentials(in text: String, with replacement: String) -> String {
        guard text.contains("eyJ") || text.range(of: "bearer", options: .caseInsensitive) != nil else { return text }
        let template = NSRegularExpression.escapedTemplate(for: replacement)
        var result = webToken.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        result = bearerCredential.stringByReplacingMatches(
            in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "$1$2" + template)
        return result
    }
}
