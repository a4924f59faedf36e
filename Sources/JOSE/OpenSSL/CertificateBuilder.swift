internal import COpenSSL
import Foundation

/// Builds and signs X.509 v3 certificates with OpenSSL.
enum CertificateBuilder {
    /// A certificate for `subjectKey` named `commonName`, signed by `issuerKey` (self-signed when `issuer` is nil).
    static func build(
        commonName: String, subjectKey: EVPKey, issuer: X509Handle?, issuerKey: EVPKey, serial: Data,
        validity: ClosedRange<Date>, isCA: Bool
    ) throws -> X509Handle {
        guard let raw = X509_new() else { throw OpenSSLFailure.error("OpenSSL could not allocate a certificate") }
        let certificate = X509Handle(taking: raw)
        try OpenSSLFailure.check(X509_set_version(raw, 2), "could not set the certificate version")
        var positive = serial
        positive[positive.startIndex] = (positive.first ?? 0) & 0x7F | 0x01
        let number = positive.withBytes { BN_bin2bn($0, Int32($1), nil) }
        defer { BN_free(number) }
        guard BN_to_ASN1_INTEGER(number, X509_get_serialNumber(raw)) != nil else {
            throw OpenSSLFailure.error("could not set the serial number")
        }
        for (time, date) in [
            (X509_getm_notBefore(raw), validity.lowerBound), (X509_getm_notAfter(raw), validity.upperBound),
        ] {
            guard ASN1_TIME_set(time, time_t(date.timeIntervalSince1970)) != nil else {
                throw OpenSSLFailure.error("could not set the validity dates")
            }
        }
        guard let name = X509_NAME_new() else { throw OpenSSLFailure.error("could not allocate a name") }
        defer { X509_NAME_free(name) }
        try OpenSSLFailure.check(
            X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8, commonName, -1, -1, 0), "could not set the name")
        try OpenSSLFailure.check(X509_set_subject_name(raw, name), "could not set the subject")
        let issuerName = issuer.map { X509_get_subject_name($0.pointer) } ?? name
        try OpenSSLFailure.check(X509_set_issuer_name(raw, issuerName), "could not set the issuer")
        try OpenSSLFailure.check(X509_set_pubkey(raw, subjectKey.pointer), "could not set the public key")
        try addExtensions(to: certificate, issuer: issuer ?? certificate, isCA: isCA, rsa: subjectKey.isRSA)
        guard X509_sign(raw, issuerKey.pointer, EVP_sha256()) > 0 else {
            throw OpenSSLFailure.error("OpenSSL could not sign the certificate")
        }
        return certificate
    }

    private static func addExtensions(to certificate: X509Handle, issuer: X509Handle, isCA: Bool, rsa: Bool) throws {
        var context = X509V3_CTX()
        tessera_X509V3_set_ctx(&context, issuer.pointer, certificate.pointer)
        let usage =
            isCA
            ? "critical,keyCertSign,cRLSign,digitalSignature"
            : rsa ? "critical,digitalSignature,keyEncipherment" : "critical,digitalSignature,keyAgreement"
        let extensions: [(Int32, String)] = [
            (NID_basic_constraints, isCA ? "critical,CA:TRUE" : "critical,CA:FALSE"),
            (NID_key_usage, usage),
            (NID_subject_key_identifier, "hash"),
            (NID_authority_key_identifier, "keyid:always"),
        ]
        for (nid, value) in extensions {
            guard let ext = X509V3_EXT_conf_nid(nil, &context, nid, value) else {
                throw OpenSSLFailure.error("OpenSSL refused the certificate extension \(value)")
            }
            defer { X509_EXTENSION_free(ext) }
            try OpenSSLFailure.check(X509_add_ext(certificate.pointer, ext, -1), "could not add an extension")
        }
    }
}
