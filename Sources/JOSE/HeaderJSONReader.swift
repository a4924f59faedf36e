import Foundation

/// Reads a protected header's JSON (RFC 8259) strictly, then into a ``JOSEHeader`` with `JSONDecoder`.
///
/// `JSONDecoder` alone is not strict enough: of two members with one name it keeps the first, where RFC 7515
/// §4 wants the header refused. So the bytes are read here first, and anything that is not a single JSON
/// object is refused, and so are duplicate member names (in the header and its `epk`), nesting deeper than
/// ``maximumDepth``, invalid UTF-8 and lone surrogate escapes; `JSONDecoder` then refuses a known member of
/// the wrong type. Unknown members of any type are skipped.
struct HeaderJSONReader {
    /// A parsed JSON value; numbers and booleans are checked but not kept, as no header member uses them.
    indirect enum Value {
        case string(String)
        case scalar
        case null
        case array([Value])
        case object([(String, Value)])
    }

    /// The reason the bytes were refused (the caller reports it as a malformed header).
    struct Refusal: Error {
        /// What is wrong, completing "The … header …": `holds invalid UTF-8`.
        var problem = "is not a JSON object of header parameters"
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 16

    let bytes: [UInt8]
    var index = 0

    /// The header the JSON object in `json` describes; throws ``Refusal`` for anything else.
    static func header(from json: Data) throws -> JOSEHeader {
        var reader = HeaderJSONReader(bytes: Array(json))
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "{"), case .object(let members) = try reader.value(depth: 0) else {
            throw Refusal()
        }
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw Refusal() }
        try unique(members)
        if case .object(let key)? = members.first(where: { $0.0 == "epk" })?.1 { try checkKey(key) }
        do {
            return try JSONDecoder().decode(JOSEHeader.self, from: json)
        } catch {
            throw Refusal()
        }
    }

    /// Refuses an `epk` with a repeated member, without a `kty`, or of a key type or curve JOSE lacks.
    private static func checkKey(_ members: [(String, Value)]) throws {
        try unique(members)
        let member = { (name: String) in members.first { $0.0 == name }?.1 }
        switch member("kty") {
        case .string(let type) where JWK.KeyType(rawValue: type) == nil:
            throw Refusal(problem: "has an 'epk' of key type '\(type)'; only EC (P-256, P-384, P-521) is supported")
        case .string: break
        case nil, .null: throw Refusal(problem: "has an 'epk' without a 'kty'")
        default: throw Refusal()
        }
        if case .string(let curve) = member("crv"), JWK.Curve(rawValue: curve) == nil {
            throw Refusal(problem: "has an 'epk' on the curve '\(curve)'; only P-256, P-384 and P-521 are supported")
        }
    }

    private static func unique(_ members: [(String, Value)]) throws {
        var names = Set<String>()
        for (name, _) in members where !names.insert(name).inserted {
            throw Refusal(problem: "has the member '\(name)' twice")
        }
    }
}
