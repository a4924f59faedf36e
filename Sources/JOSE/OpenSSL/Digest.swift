internal import COpenSSL
import Foundation

/// The SHA-2 hash functions JOSE uses, computed by OpenSSL.
enum Digest: Sendable {
    case sha256
    case sha384
    case sha512

    /// OpenSSL's `EVP_MD` for this hash.
    var md: OpaquePointer? {
        switch self {
        case .sha256: EVP_sha256()
        case .sha384: EVP_sha384()
        case .sha512: EVP_sha512()
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

    /// The HMAC of `data` under `key`.
    func hmac(key: Data, _ data: Data) throws -> Data {
        try key.withBytes { keyBytes, keyCount in
            try data.withBytes { bytes, count in
                try Data.filling(count: Int(EVP_MAX_MD_SIZE)) { out in
                    var written: UInt32 = 0
                    guard HMAC(md, keyBytes, Int32(keyCount), bytes, count, out, &written) != nil else {
                        throw OpenSSLFailure.error("HMAC failed")
                    }
                    return Int(written)
                }
            }
        }
    }
}
