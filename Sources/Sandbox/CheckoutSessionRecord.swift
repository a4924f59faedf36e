import Foundation
import SQLite
import TesseraCore

/// One checkout session as stored.
struct CheckoutSessionRecord: Equatable {
    var id: String
    /// The merchant account that created the session: only requests naming it see or use the session.
    var merchantAccountID: String
    var createdAt: Date
    var expiresAt: Date
    var amount: Int?
    var currency: String?
    var buyerID: String?
    /// The session's `GuestBuyer`: kept with the session, never stored as a buyer.
    var guestBuyer: JSONValue?
    /// The payment service the session is pinned to, if any.
    var paymentServiceID: String?
    var metadata: JSONValue?
    var cartItems: JSONValue?
    /// The stored payment method the last tokenization produced, if any.
    var paymentMethodID: String?
    /// What the last tokenization submitted, without card data (method and non-secret fields).
    var paymentMethod: JSONValue?

    /// Whether the session has expired at `now`.
    func isExpired(at now: Date) -> Bool { now >= expiresAt }

    /// The values in ``columns`` order.
    var values: [SQLiteValue] {
        [
            .text(id), .real(createdAt.timeIntervalSince1970), .real(expiresAt.timeIntervalSince1970),
            SQLiteValue(amount), SQLiteValue(currency), SQLiteValue(buyerID), SQLiteValue(json: metadata),
            SQLiteValue(json: cartItems), SQLiteValue(paymentMethodID), SQLiteValue(json: paymentMethod),
            SQLiteValue(json: guestBuyer),
            SQLiteValue(paymentServiceID), .text(merchantAccountID),
        ]
    }

    static let columns = """
        id, created_at, expires_at, amount, currency, buyer_id, metadata, cart_items, payment_method_id, \
        payment_method, guest_buyer, payment_service_id, merchant_account_id
        """
}

extension CheckoutSessionRecord {
    init(row: Row) {
        id = row["id"].string ?? ""
        merchantAccountID = row["merchant_account_id"].string ?? SandboxHandler.defaultAccount
        createdAt = Date(timeIntervalSince1970: row["created_at"].double ?? 0)
        expiresAt = Date(timeIntervalSince1970: row["expires_at"].double ?? 0)
        amount = row["amount"].int
        currency = row["currency"].string
        buyerID = row["buyer_id"].string
        metadata = row["metadata"].json
        cartItems = row["cart_items"].json
        paymentMethodID = row["payment_method_id"].string
        paymentMethod = row["payment_method"].json
        guestBuyer = row["guest_buyer"].json
        paymentServiceID = row["payment_service_id"].string
    }
}
