import COpenSSL

/// A parameters-only OpenSSL key for each curve, made once and copied for every new key on that curve.
///
/// Building a curve's group from its name (`EC_GROUP_new_by_curve_name`) costs about as much as an
/// ECDSA signature; copying the group of a template key costs a small fraction of that, so importing a
/// public key or generating a key pair starts from the template instead.
///
/// Safe: a template is never modified after it is made; OpenSSL only reads it when
/// duplicating it (`EVP_PKEY_dup`) or generating from it, which any number of threads may do at once.
struct CurveTemplate: @unchecked Sendable {
    /// The parameters-only `EVP_PKEY`.
    let key: EVPKey

    private static let p256 = make(.p256)
    private static let p384 = make(.p384)
    private static let p521 = make(.p521)

    /// The template for `curve`.
    static func of(_ curve: JWK.Curve) throws -> EVPKey {
        let template =
            switch curve {
            case .p256: p256
            case .p384: p384
            case .p521: p521
            }
        guard let template else {
            throw JOSEError(.cryptoFailure, "OpenSSL does not know the curve \(curve.rawValue).")
        }
        return template.key
    }

    private static func make(_ curve: JWK.Curve) -> CurveTemplate? {
        guard let builder = try? ParamBuilder(), (try? builder.add("group", string: curve.openSSLName)) != nil,
            let key = try? builder.makeKey(type: "EC", selection: tessera_EVP_PKEY_KEY_PARAMETERS)
        else {
            ERR_clear_error()
            return nil
        }
        return CurveTemplate(key: key)
    }
}
