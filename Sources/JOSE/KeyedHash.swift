import Foundation

/// Keyed hashes (HMAC, RFC 2104).
///
/// Use an HMAC where a value must be matched later but not recovered by anyone who lacks the key —
/// a card fingerprint, for example: a plain hash of a card number is reversed by trying every number
/// that fits a known BIN and last four digits, an HMAC is not without its key.
///
/// (The type is not called `HMAC`: that name would hide OpenSSL's `HMAC` function inside this module.)
public enum KeyedHash {
    /// HMAC-SHA-256 of `data` under `key`: 32 bytes.
    ///
    /// - Throws: ``JOSEError`` when the crypto library fails.
    public static func hmacSHA256(key: Data, data: Data) throws -> Data {
        try Digest.sha256.hmac(key: key, data)
    }

    /// Whether `left` and `right` hold the same bytes, compared in time that depends only on their
    /// length (OpenSSL's `CRYPTO_memcmp`): use it to check a received HMAC, so the comparison does not
    /// tell an attacker how many leading bytes of a forgery were right.
    public static func constantTimeEquals(_ left: Data, _ right: Data) -> Bool {
        left.constantTimeEquals(right)
    }
}
