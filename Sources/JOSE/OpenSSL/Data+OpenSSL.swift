import COpenSSL
import Foundation

extension Data {
    /// Calls `body` with a pointer to the bytes and their count; an empty value still gets a valid pointer.
    func withBytes<R>(_ body: (UnsafePointer<UInt8>, Int) throws -> R) rethrows -> R {
        if isEmpty {
            var zero: UInt8 = 0
            return try withUnsafePointer(to: &zero) { try body($0, 0) }
        }
        return try withUnsafeBytes { buffer in
            try body(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), buffer.count)
        }
    }

    /// A buffer of `count` bytes filled by `body`, which returns how many it wrote (or throws).
    static func filling(count: Int, _ body: (UnsafeMutablePointer<UInt8>) throws -> Int) rethrows -> Data {
        var data = Data(count: Swift.max(count, 1))
        let written = try data.withUnsafeMutableBytes { buffer in
            try body(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
        data.count = written
        return data
    }

    /// Compares two byte strings in time that depends only on their length (OpenSSL's `CRYPTO_memcmp`).
    func constantTimeEquals(_ other: Data) -> Bool {
        guard count == other.count else { return false }
        return withBytes { left, length in
            other.withBytes { right, _ in CRYPTO_memcmp(left, right, length) == 0 }
        }
    }
}

/// A memory BIO for handing bytes to and from OpenSSL's PEM and DER routines.
final class MemoryBIO {
    /// The `BIO *`.
    let pointer: OpaquePointer
    private let source: Data?

    /// An empty BIO for OpenSSL to write into.
    init() throws {
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLFailure.error("OpenSSL could not allocate a BIO") }
        pointer = bio
        source = nil
    }

    /// A read-only BIO over `data`, which it keeps alive.
    init(reading data: Data) throws {
        let copy = data.isEmpty ? Data([0]) : data
        source = copy
        let bio = copy.withUnsafeBytes { BIO_new_mem_buf($0.baseAddress, Int32(data.count)) }
        guard let bio else { throw OpenSSLFailure.error("OpenSSL could not allocate a BIO") }
        pointer = bio
    }

    deinit { BIO_free(pointer) }

    /// Everything written to the BIO so far.
    var contents: Data {
        var bytes: UnsafeMutablePointer<CChar>?
        let length = tessera_BIO_get_mem_data(pointer, &bytes)
        guard let bytes, length > 0 else { return Data() }
        return Data(bytes: bytes, count: length)
    }
}
