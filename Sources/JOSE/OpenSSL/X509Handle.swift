internal import COpenSSL
import Foundation

/// An OpenSSL `X509` owned by Swift and freed with it.
///
/// Safe: the certificate is never modified after it is built or read, and OpenSSL
/// allows concurrent read-only use of an `X509` from several threads.
final class X509Handle: @unchecked Sendable {
    /// The `X509 *`.
    let pointer: OpaquePointer

    /// Takes ownership of `pointer`.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Reads the first certificate of PEM text.
    convenience init(pem: Data) throws {
        let read = try MemoryBIO(reading: pem).withPointer { PEM_read_bio_X509($0, nil, { _, _, _, _ in 0 }, nil) }
        guard let certificate = read else {
            throw OpenSSLFailure.error("The text holds no readable PEM certificate", kind: .malformedInput)
        }
        self.init(taking: certificate)
    }

    /// Reads a DER certificate, refusing trailing bytes.
    convenience init(der: Data) throws {
        var consumed = 0
        let certificate = der.withBytes { bytes, count -> OpaquePointer? in
            var cursor: UnsafePointer<UInt8>? = bytes
            let result = d2i_X509(nil, &cursor, count)
            consumed = cursor.map { $0 - bytes } ?? 0
            return result
        }
        guard let certificate else {
            throw OpenSSLFailure.error("The bytes are not a DER certificate", kind: .malformedInput)
        }
        guard consumed == der.count else {
            X509_free(certificate)
            throw JOSEError.malformed("The DER certificate is followed by \(der.count - consumed) stray bytes.")
        }
        self.init(taking: certificate)
    }

    deinit { X509_free(pointer) }

    /// The DER encoding.
    var der: Data {
        let length = i2d_X509(pointer, nil)
        guard length > 0 else { return Data() }
        return Data.filling(count: Int(length)) { out in
            var cursor: UnsafeMutablePointer<UInt8>? = out
            return Int(i2d_X509(pointer, &cursor))
        }
    }

    /// The subject or issuer name on one line.
    func name(issuer: Bool) -> String {
        guard let name = issuer ? X509_get_issuer_name(pointer) : X509_get_subject_name(pointer),
            let bio = try? MemoryBIO()
        else { return "" }
        bio.withPointer { _ = X509_NAME_print_ex($0, name, 0, tessera_XN_FLAG_ONELINE) }
        return String(decoding: bio.contents, as: UTF8.self)
    }

    /// The validity period.
    var validity: (notBefore: Date, notAfter: Date) {
        (Self.date(X509_get0_notBefore(pointer)), Self.date(X509_get0_notAfter(pointer)))
    }

    /// The subject public key as a JWK.
    func publicKey() throws -> JWK {
        guard let key = X509_get_pubkey(pointer) else {
            throw OpenSSLFailure.error("The certificate's public key is unreadable", kind: .invalidKey)
        }
        return try EVPKey(taking: key).jwk(includePrivate: false)
    }

    private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date {
        var parts = tm()
        guard let time, ASN1_TIME_to_tm(time, &parts) == 1 else { return .distantPast }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}
