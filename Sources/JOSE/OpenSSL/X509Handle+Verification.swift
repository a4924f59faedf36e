internal import COpenSSL
import Foundation

extension X509Handle {
    /// Verifies this certificate through `intermediates` to one of `roots`, with validity checked at `date`.
    func verify(intermediates: [X509Handle], roots: [X509Handle], at date: Date) throws {
        guard let store = X509_STORE_new() else { throw OpenSSLFailure.error("OpenSSL could not allocate a store") }
        defer { X509_STORE_free(store) }
        for root in roots {
            try OpenSSLFailure.check(X509_STORE_add_cert(store, root.pointer), "OpenSSL refused a trusted root")
        }
        guard let untrusted = tessera_sk_X509_new_null() else {
            throw OpenSSLFailure.error("OpenSSL could not allocate a certificate list")
        }
        defer { tessera_sk_X509_pop_free(untrusted) }
        for intermediate in intermediates {
            X509_up_ref(intermediate.pointer)
            guard tessera_sk_X509_push(untrusted, intermediate.pointer) > 0 else {
                X509_free(intermediate.pointer)
                throw OpenSSLFailure.error("OpenSSL could not list an intermediate certificate")
            }
        }
        guard let context = X509_STORE_CTX_new() else { throw OpenSSLFailure.error("OpenSSL could not verify") }
        defer { X509_STORE_CTX_free(context) }
        try OpenSSLFailure.check(
            X509_STORE_CTX_init(context, store, pointer, untrusted), "verification could not start")
        X509_STORE_CTX_set_time(context, 0, time_t(date.timeIntervalSince1970.rounded(.down)))
        guard X509_verify_cert(context) == 1 else {
            let code = X509_STORE_CTX_get_error(context)
            let reason = String(cString: X509_verify_cert_error_string(Int(code)))
            throw JOSEError(
                .untrustedCertificate, "The certificate chain does not verify: \(reason).",
                underlyingErrors: OpenSSLFailure.drain())
        }
    }
}
