internal import COpenSSL
import Foundation

/// Collects key parameters for `EVP_PKEY_fromdata` (an `OSSL_PARAM_BLD` that owns what it points to).
final class ParamBuilder {
    private let pointer: OpaquePointer
    private var numbers: [OpaquePointer] = []
    private var buffers: [UnsafeMutableRawPointer] = []

    init() throws {
        guard let builder = OSSL_PARAM_BLD_new() else {
            throw OpenSSLFailure.error("OpenSSL could not build parameters")
        }
        pointer = builder
    }

    deinit {
        OSSL_PARAM_BLD_free(pointer)
        for number in numbers { BN_clear_free(number) }
        for buffer in buffers { buffer.deallocate() }
    }

    /// Adds a UTF-8 string parameter.
    func add(_ name: String, string: String) throws {
        let bytes = copy(Data(string.utf8) + [0])
        try OpenSSLFailure.check(
            OSSL_PARAM_BLD_push_utf8_string(
                pointer, key(name), bytes.assumingMemoryBound(to: CChar.self), string.utf8.count),
            "OpenSSL refused the parameter \(name)")
    }

    /// Adds an octet-string parameter.
    func add(_ name: String, octets: Data) throws {
        let bytes = copy(octets)
        try OpenSSLFailure.check(
            OSSL_PARAM_BLD_push_octet_string(pointer, key(name), bytes, octets.count),
            "OpenSSL refused the parameter \(name)")
    }

    /// Adds an unsigned big-endian integer parameter.
    func add(_ name: String, integer: Data) throws {
        let number = integer.withBytes { BN_bin2bn($0, Int32($1), nil) }
        guard let number else { throw OpenSSLFailure.error("OpenSSL could not read the integer \(name)") }
        numbers.append(number)
        try OpenSSLFailure.check(
            OSSL_PARAM_BLD_push_BN(pointer, key(name), number), "OpenSSL refused the parameter \(name)")
    }

    /// Builds a key of `type` ("EC" or "RSA") from the parameters; `selection` says public only or a pair.
    func makeKey(type: String, selection: Int32) throws -> EVPKey {
        guard let params = OSSL_PARAM_BLD_to_param(pointer) else {
            throw OpenSSLFailure.error("OpenSSL could not assemble the key parameters")
        }
        defer { OSSL_PARAM_free(params) }
        guard let context = EVP_PKEY_CTX_new_from_name(nil, type, nil) else {
            throw OpenSSLFailure.error("OpenSSL does not know keys of type \(type)")
        }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_fromdata_init(context) == 1, EVP_PKEY_fromdata(context, &key, selection, params) == 1,
            let key
        else {
            throw OpenSSLFailure.error("OpenSSL refused the \(type) key", kind: .invalidKey)
        }
        return EVPKey(taking: key)
    }

    /// A C string of `name` that lives as long as the builder (OpenSSL keeps the pointer, not a copy).
    private func key(_ name: String) -> UnsafeMutablePointer<CChar> {
        copy(Data(name.utf8) + [0]).assumingMemoryBound(to: CChar.self)
    }

    private func copy(_ data: Data) -> UnsafeMutableRawPointer {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
        data.withBytes { buffer.copyMemory(from: $0, byteCount: $1) }
        buffers.append(buffer)
        return buffer
    }
}
