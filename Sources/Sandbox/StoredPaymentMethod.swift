import Foundation
import SQLite
import TesseraCore

/// A payment method stored by tokenization: never the card number or security code, only the BIN,
/// the last four digits, the expiry, the scheme and a fingerprint (an HMAC of the number under
/// the store's secret key).
struct StoredPaymentMethod: Equatable {
    var id: String
    /// The merchant account whose session or transaction stored the method: only it sees or pays with it.
    var merchantAccountID: String
    var buyerID: String?
    var method = "card"
    var scheme: String?
    var bin: String?
    var last4: String?
    var expirationDate: String?
    var fingerprint: String?
    var cardType: String?
    var country: String?
    var currency: String?
    var additionalSchemes: [String] = []
    var issuerName: String?
    var createdAt: Date
    var lastUsedAt: Date?
    var usageCount = 0
    var citLastUsedAt: Date?
    var citUsageCount = 0

    static let columns = """
        id, buyer_id, method, scheme, bin, last4, expiration_date, fingerprint, card_type, country, currency, \
        additional_schemes, issuer_name, created_at, last_used_at, usage_count, cit_last_used_at, cit_usage_count, \
        merchant_account_id
        """

    /// The values in ``columns`` order.
    var values: [SQLiteValue] {
        [
            .text(id), SQLiteValue(buyerID), .text(method), SQLiteValue(scheme), SQLiteValue(bin), SQLiteValue(last4),
            SQLiteValue(expirationDate), SQLiteValue(fingerprint), SQLiteValue(cardType), SQLiteValue(country),
            SQLiteValue(currency), .text(additionalSchemes.joined(separator: ",")), SQLiteValue(issuerName),
            .real(createdAt.timeIntervalSince1970), SQLiteValue(lastUsedAt?.timeIntervalSince1970),
            .integer(Int64(usageCount)), SQLiteValue(citLastUsedAt?.timeIntervalSince1970),
            .integer(Int64(citUsageCount)), .text(merchantAccountID),
        ]
    }

    /// The API's PaymentMethodSummary.
    var summary: JSONValue {
        [
            "type": "payment-method", "id": .string(id), "method": .string(method), "mode": .string(method),
            "scheme": .string(scheme), "label": .string(last4), "expiration_date": .string(expirationDate),
            "fingerprint": .string(fingerprint), "country": .string(country), "currency": .string(currency),
            "details": ["bin": .string(bin), "card_type": .string(cardType), "card_issuer_name": .string(issuerName)],
            "merchant_account_id": .string(merchantAccountID),
            "additional_schemes": .array(additionalSchemes.map { .string($0) }),
            "approval_url": .null, "last_used_at": .string(lastUsedAt.map(Timestamp.string)),
            "usage_count": .integer(Int64(usageCount)),
            "cit_last_used_at": .string(citLastUsedAt.map(Timestamp.string)),
            "cit_usage_count": .integer(Int64(citUsageCount)), "has_replacement": false, "last_replaced_at": .null,
            "scheme_transaction_id": .null, "scheme_transaction_id_scheme": .null, "transaction_link_id": .null,
        ]
    }

    /// Records one customer-initiated use at `date`.
    mutating func recordUse(at date: Date) {
        usageCount += 1
        citUsageCount += 1
        lastUsedAt = date
        citLastUsedAt = date
    }
}

extension StoredPaymentMethod {
    init(row: Row) {
        id = row["id"].string ?? ""
        merchantAccountID = row["merchant_account_id"].string ?? SandboxHandler.defaultAccount
        buyerID = row["buyer_id"].string
        method = row["method"].string ?? "card"
        scheme = row["scheme"].string
        bin = row["bin"].string
        last4 = row["last4"].string
        expirationDate = row["expiration_date"].string
        fingerprint = row["fingerprint"].string
        cardType = row["card_type"].string
        country = row["country"].string
        currency = row["currency"].string
        additionalSchemes = (row["additional_schemes"].string ?? "").split(separator: ",").map(String.init)
        issuerName = row["issuer_name"].string
        createdAt = Date(timeIntervalSince1970: row["created_at"].double ?? 0)
        lastUsedAt = row["last_used_at"].double.map(Date.init(timeIntervalSince1970:))
        usageCount = row["usage_count"].int ?? 0
        citLastUsedAt = row["cit_last_used_at"].double.map(Date.init(timeIntervalSince1970:))
        citUsageCount = row["cit_usage_count"].int ?? 0
    }
}
