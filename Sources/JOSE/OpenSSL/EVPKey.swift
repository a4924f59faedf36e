internal import COpenSSL
import Foundation

/// An OpenSSL key (`EVP_PKEY`) owned by Swift and freed with it.
final class EVPKey {
    /// The `EVP_PKEY *`.
    let pointer: OpaquePointer

    /// Takes ownership of `pointer`.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { EVP_PKEY_free(pointer) }

    /// Whether this is an elliptic-curve key.
    var isEC: Bool { EVP_PKEY_is_a(pointer, "EC") == 1 }

    /// Whether this is an RSA key.
    var isRSA: Bool { EVP_PKEY_is_a(pointer, "RSA") == 1 }

    /// The key size in bits (the modulus for RSA, the field for EC).
    var bits: Int { Int(EVP_PKEY_get_bits(pointer)) }

    /// A fresh key pair on `curve`, from OpenSSL's generator.
    static func generateEC(_ curve: JWK.Curve) throws -> EVPKey {
        try generate(EVP_PKEY_CTX_new_from_name(nil, "EC", nil)) {
            try OpenSSLFailure.check(EVP_PKEY_CTX_set_group_name($0, curve.openSSLName), "bad EC curve")
        }
    }

    /// A fresh RSA key pair of `bits` bits with exponent 65537.
    static func generateRSA(bits: Int) throws -> EVPKey {
        try generate(EVP_PKEY_CTX_new_from_name(nil, "RSA", nil)) {
            try OpenSSLFailure.check(EVP_PKEY_CTX_set_rsa_keygen_bits($0, Int32(bits)), "bad RSA size")
        }
    }

    /// A fresh key pair on this EC key's curve, whose parameters OpenSSL's generator takes from this key
    /// (building them from the curve's name would cost about a fifth of an ECDH).
    func generateOnSameCurve() throws -> EVPKey {
        try Self.generate(EVP_PKEY_CTX_new_from_pkey(nil, pointer, nil))
    }

    /// The public key at the uncompressed point `point` (`04 || x || y`) on this EC key's curve, whose
    /// parameters are copied from this key as in ``generateOnSameCurve()``. Decoding the point refuses one that
    /// is not on the curve (see ``from(_:)``).
    func publicKey(at point: Data) throws -> EVPKey {
        guard let peer = EVP_PKEY_new() else { throw OpenSSLFailure.error("OpenSSL could not allocate a key") }
        let key = EVPKey(taking: peer)
        try OpenSSLFailure.check(EVP_PKEY_copy_parameters(peer, pointer), "OpenSSL could not copy the curve")
        guard point.withBytes({ EVP_PKEY_set1_encoded_public_key(peer, $0, $1) }) == 1 else {
            throw OpenSSLFailure.error("The public key is not a point on its curve", kind: .invalidKey)
        }
        return key
    }

    private static func generate(_ context: OpaquePointer?, configure: (OpaquePointer) throws -> Void = { _ in })
        throws -> EVPKey
    {
        guard let context else { throw OpenSSLFailure.error("OpenSSL cannot generate the key") }
        defer { EVP_PKEY_CTX_free(context) }
        try OpenSSLFailure.check(EVP_PKEY_keygen_init(context), "key generation could not start")
        try configure(context)
        var key: OpaquePointer?
        guard EVP_PKEY_generate(context, &key) == 1, let key else {
            throw OpenSSLFailure.error("key generation failed")
        }
        return EVPKey(taking: key)
    }

    /// The unsigned big-endian integer parameter `name`, left-padded to `length` bytes when given; nil if absent.
    func integer(_ name: String, length: Int? = nil) -> Data? {
        var number: OpaquePointer?
        guard EVP_PKEY_get_bn_param(pointer, name, &number) == 1, let number else {
            ERR_clear_error()
            return nil
        }
        defer { BN_clear_free(number) }
        let size = length ?? Int((BN_num_bits(number) + 7) / 8)
        return Data.filling(count: size) { Int(BN_bn2binpad(number, $0, Int32(size))) }
    }

    /// The octet-string parameter `name` (at most `capacity` bytes), or nil if absent.
    func octets(_ name: String, capacity: Int) -> Data? {
        var length = 0
        let data = Data.filling(count: capacity) { out in
            EVP_PKEY_get_octet_string_param(pointer, name, out, capacity, &length) == 1 ? length : 0
        }
        guard !data.isEmpty else {
            ERR_clear_error()
            return nil
        }
        return data
    }

    /// The UTF-8 string parameter `name`, or nil if absent.
    func string(_ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 80)
        var length = 0
        guard EVP_PKEY_get_utf8_string_param(pointer, name, &buffer, buffer.count, &length) == 1 else {
            ERR_clear_error()
            return nil
        }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `body` with a fresh `EVP_PKEY_CTX` for this key.
    func withContext<R>(_ body: (OpaquePointer) throws -> R) throws -> R {
        guard let context = EVP_PKEY_CTX_new_from_pkey(nil, pointer, nil) else {
            throw OpenSSLFailure.error("OpenSSL could not use the key")
        }
        defer { EVP_PKEY_CTX_free(context) }
        return try body(context)
    }

    /// Throws unless this public key is a valid point of its curve (the invalid-curve check).
    func checkPublicKey() throws {
        let valid = try withContext { EVP_PKEY_public_check_quick($0) == 1 }
        guard valid else { throw OpenSSLFailure.error("The public key is not a point on its curve", kind: .invalidKey) }
    }
}
