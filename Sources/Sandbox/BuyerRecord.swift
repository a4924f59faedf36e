import Foundation
import SQLite
import Transport

/// One buyer as stored.
struct BuyerRecord: Equatable {
    var id: String
    var externalIdentifier: String?
    var displayName: String?
    var billingDetails: JSONValue?
    var createdAt: Date

    init(id: String, externalIdentifier: String?, displayName: String?, billingDetails: JSONValue?, createdAt: Date) {
        self.id = id
        self.externalIdentifier = externalIdentifier
        self.displayName = displayName
        self.billingDetails = billingDetails
        self.createdAt = createdAt
    }

    init(row: Row) {
        id = row["id"].string ?? ""
        externalIdentifier = row["external_identifier"].string
        displayName = row["display_name"].string
        billingDetails = row["billing_details"].string.flatMap {
            JSONValue(parsing: Data($0.utf8), maxDepth: SandboxHandler.maxJSONDepth)
        }
        createdAt = Date(timeIntervalSince1970: row["created_at"].double ?? 0)
    }

    /// The API representation.
    var json: JSONValue {
        [
            "type": "buyer", "id": .string(id), "external_identifier": .string(externalIdentifier),
            "display_name": .string(displayName), "billing_details": billingDetails ?? .null,
            "created_at": .string(Timestamp.string(createdAt)), "updated_at": .string(Timestamp.string(createdAt)),
        ]
    }
}

/// Dates as the API writes them: ISO 8601 in UTC with milliseconds.
enum Timestamp {
    /// `2026-11-29T12:00:00.000Z`.
    static func string(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
