import Foundation

/// Unkeyed message digests.
public enum MessageDigest {
    /// SHA-256 of `data`: 32 bytes (an OAuth body hash, for example).
    ///
    /// - Throws: ``JOSEError`` when the crypto library fails.
    public static func sha256(_ data: Data) throws -> Data {
        try Digest.sha256.hash(data)
    }
}
