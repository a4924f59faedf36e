import Foundation
import JOSE

/// The signatures header of a delivery (webhooks facts §2): for each signing secret, HMAC-SHA-256 of
/// `"{timestamp}.{payload}"` under the secret's UTF-8 bytes, as 64 lowercase hex digits, joined by commas
/// without spaces — the form Gr4vy's Python SDK `verify_webhook` checks.
enum WebhookSignature {
    /// The `X-Gr4vy-Webhook-Signatures` value for `payload` signed at `timestamp` with each of `secrets`.
    static func header(payload: Data, timestamp: Int, secrets: [String]) throws -> String {
        let signed = Data("\(timestamp).".utf8) + payload
        return try secrets.map { secret in
            try KeyedHash.hmacSHA256(key: Data(secret.utf8), data: signed).map { String(format: "%02x", $0) }.joined()
        }.joined(separator: ",")
    }
}
