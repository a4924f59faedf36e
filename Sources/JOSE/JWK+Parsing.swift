import Foundation

extension JWK {
    /// The largest JWK text accepted, in bytes (a 4096-bit RSA private key with a certificate chain fits easily).
    public static let maximumJSONLength = 64 * 1024

    /// Reads a JWK from JSON text and checks that its members fit its type; throws a ``JOSEError`` naming the problem.
    public static func parse(_ json: String) throws -> JWK {
        try parse(Data(json.utf8))
    }

    /// Reads a JWK from JSON bytes and checks that its members fit its type, and that an EC key's point
    /// lies on its curve.
    public static func parse(_ json: Data) throws -> JWK {
        guard !json.isEmpty else { throw JOSEError.invalidKey("The key is empty: expected a JWK JSON object.") }
        guard json.count <= maximumJSONLength else {
            throw JOSEError.invalidKey("The key is \(json.count) bytes, more than the \(maximumJSONLength) allowed.")
        }
        guard String(data: json, encoding: .utf8) != nil else {
            throw JOSEError.invalidKey("The key is not UTF-8 text.")
        }
        let key: JWK
        do {
            key = try JSONDecoder().decode(JWK.self, from: json)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.last != nil {
            let member = context.codingPath.last!.stringValue
            throw JOSEError.invalidKey(
                "The key's '\(member)' is not supported (kty EC, RSA or oct; crv P-256, P-384, P-521).")
        } catch DecodingError.keyNotFound(let member, _) {
            throw JOSEError.invalidKey("The key has no '\(member.stringValue)' member.")
        } catch {
            throw JOSEError.invalidKey("The key is not a JWK JSON object.")
        }
        try key.validate()
        if key.kty == .ec {
            // Decoding the point checks it lies on the curve, so an off-curve key is refused here, the
            // same way by every command, and not only when encrypting or verifying. The key is kept.
            _ = try EVPKey.from(key)
        }
        return key
    }

    /// Throws unless the members this key type needs are present, base64url, and of the right sizes.
    public func validate() throws {
        switch kty {
        case .ec:
            guard let crv else { throw JOSEError.invalidKey("An EC key needs 'crv'.") }
            guard let x else { throw JOSEError.invalidKey("An EC key needs 'x'.") }
            guard let y else { throw JOSEError.invalidKey("An EC key needs 'y'.") }
            try Self.expectLength("x", x, crv.coordinateSize)
            try Self.expectLength("y", y, crv.coordinateSize)
            if let d { try Self.expectLength("d", d, crv.coordinateSize) }
            try expectAbsent(Self.foreignToEC)
        case .rsa:
            guard let n, let e else { throw JOSEError.invalidKey("An RSA key needs 'n' and 'e'.") }
            let modulus = try Self.byteCount("n", n)
            guard modulus >= 256 else {
                throw JOSEError.invalidKey("The RSA key has \(modulus * 8) bits; at least 2048 are required.")
            }
            _ = try Self.byteCount("e", e)
            for case (let name, let value?) in [("d", d), ("p", p), ("q", q), ("dp", dp), ("dq", dq), ("qi", qi)] {
                _ = try Self.byteCount(name, value)
            }
            try expectAbsent(Self.foreignToRSA)
        case .oct:
            guard let k else { throw JOSEError.invalidKey("A symmetric key needs 'k'.") }
            guard try Self.byteCount("k", k) > 0 else {
                throw JOSEError.invalidKey("The symmetric key is empty.")
            }
        }
    }

    private static func expectLength(_ name: String, _ value: String, _ length: Int) throws {
        let count = try byteCount(name, value)
        guard count == length else {
            throw JOSEError.invalidKey("The key's '\(name)' is \(count) bytes; its curve needs \(length).")
        }
    }

    /// How many bytes member `name` holds; bad base64url is reported as a key error.
    private static func byteCount(_ name: String, _ value: String) throws -> Int {
        do {
            return try Base64URL.decodedCount(value, field: "key's '\(name)'")
        } catch let error as JOSEError {
            throw JOSEError.invalidKey(error.message)
        }
    }

    /// The members an EC key must not have, and those an RSA key must not have.
    private static let foreignToEC = ["n", "e", "k"]
    private static let foreignToRSA = ["crv", "x", "y", "k"]

    private func expectAbsent(_ names: [String]) throws {
        for name in names {
            let present =
                switch name {
                case "n": n != nil
                case "e": e != nil
                case "k": k != nil
                case "x": x != nil
                case "y": y != nil
                default: crv != nil
                }
            if present { throw JOSEError.invalidKey("A \(kty.rawValue) key must not have '\(name)'.") }
        }
    }
}
