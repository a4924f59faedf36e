import Foundation

/// Reads a protected header's JSON (RFC 8259) straight into a ``JOSEHeader``.
///
/// `JSONDecoder` spends more time on a JWE header than the AES and HMAC of a 1 KiB payload; this
/// reader walks the bytes once. It is strict: anything that is not a single JSON object is refused,
/// and so are duplicate member names, nesting deeper than ``maximumDepth``, invalid UTF-8, lone
/// surrogate escapes, and a known member of the wrong type. Unknown members of any type are skipped.
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

    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The header the JSON object in `json` describes; throws ``Refusal`` for anything else.
    static func header(from json: Data) throws -> JOSEHeader {
        let members = try json.withUnsafeBytes { raw in
            var reader = HeaderJSONReader(raw.bindMemory(to: UInt8.self))
            reader.skipSpace()
            guard reader.peek == UInt8(ascii: "{") else { throw Refusal() }
            let members = try reader.object(depth: 1)
            reader.skipSpace()
            guard reader.index == reader.bytes.count else { throw Refusal() }
            return members
        }
        var header = JOSEHeader()
        for (name, value) in try unique(members) {
            switch name {
            case "alg": header.alg = try string(value)
            case "enc": header.enc = try string(value)
            case "kid": header.kid = try string(value)
            case "typ": header.typ = try string(value)
            case "cty": header.cty = try string(value)
            case "apu": header.apu = try string(value)
            case "apv": header.apv = try string(value)
            case "zip": header.zip = try string(value)
            case "x5c": header.x5c = try strings(value)
            case "crit": header.crit = try strings(value)
            case "epk": header.epk = try key(value)
            default: continue
            }
        }
        return header
    }

    private static func key(_ value: Value) throws -> JWK? {
        if case .null = value { return nil }
        guard case .object(let listed) = value else { throw Refusal() }
        let members = try unique(listed)
        guard let type = members.first(where: { $0.0 == "kty" }), let name = try string(type.1) else {
            throw Refusal(problem: "has an 'epk' without a 'kty'")
        }
        guard let kty = JWK.KeyType(rawValue: name) else {
            throw Refusal(problem: "has an 'epk' of key type '\(name)'; only EC (P-256, P-384, P-521) is supported")
        }
        var key = JWK(kty: kty)
        for (name, value) in members {
            switch name {
            case "crv":
                guard let curve = try string(value) else { continue }
                guard let crv = JWK.Curve(rawValue: curve) else {
                    throw Refusal(
                        problem: "has an 'epk' on the curve '\(curve)'; only P-256, P-384 and P-521 are supported")
                }
                key.crv = crv
            case "x": key.x = try string(value)
            case "y": key.y = try string(value)
            case "d": key.d = try string(value)
            case "n": key.n = try string(value)
            case "e": key.e = try string(value)
            case "p": key.p = try string(value)
            case "q": key.q = try string(value)
            case "dp": key.dp = try string(value)
            case "dq": key.dq = try string(value)
            case "qi": key.qi = try string(value)
            case "k": key.k = try string(value)
            case "kid": key.kid = try string(value)
            case "use": key.use = try string(value)
            case "alg": key.alg = try string(value)
            case "x5c": key.x5c = try strings(value)
            default: continue
            }
        }
        return key
    }

    private static func unique(_ members: [(String, Value)]) throws -> [(String, Value)] {
        if members.count <= 16 {
            // A header or key has a handful of members: comparing pairs costs less than hashing into a set.
            for later in members.indices.dropFirst() {
                for earlier in 0..<later where members[earlier].0 == members[later].0 {
                    throw Refusal(problem: "has the member '\(members[later].0)' twice")
                }
            }
            return members
        }
        var names = Set<String>()
        for (name, _) in members where !names.insert(name).inserted {
            throw Refusal(problem: "has the member '\(name)' twice")
        }
        return members
    }

    private static func string(_ value: Value) throws -> String? {
        switch value {
        case .string(let text): text
        case .null: nil
        default: throw Refusal()
        }
    }

    private static func strings(_ value: Value) throws -> [String]? {
        if case .null = value { return nil }
        guard case .array(let items) = value else { throw Refusal() }
        return try items.map { item in
            guard case .string(let text) = item else { throw Refusal() }
            return text
        }
    }
}
