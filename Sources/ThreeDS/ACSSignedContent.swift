import Foundation
import JOSE
import TesseraCore

/// The payload of `acsSignedContent` once its signature and certificate chain have been verified.
struct ACSSignedContent {
    let acsTransID: String?
    let acsURL: URL
    let acsEphemeralPublicKey: JWK

    /// Verifies `token` (ES256 or PS256, `x5c` chain to one of `roots` at `clock`'s time) and reads its payload.
    ///
    /// Throws a ``RuntimeErrorEvent`` that says what is wrong; nothing is sent to the ACS before this passes.
    static func verify(_ token: String, roots: [X509Certificate], clock: WallClock, sdkPublicKey: JWK)
        throws(RuntimeErrorEvent) -> ACSSignedContent
    {
        let payload: Data
        do {
            payload = try JWS.verify(token, trustedRoots: roots, clock: clock, algorithms: [.es256, .ps256]).payload
        } catch {
            throw RuntimeErrorEvent(
                errorCode: nil, errorMessage: "The ACS signed content does not verify: \(error)")
        }
        guard let json = JSONValue(parsing: payload, maxDepth: 8), json.isObject else {
            throw failure("its payload is not a JSON object")
        }
        guard let urlText = json["acsURL"]?.string, !urlText.isEmpty else { throw failure("it has no acsURL") }
        let url = try checkedURL(urlText)
        guard let key = json["acsEphemPubKey"].flatMap(jwk), key.kty == .ec, key.crv == .p256, key.d == nil else {
            throw failure("its acsEphemPubKey is missing or not a public EC P-256 JWK")
        }
        if let sdkValue = json["sdkEphemPubKey"], sdkValue != .null {
            guard let echoed = jwk(sdkValue), echoed.x == sdkPublicKey.x,
                echoed.y == sdkPublicKey.y
            else {
                throw failure("its sdkEphemPubKey is not this transaction's ephemeral key")
            }
        }
        return ACSSignedContent(acsTransID: json["acsTransID"]?.string, acsURL: url, acsEphemeralPublicKey: key)
    }

    /// A JWK given as a JSON object, or as a string holding one (as some ACSs write it).
    private static func jwk(_ value: JSONValue) -> JWK? {
        switch value {
        case .object: try? JWK.parse(value.compactData)
        case .string(let text): try? JWK.parse(text)
        default: nil
        }
    }

    /// `acsURL` must be https, or http to a loopback host (`localhost` and its `.localhost` subdomains,
    /// RFC 6761; `127.0.0.0/8`; `::1`).
    private static func checkedURL(_ text: String) throws(RuntimeErrorEvent) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty
        else {
            throw failure("its acsURL '\(text)' is not an absolute URL")
        }
        let name = host.lowercased()
        let ipv4Loopback =
            name.hasPrefix("127.") && name.split(separator: ".").count == 4
            && name.allSatisfy { $0.isNumber || $0 == "." }
        let loopback =
            ipv4Loopback || name == "localhost" || name.hasSuffix(".localhost") || ["::1", "[::1]"].contains(name)
        guard scheme == "https" || (scheme == "http" && loopback) else {
            throw failure("its acsURL '\(text)' is not https (plain http is allowed only to loopback)")
        }
        return url
    }

    private static func failure(_ what: String) -> RuntimeErrorEvent {
        RuntimeErrorEvent(errorCode: nil, errorMessage: "The ACS signed content is unusable: \(what).")
    }
}
