import COpenSSL
import Foundation

/// The SHA-2 hash functions JOSE uses, computed by OpenSSL.
enum Digest: Sendable {
    case sha256
    case sha384
    case sha512

    /// OpenSSL's `EVP_MD` for this hash.
    var md: OpaquePointer {
        switch self {
        case .sha256: FetchedAlgorithm.sha256.pointer
        case .sha384: FetchedAlgorithm.sha384.pointer
        case .sha512: FetchedAlgorithm.sha512.pointer
        }
    }

    /// The output length in bytes.
    var length: Int {
        switch self {
        case .sha256: 32
        case .sha384: 48
        case .sha512: 64
        }
    }

    /// The hash of `data`.
    func hash(_ data: Data) throws -> Data {
        try data.withBytes { bytes, count in
            try Data.filling(count: Int(EVP_MAX_MD_SIZE)) { out in
                var written: UInt32 = 0
                try OpenSSLFailure.check(EVP_Digest(bytes, count, out, &written, md, nil), "hashing failed")
                return Int(written)
            }
        }
    }

    /// Writes the hash of `bytes` to `out`, which has room for ``length`` bytes.
    func hash(_ bytes: [UInt8], into out: UnsafeMutableRawPointer) throws {
        try bytes.withUnsafeBufferPointer { input in
            try OpenSSLFailure.check(
                EVP_Digest(input.baseAddress, input.count, out.assumingMemoryBound(to: UInt8.self), nil, md, nil),
                "hashing failed")
        }
    }

    /// The HMAC under `key` of `parts` taken one after another.
    func hmac(key: Data, _ parts: Data...) throws -> Data {
        let template: HMACTemplate =
            switch self {
            case .sha256: .sha256
            case .sha384: .sha384
            case .sha512: .sha512
            }
        return try template.mac(key: key, parts)
    }
}
