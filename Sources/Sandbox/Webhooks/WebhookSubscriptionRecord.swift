import Foundation
import SQLite
import TesseraCore

/// A webhook subscription as stored: where a merchant account's (or, with no account, every account's)
/// events go, and the secrets that sign them.
///
/// The emulator gives a new subscription a secret at once, so its deliveries are signed from the first
/// (inferred: Gr4vy's dashboard makes one on "Generate secret"; the API has no field to give one).
/// During a rotation the previous secret keeps signing until ``previousSecretExpiresAt``.
struct WebhookSubscriptionRecord: Equatable {
    var id: String
    /// The merchant account whose events this subscription receives, or nil for every account's.
    var merchantAccountID: String?
    var url: String
    var active: Bool
    /// Basic credentials the deliveries present (`{"kind": "basic", "username", "password"}`), or nil.
    var authentication: JSONValue?
    var secret: String
    var previousSecret: String?
    var previousSecretExpiresAt: Date?
    var createdAt: Date

    static let columns = """
        id, merchant_account_id, url, active, authentication, secret, previous_secret, \
        previous_secret_expires_at, created_at
        """

    var values: [SQLiteValue] {
        [
            .text(id), SQLiteValue(merchantAccountID), .text(url), .integer(active ? 1 : 0),
            SQLiteValue(json: authentication), .text(secret), SQLiteValue(previousSecret),
            previousSecretExpiresAt.map { .real($0.timeIntervalSince1970) } ?? .null,
            .real(createdAt.timeIntervalSince1970),
        ]
    }

    /// The secrets that sign a delivery at `date`: the active one, then the previous one while it is valid.
    func signingSecrets(at date: Date) -> [String] {
        guard let previousSecret, let expiry = previousSecretExpiresAt, date < expiry else { return [secret] }
        return [secret, previousSecret]
    }

    /// The spec's `WebhookSubscription` at `date`: credentials are never read back (`"********"`).
    func json(at date: Date) -> JSONValue {
        var authentication: JSONValue = .null
        if let username = self.authentication?["username"]?.string {
            authentication = [
                "type": "webhook-authentication", "kind": "basic", "username": .string(username),
                "password": "********",
            ]
        }
        return [
            "type": "webhook-subscription", "id": .string(id), "merchant_account_id": .string(merchantAccountID),
            "active": .bool(active), "url": .string(url), "authentication": authentication,
            "secret": .string(secret), "rotating": .bool(signingSecrets(at: date).count > 1), "creator": .null,
        ]
    }
}

extension WebhookSubscriptionRecord {
    init(row: Row) {
        id = row["id"].string ?? ""
        merchantAccountID = row["merchant_account_id"].string
        url = row["url"].string ?? ""
        active = row["active"].int == 1
        authentication = row["authentication"].json
        secret = row["secret"].string ?? ""
        previousSecret = row["previous_secret"].string
        previousSecretExpiresAt = row["previous_secret_expires_at"].double.map(Date.init(timeIntervalSince1970:))
        createdAt = Date(timeIntervalSince1970: row["created_at"].double ?? 0)
    }
}
