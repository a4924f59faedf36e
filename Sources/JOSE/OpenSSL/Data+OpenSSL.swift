internal import COpenSSL
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
    private let pointer: OpaquePointer
    private let source: UnsafeMutableRawPointer?

    /// An empty BIO for OpenSSL to write into.
    init() throws {
        guard let bio = BIO_new(BIO_s_mem()) else { throw OpenSSLFailure.error("OpenSSL could not allocate a BIO") }
        pointer = bio
        source = nil
    }

    /// A read-only BIO over a copy of `data` that lives as long as the BIO (OpenSSL reads it in place).
    init(reading data: Data) throws {
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
        data.withBytes { copy.copyMemory(from: $0, byteCount: $1) }
        guard let bio = BIO_new_mem_buf(copy, Int32(data.count)) else {
            copy.deallocate()
            throw OpenSSLFailure.error("OpenSSL could not allocate a BIO")
        }
        source = copy
        pointer = bio
    }

    deinit {
        BIO_free(pointer)
        source?.deallocate()
    }

    /// Calls `body` with the `BIO *`, keeping the BIO alive until it returns.
    func withPointer<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(pointer) }
    }

    /// Everything written to the BIO so far.
    var contents: Data {
        var bytes: UnsafeMutablePointer<CChar>?
        let length = tessera_BIO_get_mem_data(pointer, &bytes)
        guard let bytes, length > 0 else { return Data() }
        return Data(bytes: bytes, count: length)
    }
}
