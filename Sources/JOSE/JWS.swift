import Foundation

/// Compact JSON Web Signatures (RFC 7515) with ES256, ES384, ES512, PS256 and RS256.
public enum JWS {
    /// A verified JWS: its protected header and payload.
    public struct Verified: Sendable {
        /// The protected header.
        public let header: JOSEHeader
        /// The payload.
        public let payload: Data
    }

    /// Signs `payload` with the private `key` and returns the compact JWS.
    ///
    /// `header` supplies extra protected parameters (`kid`, `typ`, `x5c`); `alg` is set here.
    public static func sign(payload: Data, with key: JWK, alg: JWSAlgorithm, header: JOSEHeader = JOSEHeader()) throws
        -> String
    {
        try key.validate()
        try alg.check(key)
        guard key.d != nil else { throw JOSEError.invalidKey("Signing needs a private key; this key is public.") }
        var header = header
        header.alg = alg.rawValue
        let signingInput = try header.encoded() + "." + Base64URL.encode(payload)
        var signature = try EVPKey.from(key).sign(Data(signingInput.utf8), digest: alg.digest, pss: alg == .ps256)
        if let curve = alg.curve { signature = try ECDSASignature.raw(fromDER: signature, size: curve.coordinateSize) }
        return signingInput + "." + Base64URL.encode(signature)
    }

    /// Verifies the compact JWS `token` with the public `key`, accepting only `algorithms`.
    ///
    /// Refuses, with a ``JOSEError`` that says why: a malformed token, `alg: none` or an algorithm
    /// outside `algorithms`, a `crit` header, a key of the wrong type or curve, and a bad signature.
    public static func verify(
        _ token: String, with key: JWK, algorithms: Set<JWSAlgorithm> = Set(JWSAlgorithm.allCases)
    ) throws -> Verified {
        let parts = try CompactSerialization.split(token, into: 3, kind: "JWS")
        let header = try JOSEHeader.decode(parts[0], kind: "JWS")
        let alg = try algorithm(of: header, allowed: algorithms)
        try key.validate()
        try alg.check(key)
        let payload = try Base64URL.decode(parts[1], field: "JWS payload")
        var signature = try Base64URL.decode(parts[2], field: "JWS signature")
        let failure = JOSEError(.invalidSignature, "The JWS signature does not verify with this key.")
        if let curve = alg.curve {
            guard let der = ECDSASignature.der(fromRaw: signature, size: curve.coordinateSize) else { throw failure }
            signature = der
        }
        let signingInput = Data(parts[0].utf8) + Data(".".utf8) + Data(parts[1].utf8)
        let publicKey = try EVPKey.from(key.publicKey)
        guard try publicKey.verify(signature, for: signingInput, digest: alg.digest, pss: alg == .ps256) else {
            throw failure
        }
        return Verified(header: header, payload: payload)
    }

    /// Verifies a compact JWS given as bytes, which must be UTF-8 text.
    public static func verify(
        _ token: Data, with key: JWK, algorithms: Set<JWSAlgorithm> = Set(JWSAlgorithm.allCases)
    ) throws -> Verified {
        guard let text = String(data: token, encoding: .utf8) else {
            throw JOSEError.malformed("The JWS is not UTF-8 text.")
        }
        return try verify(text, with: key, algorithms: algorithms)
    }

    /// The protected header of `token`, decoded but not verified (to pick a key by `kid`).
    public static func unverifiedHeader(of token: String) throws -> JOSEHeader {
        try JOSEHeader.decode(CompactSerialization.split(token, into: 3, kind: "JWS")[0], kind: "JWS")
    }

    static func algorithm(of header: JOSEHeader, allowed: Set<JWSAlgorithm>) throws -> JWSAlgorithm {
        guard let name = header.alg else { throw JOSEError.malformed("The JWS header has no 'alg'.") }
        guard let alg = JWSAlgorithm(rawValue: name), allowed.contains(alg) else {
            let known = JWSAlgorithm.allCases.filter(allowed.contains).map(\.rawValue).joined(separator: ", ")
            throw JOSEError.unsupported("The JWS 'alg' '\(name)' is not accepted here (accepted: \(known)).")
        }
        return alg
    }
}
