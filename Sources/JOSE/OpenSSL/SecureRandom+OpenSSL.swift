internal import COpenSSL
import Foundation

extension SecureRandom {
    /// The crypto library's cryptographically secure generator.
    public static let live = SecureRandom { count in
        var data = Data(count: count)
        let status = data.withUnsafeMutableBytes { buffer in
            count == 0 ? 1 : RAND_bytes(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(count))
        }
        guard status == 1 else { throw OpenSSLFailure.error("OpenSSL could not produce random bytes") }
        return data
    }
}
