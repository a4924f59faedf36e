internal import COpenSSL
import Foundation

extension EVPKey {
    /// Reads a private key (PKCS #8 or traditional) or a public key (SubjectPublicKeyInfo) from PEM text.
    ///
    /// Encrypted PEM is refused rather than prompting for a pass phrase.
    static func fromPEM(_ pem: Data) throws -> EVPKey {
        let privateKey = try MemoryBIO(reading: pem).withPointer {
            PEM_read_bio_PrivateKey($0, nil, { _, _, _, _ in 0 }, nil)
        }
        if let key = privateKey {
            return EVPKey(taking: key)
        }
        ERR_clear_error()
        let publicKey = try MemoryBIO(reading: pem).withPointer {
            PEM_read_bio_PUBKEY($0, nil, { _, _, _, _ in 0 }, nil)
        }
        if let key = publicKey {
            return EVPKey(taking: key)
        }
        throw OpenSSLFailure.error(
            "The text holds no unencrypted PEM private or public key (BEGIN PRIVATE KEY / BEGIN PUBLIC KEY)",
            kind: .invalidKey)
    }

    /// Reads a DER private key (PKCS #8 or traditional) or public key (SubjectPublicKeyInfo).
    static func fromDER(_ der: Data) throws -> EVPKey {
        let key = der.withBytes { bytes, count -> OpaquePointer? in
            var cursor: UnsafePointer<UInt8>? = bytes
            if let key = d2i_AutoPrivateKey(nil, &cursor, count) { return key }
            ERR_clear_error()
            cursor = bytes
            return d2i_PUBKEY(nil, &cursor, count)
        }
        guard let key else { throw OpenSSLFailure.error("The bytes are not a DER key", kind: .invalidKey) }
        return EVPKey(taking: key)
    }

    /// The key as PEM: PKCS #8 `PRIVATE KEY` when `includePrivate`, otherwise `PUBLIC KEY`.
    func pem(includePrivate: Bool) throws -> String {
        let bio = try MemoryBIO()
        let status = bio.withPointer {
            includePrivate
                ? PEM_write_bio_PrivateKey($0, pointer, nil, nil, 0, nil, nil) : PEM_write_bio_PUBKEY($0, pointer)
        }
        try OpenSSLFailure.check(status, "OpenSSL could not write the key as PEM")
        return String(decoding: bio.contents, as: UTF8.self)
    }
}
