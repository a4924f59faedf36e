import JOSE

/// The emulator's development signing key: a P-521 key pair for ES512 bearer tokens.
///
/// TEST-ONLY. This private key is published in Tessera's source so that `tessera sandbox token` and
/// the embedded emulator work on any machine with no set-up. It protects nothing: never use it, or
/// a token it signed, against a real service.
public enum DevelopmentKey {
    /// The warning shown wherever the private key is printed.
    public static let warning =
        "TEST-ONLY: this is the Tessera emulator's published development key; it protects nothing. Never use it with a real service."

    /// The private key as JWK JSON (RFC 7517). Test-only, see above.
    static let privateKeyJSON = """
        {"kty":"EC","crv":"P-521",\
        "x":"AAiMVcSz_wNRlSxS2BQmh2v7ofTP6O2SX6AABe-3rmXq4KLrzjlvP7gg9U0RmD7TcZQvBLjkDWCp-oqMoBUaigDD",\
        "y":"AS-eYDGEeyaDHtItMgNehClpH47BUZfSE3OsR8iAU4qOL11v8Ke6gcE58LIFgi0eGOTDsVPKhwy0I_t9MMRLJF1B",\
        "d":"Aft6JhHZ8xsNscRL2fN2R86KXbY9zcGOB3_OkXjLraqKLxM2lDh_ymWC5mxV45WcIiegwLGYPSGiaAjHicsILniX"}
        """

    /// The key id written in token headers: the key's RFC 7638 thumbprint, as Gr4vy's SDKs write it.
    public static func keyID() throws -> String {
        try JWK.parse(privateKeyJSON).publicKey.thumbprint()
    }

    /// The private key as a JWK, with ``keyID()``.
    public static func privateKey() throws -> JWK {
        var key = try JWK.parse(privateKeyJSON)
        key.kid = try keyID()
        return key
    }

    /// The private key as PKCS #8 PEM, for server SDKs that sign their own tokens
    /// (`gr4vy.auth.get_token(private_key_pem)`). Test-only, see ``warning``.
    public static func privateKeyPEM() throws -> String {
        try privateKey().pemPrivateKey()
    }

    /// The public half, which the emulator verifies tokens with.
    public static func publicKey() throws -> JWK {
        try privateKey().publicKey
    }
}
