import Foundation
import JOSE

/// Card fingerprints by HMAC-SHA-256 under a secret key (JOSE's `KeyedHash`), base64url-encoded.
///
/// The same card number always gets the same fingerprint under one key, so stored methods can be
/// matched without keeping the number. Unlike a plain hash, the fingerprint cannot be reversed by
/// hashing every number that fits a known BIN and last four digits — not without the key. The emulator
/// keeps one key per ``SandboxStore`` (see ``SandboxStore/fingerprintKey(random:)``).
public struct HMACFingerprinter: CardFingerprinter {
    private let key: Data

    /// Creates a fingerprinter keyed with `key` (keep it secret; 32 random bytes is right for SHA-256).
    public init(key: Data) {
        self.key = key
    }

    /// The fingerprint of `cardNumber`: 43 base64url characters.
    public func fingerprint(cardNumber: String) throws -> String {
        Base64URL.encode(try KeyedHash.hmacSHA256(key: key, data: Data(cardNumber.utf8)))
    }
}
