import Foundation
import JOSE

/// Card fingerprints by SHA-256 through JOSE (OpenSSL): the RFC 7638 thumbprint of the card number,
/// prefixed with a domain label, wrapped as an `oct` key — a base64url SHA-256 of a canonical text that
/// contains the number, so the same card always has the same fingerprint and the number is not kept.
public struct ThumbprintFingerprinter: CardFingerprinter {
    /// Creates the fingerprinter.
    public init() {}

    /// The fingerprint of `cardNumber`.
    public func fingerprint(cardNumber: String) throws -> String {
        try JWK.symmetric(Data("tessera-card-fingerprint:\(cardNumber)".utf8)).thumbprint()
    }
}
