import COpenSSL
import Foundation

/// An unkeyed HMAC context per digest, set up once and copied for every MAC.
///
/// OpenSSL's one-shot `HMAC` fetches the HMAC implementation and then the digest by name on every
/// call; copying a context that already holds both, then keying the copy, skips both look-ups.
///
/// Safe: the template context is never keyed or fed; it is only copied, and the
/// copy is made while holding `lock`, so no two threads touch it at once.
final class HMACTemplate: @unchecked Sendable {
    static let sha256 = HMACTemplate(digest: "SHA256")
    static let sha384 = HMACTemplate(digest: "SHA384")
    static let sha512 = HMACTemplate(digest: "SHA512")

    private let context: OpaquePointer?
    private let lock = NSLock()

    /// The name of the digest parameter. An `OSSL_PARAM` keeps the pointer to its key until
    /// `EVP_MAC_CTX_set_params` reads it, so the key must outlive the parameter: a static string does, the
    /// temporary C string Swift makes from a `String` argument does not.
    private static let digestKey: StaticString = "digest"

    private init(digest: String) {
        context = Self.makeContext(digest: digest)
    }

    deinit { EVP_MAC_CTX_free(context) }

    /// The HMAC under `key` of `parts` taken one after another.
    func mac(key: Data, _ parts: [Data]) throws -> Data {
        let copy = lock.withLock { context.flatMap { EVP_MAC_CTX_dup($0) } }
        guard let copy else { throw OpenSSLFailure.error("OpenSSL could not start an HMAC") }
        defer { EVP_MAC_CTX_free(copy) }
        try key.withBytes { try OpenSSLFailure.check(EVP_MAC_init(copy, $0, $1, nil), "HMAC refused the key") }
        for part in parts {
            try part.withBytes { try OpenSSLFailure.check(EVP_MAC_update(copy, $0, $1), "HMAC failed") }
        }
        return try Data.filling(count: Int(EVP_MAX_MD_SIZE)) { out in
            var written = 0
            try OpenSSLFailure.check(EVP_MAC_final(copy, out, &written, Int(EVP_MAX_MD_SIZE)), "HMAC failed")
            return written
        }
    }

    private static func makeContext(digest: String) -> OpaquePointer? {
        guard let mac = EVP_MAC_fetch(nil, "HMAC", nil) else { return nil }
        defer { EVP_MAC_free(mac) }
        guard let context = EVP_MAC_CTX_new(mac) else { return nil }
        var name = Array(digest.utf8CString)
        let key = UnsafeRawPointer(digestKey.utf8Start).assumingMemoryBound(to: CChar.self)
        let status = name.withUnsafeMutableBufferPointer { buffer in
            var params = [OSSL_PARAM_construct_utf8_string(key, buffer.baseAddress, 0), OSSL_PARAM_construct_end()]
            return EVP_MAC_CTX_set_params(context, &params)
        }
        guard status == 1 else {
            EVP_MAC_CTX_free(context)
            ERR_clear_error()
            return nil
        }
        return context
    }
}
