import Foundation

/// The protected header of a JWS or JWE: the parameters Tessera reads and writes.
///
/// Unknown parameters are ignored on reading, except that any `crit` list is refused, because
/// Tessera understands no extension that could be marked critical.
public struct JOSEHeader: Codable, Sendable, Equatable {
    /// The algorithm (`alg`), kept as text so that unsupported values can be named in errors.
    public var alg: String?
    /// The content encryption algorithm of a JWE (`enc`).
    public var enc: String?
    /// The key identifier.
    public var kid: String?
    /// The media type of the whole object (`JWT`, `JOSE`).
    public var typ: String?
    /// The media type of the payload.
    public var cty: String?
    /// The ephemeral public key of ECDH-ES.
    public var epk: JWK?
    /// Agreement PartyUInfo, base64url.
    public var apu: String?
    /// Agreement PartyVInfo, base64url.
    public var apv: String?
    /// The signer's certificate chain, leaf first, standard base64 DER (RFC 7515 §4.1.6).
    public var x5c: [String]?
    /// Parameters the recipient must understand.
    public var crit: [String]?
    /// Compression of a JWE payload (not supported).
    public var zip: String?

    /// Creates a header with the given parameters.
    public init(kid: String? = nil, typ: String? = nil, cty: String? = nil, x5c: [String]? = nil) {
        self.kid = kid
        self.typ = typ
        self.cty = cty
        self.x5c = x5c
    }

    /// The header as compact JSON, members sorted, base64url-encoded.
    func encoded() throws -> String {
        Base64URL.encode(try JSONEncoder.sortedCompact().encode(self))
    }

    /// Reads a header from its base64url part, refusing what Tessera must not process.
    static func decode(_ part: Substring, kind: String) throws -> JOSEHeader {
        let json = try Base64URL.decode(part, field: "\(kind) header")
        let header: JOSEHeader
        do {
            guard json.first == UInt8(ascii: "{") else { throw HeaderJSONReader.Refusal() }
            header = try HeaderJSONReader.header(from: json)
        } catch let refusal as HeaderJSONReader.Refusal {
            throw JOSEError.malformed("The \(kind) header \(refusal.problem).")
        }
        if let crit = header.crit {
            let names = crit.isEmpty ? "(an empty list)" : crit.map { "'\($0)'" }.joined(separator: ", ")
            throw JOSEError.unsupported(
                "The \(kind) marks \(names) critical; Tessera understands no critical extension.")
        }
        if header.alg == "none" {
            throw JOSEError.unsupported("The \(kind) has 'alg: none'; unprotected tokens are never accepted.")
        }
        return header
    }
}
