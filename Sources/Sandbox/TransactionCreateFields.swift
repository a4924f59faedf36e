import Foundation
import TesseraCore

/// The members of a `POST /transactions` body other than the payment method, checked against the
/// spec's closed `TransactionCreate`.
struct TransactionCreateFields {
    var amount: Int?
    var currency: String?
    var intent = "authorize"
    var store = false
    var externalIdentifier: String?
    var metadata: [String: String]?
    var buyerID: String?
    var buyerExternalIdentifier: String?
    /// The guest `buyer`, echoed as the transaction's buyer when no stored buyer is named.
    var guestBuyer: JSONValue?
    /// The members the transaction echoes by the same name (`cart_items`, `tax_amount`, `payment_source`, …).
    var echoed: [String: JSONValue] = [:]

    /// The currencies ISO 4217 lists (Foundation's, from ICU).
    static let currencies = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    static let keys: Set<String> = [
        "account_funding_transaction", "airline", "allow_partial_authorization", "amount", "amount_includes_tax",
        "anti_fraud_fingerprint", "approval_expires_at", "async_capture", "browser_info", "buyer",
        "buyer_external_identifier", "buyer_id", "cart_items", "connection_options", "country", "currency",
        "customer_reference_number", "description", "duty_amount", "external_identifier", "gift_cards",
        "installment_count", "integration_client", "intent", "is_subsequent_payment", "merchant_initiated",
        "merchant_tax_id", "metadata", "payment_method", "payment_service_id", "payment_source",
        "previous_scheme_transaction_id", "previous_transaction_link_id", "purchase_order_number", "recipient",
        "shipping_amount", "shipping_details_id", "statement_descriptor", "store", "supplier_order_number",
        "tax_amount", "three_d_secure", "three_d_secure_data",
    ]

    /// Objects the spec takes that the emulator checks only for being objects: it has no fraud service,
    /// connectors or browser to hand them to.
    static let acceptedObjects = [
        "browser_info", "connection_options", "integration_client", "recipient", "statement_descriptor",
        "three_d_secure", "three_d_secure_data",
    ]

    init(_ body: JSONValue, _ validator: inout Validator) {
        validator.rejectUnknown(body, at: "", allowed: Self.keys)
        if body["amount"] == nil || body["amount"] == .null {
            validator.fail("/amount", "Field required", type: "missing")
        }
        amount = validator.optionalInt(body["amount"], at: "/amount")
        currency = validator.requiredString(body["currency"], at: "/currency")
        if let code = currency, !Self.currencies.contains(code) {
            validator.fail("/currency", "Input should be an ISO 4217 currency code, such as USD", type: "value_error")
            currency = nil
        }
        intent = validator.optionalEnum(body["intent"], at: "/intent", ["authorize", "capture"]) ?? "authorize"
        if amount == 0 && intent == "capture" {
            validator.fail("/amount", "A zero amount can only be authorized (a card check); use intent authorize")
        }
        store = validator.optionalBool(body["store"], at: "/store") ?? false
        externalIdentifier = validator.optionalString(
            body["external_identifier"], at: "/external_identifier", minLength: 1, maxLength: 200)
        metadata = validator.optionalStringMap(body["metadata"], at: "/metadata")
        buyerID = validator.optionalCode(body["buyer_id"], at: "/buyer_id", expected: "a valid UUID") {
            UUID(uuidString: $0) != nil
        }?.lowercased()
        buyerExternalIdentifier = validator.optionalString(
            body["buyer_external_identifier"], at: "/buyer_external_identifier", minLength: 1, maxLength: 200)
        guestBuyer = body["buyer"].flatMap { $0 == .null ? nil : validator.buyer($0, at: "/buyer", guest: true) }
        if let gifts = body["gift_cards"], gifts != .null {
            validator.fail("/gift_cards", "The emulator has no gift card service; pay with a card", type: "value_error")
        }
        for key in Self.acceptedObjects { _ = validator.optionalObject(body[key], at: "/\(key)") }
        for key in ["anti_fraud_fingerprint", "description"] { _ = validator.optionalString(body[key], at: "/\(key)") }
        for key in ["payment_service_id", "shipping_details_id"] {
            _ = validator.optionalCode(body[key], at: "/\(key)", expected: "a valid UUID") {
                UUID(uuidString: $0) != nil
            }
        }
        if let text = validator.optionalString(body["approval_expires_at"], at: "/approval_expires_at"),
            Timestamp.date(text) == nil
        {
            validator.fail("/approval_expires_at", "Input should be an ISO 8601 date-time", type: "datetime_parsing")
        }
        for key in ["async_capture", "allow_partial_authorization"] {
            _ = validator.optionalBool(body[key], at: "/\(key)")
        }
        echo(body, &validator)
    }

    /// Checks the members the transaction echoes and keeps them, with the spec's defaults.
    private mutating func echo(_ body: JSONValue, _ validator: inout Validator) {
        echoed["country"] = .string(
            validator.optionalCode(body["country"], at: "/country", expected: "a two-letter ISO 3166 code") {
                $0.isUpperLetters(2)
            })
        echoed["cart_items"] = validator.cartItems(body["cart_items"], at: "/cart_items") ?? .null
        validator.airline(body["airline"], at: "/airline")
        echoed["airline"] = body["airline"] ?? .null
        for key in ["customer_reference_number", "merchant_tax_id", "purchase_order_number", "supplier_order_number"] {
            echoed[key] = .string(validator.optionalString(body[key], at: "/\(key)", minLength: 1, maxLength: 100))
        }
        for key in ["previous_scheme_transaction_id", "previous_transaction_link_id"] {
            _ = validator.optionalString(body[key], at: "/\(key)", minLength: 1, maxLength: 100)
        }
        for key in ["tax_amount", "shipping_amount", "duty_amount"] {
            echoed[key] = validator.optionalInt(body[key], at: "/\(key)").map { .integer(Int64($0)) } ?? .null
        }
        echoed["installment_count"] =
            validator.optionalInt(body["installment_count"], at: "/installment_count", minimum: 1, maximum: 100)
            .map { .integer(Int64($0)) } ?? .null
        echoed["amount_includes_tax"] =
            validator.optionalBool(body["amount_includes_tax"], at: "/amount_includes_tax").map { .bool($0) } ?? .null
        echoed["payment_source"] = .string(
            validator.optionalEnum(body["payment_source"], at: "/payment_source", SandboxHandler.paymentSources)
                ?? "ecommerce")
        for key in ["merchant_initiated", "is_subsequent_payment", "account_funding_transaction"] {
            echoed[key] = .bool(validator.optionalBool(body[key], at: "/\(key)") ?? false)
        }
    }
}
