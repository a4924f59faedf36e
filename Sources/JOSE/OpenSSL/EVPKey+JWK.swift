internal import COpenSSL
import Foundation

extension EVPKey {
    /// The OpenSSL key for an EC or RSA `jwk`; an EC key is checked to lie on its curve. It is made once
    /// and kept in the JWK's ``EVPKeySlot``, which its copies share.
    static func from(_ jwk: JWK) throws -> EVPKey {
        try jwk.openSSLKey.key(for: jwk.material) { try make(jwk) }
    }

    /// Imports `jwk`. OpenSSL refuses an EC point that is not on its curve as it decodes it
    /// (`EC_POINT_set_affine_coordinates` checks the curve equation); on P-256, P-384 and P-521, whose
    /// cofactor is 1, that is the whole validation of SP 800-56A §5.6.2.3.3, the invalid-curve defence.
    private static func make(_ jwk: JWK) throws -> EVPKey {
        try jwk.validate()
        let builder = try ParamBuilder()
        switch jwk.kty {
        case .ec:
            try builder.add("group", string: jwk.crv!.openSSLName)
            try builder.add("pub", octets: try uncompressedPoint(jwk))
            if let d = jwk.d { try builder.add("priv", integer: try Base64URL.decode(d)) }
        case .rsa:
            let members: [(String, String?)] = [
                ("n", jwk.n), ("e", jwk.e), ("d", jwk.d), ("rsa-factor1", jwk.p), ("rsa-factor2", jwk.q),
                ("rsa-exponent1", jwk.dp), ("rsa-exponent2", jwk.dq), ("rsa-coefficient1", jwk.qi),
            ]
            for case (let name, let value?) in members {
                try builder.add(name, integer: try Base64URL.decode(value))
            }
        case .oct:
            throw JOSEError.invalidKey("A symmetric (oct) key cannot be used here; an EC or RSA key is needed.")
        }
        let selection = jwk.d == nil ? tessera_EVP_PKEY_PUBLIC_KEY : tessera_EVP_PKEY_KEYPAIR
        guard jwk.kty == .ec else { return try builder.makeKey(type: "RSA", selection: selection) }
        let key: EVPKey
        do {
            key = try builder.makeKey(type: "EC", selection: selection)
        } catch let error as JOSEError {
            let message =
                jwk.d == nil
                ? "The public key is not a point on its curve"
                : "The EC key is not a point on its curve \(jwk.crv!.rawValue) (or its 'd' does not fit)."
            throw JOSEError(.invalidKey, message, underlyingErrors: error.underlyingErrors)
        }
        if jwk.d != nil { try key.checkPublicKey() }
        return key
    }

    /// The raw ECDH shared secret Z between this private EC key and the public EC key `peer`, usually an
    /// ephemeral key used once: checked as ``from(_:)`` checks a key, but made on this key's curve from its
    /// point (see ``publicKey(at:)``). The caller checks that `peer` is on this key's curve.
    func deriveSharedSecret(withEphemeral peer: JWK) throws -> Data {
        try peer.validate()
        guard peer.kty == .ec else { throw JOSEError.invalidKey("ECDH needs a public EC key as the peer.") }
        return try deriveSharedSecret(with: publicKey(at: Self.uncompressedPoint(peer)))
    }

    /// `04 || x || y` for the validated EC `jwk`, in one buffer.
    private static func uncompressedPoint(_ jwk: JWK) throws -> Data {
        var point = Data([4])
        point.append(try Base64URL.decode(jwk.x!))
        point.append(try Base64URL.decode(jwk.y!))
        return point
    }

    /// The key as a JWK, with its private members when `includePrivate` is set and it has them.
    func jwk(includePrivate: Bool) throws -> JWK {
        if isEC {
            guard let group = string("group"), let curve = JWK.Curve.allCases.first(where: { $0.openSSLName == group })
            else { throw JOSEError.unsupported("The EC key's curve is not P-256, P-384 or P-521.") }
            let size = curve.coordinateSize
            guard let point = octets("pub", capacity: 1 + 2 * size), point.count == 1 + 2 * size, point.first == 4
            else {
                throw OpenSSLFailure.error("OpenSSL did not give the EC public point uncompressed")
            }
            let x = point.dropFirst().prefix(size)
            var key = JWK(kty: .ec, crv: curve, x: Base64URL.encode(x), y: Base64URL.encode(point.suffix(size)))
            if includePrivate { key.d = integer("priv", length: size).map(Base64URL.encode) }
            return key
        }
        guard isRSA, let n = integer("n"), let e = integer("e") else {
            throw JOSEError.unsupported("Only EC and RSA keys can be converted to a JWK.")
        }
        var key = JWK(kty: .rsa, n: Base64URL.encode(n), e: Base64URL.encode(e))
        if includePrivate, let d = integer("d") {
            key.d = Base64URL.encode(d)
            key.p = integer("rsa-factor1").map(Base64URL.encode)
            key.q = integer("rsa-factor2").map(Base64URL.encode)
            key.dp = integer("rsa-exponent1").map(Base64URL.encode)
            key.dq = integer("rsa-exponent2").map(Base64URL.encode)
            key.qi = integer("rsa-coefficient1").map(Base64URL.encode)
        }
        return key
    }
}
