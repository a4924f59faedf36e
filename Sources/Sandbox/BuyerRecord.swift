import Foundation
import SQLite
import TesseraCore

/// One buyer as stored.
struct BuyerRecord: Equatable {
    var id: String
    /// The merchant account that created the buyer: only requests naming it see or use the buyer.
    var merchantAccountID: String
    var externalIdentifier: String?
    var displayName: String?
    var billingDetails: JSONValue?
    var accountNumber: String?
    var createdAt: Date
    var updatedAt: Date

    init(id: String, merchantAccountID: String, fields: JSONValue, createdAt: Date) {
        self.id = id
        self.merchantAccountID = merchantAccountID
        self.createdAt = createdAt
        updatedAt = createdAt
        externalIdentifier = fields["external_identifier"]?.string
        displayName = fields["display_name"]?.string
        accountNumber = fields["account_number"]?.string
        billingDetails = fields["billing_details"]
    }

    init(row: Row) {
        id = row["id"].string ?? ""
        merchantAccountID = row["merchant_account_id"].string ?? SandboxHandler.defaultAccount
        externalIdentifier = row["external_identifier"].string
        displayName = row["display_name"].string
        billingDetails = row["billing_details"].json
        accountNumber = row["account_number"].string
        createdAt = Date(timeIntervalSince1970: row["created_at"].double ?? 0)
        updatedAt = row["updated_at"].double.map(Date.init(timeIntervalSince1970:)) ?? createdAt
    }

    static let columns =
        "id, external_identifier, display_name, billing_details, created_at, account_number, updated_at, merchant_account_id"

    /// The values in ``columns`` order.
    var values: [SQLiteValue] {
        [
            .text(id), SQLiteValue(externalIdentifier), SQLiteValue(displayName),
            SQLiteValue(json: billingDetails),
            .real(createdAt.timeIntervalSince1970), SQLiteValue(accountNumber), .real(updatedAt.timeIntervalSince1970),
            .text(merchantAccountID),
        ]
    }

    /// Applies the members `fields` names (a validated `BuyerUpdate`): a null clears a field.
    mutating func update(with fields: JSONValue, at date: Date) {
        if let value = fields["external_identifier"] { externalIdentifier = value.string }
        if let value = fields["display_name"] { displayName = value.string }
        if let value = fields["account_number"] { accountNumber = value.string }
        if let value = fields["billing_details"] { billingDetails = value == .null ? nil : value }
        updatedAt = date
    }

    /// The spec's `Buyer`.
    var json: JSONValue {
        [
            "type": "buyer", "id": .string(id), "reconciliation_id": .string(Self.reconciliationID(id)),
            "merchant_account_id": .string(merchantAccountID), "external_identifier": .string(externalIdentifier),
            "display_name": .string(displayName), "account_number": .string(accountNumber),
            "billing_details": billingDetails ?? .null, "created_at": .string(Timestamp.string(createdAt)),
            "updated_at": .string(Timestamp.string(updatedAt)),
        ]
    }

    /// A short id for reconciliation, derived from the buyer id: its 128 bits in base 62, as Gr4vy's
    /// reconciliation ids look (`5Qb2ya9KLvC2VuiA3zYiT`).
    static func reconciliationID(_ id: String) -> String {
        guard let uuid = UUID(uuidString: id) else { return id }
        var bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
        var digits: [UInt8] = []
        while bytes.contains(where: { $0 != 0 }) {
            var remainder = 0
            for index in bytes.indices {
                let value = remainder * 256 + Int(bytes[index])
                bytes[index] = UInt8(value / 62)
                remainder = value % 62
            }
            digits.append(base62Digits[remainder])
        }
        return digits.isEmpty ? "0" : String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// The digits of base 62, as ASCII.
    private static let base62Digits = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
}

/// Dates as the API writes them: ISO 8601 in UTC with milliseconds.
enum Timestamp {
    /// `2026-11-29T12:00:00.000Z`.
    static func string(_ date: Date) -> String {
        style.format(date)
    }

    /// Foundation's ISO 8601 style: a value kept once, where a new `ISO8601DateFormatter` per date made
    /// an ICU formatter each time (two thirds of a `POST /transactions`).
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)

    /// The date an RFC 3339 date-time names (with or without fractional seconds, any offset), or nil.
    static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }
}
