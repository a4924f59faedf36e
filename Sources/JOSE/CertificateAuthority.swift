import Foundation

/// A certificate authority for the emulator's directory server: a self-signed root that issues leaves.
public struct CertificateAuthority: Sendable {
    /// The root certificate, to hand to relying parties as their trust anchor.
    public let certificate: X509Certificate
    /// The root's private key.
    public let privateKey: JWK

    /// Creates a self-signed root certificate for `key` (EC or RSA, private).
    public static func createRoot(
        commonName: String, key: JWK, notBefore: Date, notAfter: Date, random: SecureRandom = .live
    ) throws -> CertificateAuthority {
        let evpKey = try checkedPrivateKey(key)
        let handle = try CertificateBuilder.build(
            commonName: commonName, subjectKey: evpKey, issuer: nil, issuerKey: evpKey,
            serial: try random.bytes(16), validity: try validity(notBefore, notAfter), isCA: true)
        return CertificateAuthority(certificate: X509Certificate(handle: handle), privateKey: key)
    }

    /// Reassembles an authority from its certificate and private key (for example read from PEM).
    public init(certificate: X509Certificate, privateKey: JWK) {
        self.certificate = certificate
        self.privateKey = privateKey
    }

    /// Issues a certificate for `publicKey` (EC or RSA) signed by this root.
    ///
    /// A leaf (`isCA` false) may sign and agree or encipher keys; an intermediate (`isCA` true) may
    /// sign certificates.
    public func issue(
        commonName: String, publicKey: JWK, notBefore: Date, notAfter: Date, isCA: Bool = false,
        random: SecureRandom = .live
    ) throws -> X509Certificate {
        let subjectKey = try EVPKey.from(publicKey.publicKey)
        let handle = try CertificateBuilder.build(
            commonName: commonName, subjectKey: subjectKey, issuer: certificate.handle,
            issuerKey: try Self.checkedPrivateKey(privateKey), serial: try random.bytes(16),
            validity: try Self.validity(notBefore, notAfter), isCA: isCA)
        return X509Certificate(handle: handle)
    }

    private static func checkedPrivateKey(_ key: JWK) throws -> EVPKey {
        guard key.kty != .oct, key.d != nil else {
            throw JOSEError.invalidKey("A certificate authority needs a private EC or RSA key.")
        }
        return try EVPKey.from(key)
    }

    private static func validity(_ notBefore: Date, _ notAfter: Date) throws -> ClosedRange<Date> {
        guard notBefore < notAfter else {
            throw JOSEError.malformed("A certificate's notBefore must come before its notAfter.")
        }
        return notBefore...notAfter
    }
}
