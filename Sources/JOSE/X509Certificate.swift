import Foundation

/// An X.509 certificate, read from PEM or DER or issued by a ``CertificateAuthority``.
public struct X509Certificate: Sendable, Equatable, CustomStringConvertible {
    let handle: X509Handle

    init(handle: X509Handle) {
        self.handle = handle
    }

    /// Reads one certificate from PEM text (the first `CERTIFICATE` block).
    public init(pem: String) throws {
        handle = try X509Handle(pem: Data(pem.utf8))
    }

    /// Reads one certificate from DER bytes.
    public init(der: Data) throws {
        handle = try X509Handle(der: der)
    }

    /// Reads one certificate from an `x5c` entry (standard base64 of DER, RFC 7515 §4.1.6).
    public init(x5cEntry: String) throws {
        guard let der = Data(base64Encoded: x5cEntry), !der.isEmpty else {
            throw JOSEError.malformed("An 'x5c' entry is not standard base64 DER.")
        }
        try self.init(der: der)
    }

    /// The certificate in DER.
    public var der: Data { handle.der }

    /// The certificate as a PEM `CERTIFICATE` block.
    public var pem: String {
        let lines = der.base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
        return "-----BEGIN CERTIFICATE-----\n" + lines + "\n-----END CERTIFICATE-----\n"
    }

    /// The certificate as an `x5c` entry: standard base64 of the DER.
    public var x5cEntry: String { der.base64EncodedString() }

    /// The subject's distinguished name, one line (`CN=…, O=…`).
    public var subject: String { handle.name(issuer: false) }

    /// The issuer's distinguished name, one line.
    public var issuer: String { handle.name(issuer: true) }

    /// The start of the validity period.
    public var notBefore: Date { handle.validity.notBefore }

    /// The end of the validity period.
    public var notAfter: Date { handle.validity.notAfter }

    /// The subject's public key.
    public func publicKey() throws -> JWK { try handle.publicKey() }

    /// Subject, issuer and validity.
    public var description: String {
        "X509Certificate(subject: \(subject), issuer: \(issuer), notBefore: \(notBefore), notAfter: \(notAfter))"
    }

    /// Whether two certificates have the same DER encoding.
    public static func == (left: X509Certificate, right: X509Certificate) -> Bool {
        left.der == right.der
    }

    /// Verifies that `self` chains through `intermediates` to one of `trustedRoots` at the clock's time.
    ///
    /// The verifier checks signatures, CA flags and every certificate's validity dates against
    /// `clock` (not the wall clock). Throws ``JOSEError/Kind/untrustedCertificate`` with the verifier's reason.
    public func verifyChain(
        intermediates: [X509Certificate] = [], trustedRoots: [X509Certificate], clock: WallClock = .live
    ) throws {
        guard !trustedRoots.isEmpty else {
            throw JOSEError(.untrustedCertificate, "No trusted root certificate was given to verify the chain against.")
        }
        try handle.verify(
            intermediates: intermediates.map(\.handle), roots: trustedRoots.map(\.handle), at: clock.now())
    }
}
