import Foundation
import JOSE

/// Checks that a webhook delivery came from Gr4vy (or Tessera's emulator): its signature and its age.
///
/// The rules are those of Gr4vy's Python SDK (`gr4vy.webhooks.verify_webhook`, 2.4.27), so a delivery
/// one accepts the other accepts too:
/// - the signed text is `"{timestamp}.{payload}"`, the timestamp written as the integer it parses to;
/// - the signature is HMAC-SHA-256 of that text under the secret's UTF-8 bytes (the secret is not
///   base64- or hex-decoded), written as 64 lowercase hex digits with no `v1=` or `sha256=` prefix;
/// - the signatures header is split at commas (one signature per active secret, so both sign during a
///   rotation) and the delivery is accepted when any part matches exactly: `"a, b"` leaves `" b"`,
///   which never matches;
/// - the payload is the raw body as received: verify those bytes, not JSON decoded and encoded again.
///
/// ```swift
/// try Gr4vyWebhook.verify(
///     payload: body, signatures: request.headers["X-Gr4vy-Webhook-Signatures"],
///     timestamp: request.headers["X-Gr4vy-Webhook-Timestamp"], secret: secret, tolerance: 300)
/// ```
///
/// A receiver should also keep the `X-Gr4vy-Webhook-ID` of each delivery it has processed and skip a
/// redelivery with the same id.
public enum Gr4vyWebhook {
    /// The header that carries the comma-separated signatures of a delivery.
    public static let signaturesHeader = "X-Gr4vy-Webhook-Signatures"
    /// The header that carries the UNIX time, in seconds, the signatures were made at.
    public static let timestampHeader = "X-Gr4vy-Webhook-Timestamp"
    /// The header that names the webhook, the same on every redelivery (the idempotency value).
    public static let idHeader = "X-Gr4vy-Webhook-ID"

    /// Accepts a delivery whose signatures header holds the signature of `payload` at `timestamp` under
    /// `secret`, and whose timestamp is no more than `tolerance` seconds before `now`; throws otherwise.
    ///
    /// The checks run in the Python SDK's order: both headers present and non-empty, the timestamp an
    /// integer (surrounding spaces and a sign are allowed, a fraction is not), a matching signature,
    /// then the age. A `tolerance` of 0 skips the age check; a timestamp in the future passes it.
    ///
    /// - Parameters:
    ///   - payload: The request body exactly as it arrived.
    ///   - signatures: The `X-Gr4vy-Webhook-Signatures` header, or nil when it is missing.
    ///   - timestamp: The `X-Gr4vy-Webhook-Timestamp` header, or nil when it is missing.
    ///   - secret: The subscription's signing secret, as the API shows it.
    ///   - tolerance: How old, in seconds, a delivery may be; 0 accepts any age.
    ///   - now: The time to judge the age against.
    /// - Throws: ``Gr4vyWebhookError`` saying which check failed.
    public static func verify(
        payload: Data, signatures: String?, timestamp: String?, secret: String, tolerance: Int,
        now: Date = Date()
    ) throws(Gr4vyWebhookError) {
        guard let signatures, !signatures.isEmpty, let timestamp, !timestamp.isEmpty else {
            throw .missingHeaderValues
        }
        guard let seconds = Int(timestamp.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .invalidTimestamp
        }
        let expected: Data
        do {
            expected = Data(try signature(payload: payload, timestamp: seconds, secret: secret).utf8)
        } catch {
            throw .noMatchingSignature
        }
        let matches = signatures.split(separator: ",", omittingEmptySubsequences: false).contains {
            KeyedHash.constantTimeEquals(Data($0.utf8), expected)
        }
        guard matches else { throw .noMatchingSignature }
        if tolerance > 0, Double(seconds) < now.timeIntervalSince1970 - Double(tolerance) {
            throw .timestampTooOld
        }
    }

    /// The signature of `payload` at `timestamp` under `secret`: 64 lowercase hex digits.
    static func signature(payload: Data, timestamp: Int, secret: String) throws -> String {
        let signed = Data("\(timestamp).".utf8) + payload
        let mac = try KeyedHash.hmacSHA256(key: Data(secret.utf8), data: signed)
        return mac.map { String(format: "%02x", $0) }.joined()
    }
}

/// Why ``Gr4vyWebhook/verify(payload:signatures:timestamp:secret:tolerance:now:)`` refused a delivery;
/// each message is the Python SDK's `ValueError` text.
public enum Gr4vyWebhookError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The signatures or the timestamp header is missing or empty.
    case missingHeaderValues
    /// The timestamp header is not an integer number of seconds.
    case invalidTimestamp
    /// No signature in the header is the payload's under the secret: the body was changed, the secret is
    /// not this subscription's, or the body was re-encoded before it was checked.
    case noMatchingSignature
    /// The delivery was signed more than the tolerance ago.
    case timestampTooOld

    public var description: String {
        switch self {
        case .missingHeaderValues: "Missing header values"
        case .invalidTimestamp: "Invalid header timestamp"
        case .noMatchingSignature: "No matching signature found"
        case .timestampTooOld: "Timestamp too old"
        }
    }
}
