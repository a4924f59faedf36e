import Foundation
import TesseraCore

/// What a transaction is paid with, resolved from its `payment_method`: the card (stored or not), the
/// test card it is, the buyer, and the checkout session and its 3-D Secure outcome when paid with one.
struct TransactionPayment {
    /// The card as a stored method (not yet stored when ``isStored`` is false).
    var method: StoredPaymentMethod
    var isStored: Bool
    /// The card given in full, when it was.
    var card: SandboxHandler.Card?
    var testCard: TestCard?
    var buyer: BuyerRecord?
    var guestBuyer: JSONValue?
    var sessionID: String?
    /// What the session's authentication recorded, if it ran.
    var threeDSecure: JSONValue?
    var securityCodeGiven = false
}

extension SandboxHandler {
    /// The members of each payment method the emulator pays with (the spec's closed schemas).
    private static let transactionMethodKeys: [String: Set<String>] = [
        "card": [
            "method", "number", "expiration_date", "security_code", "card_type", "buyer_id",
            "buyer_external_identifier", "external_identifier", "redirect_url",
        ],
        "id": ["method", "id", "security_code", "redirect_url"],
        "checkout-session": [
            "method", "id", "buyer_id", "buyer_external_identifier", "external_identifier", "redirect_url",
        ],
    ]

    /// Resolves `node` (the body's `payment_method`) for merchant account `account`; nil with problems
    /// recorded in `validator`, or a 404/409 thrown for a session or stored method that cannot pay (another
    /// account's session, stored method or buyer is a 404, as an unknown one).
    func resolvePayment(
        _ node: JSONValue?, account: String, fields: TransactionCreateFields, _ validator: inout Validator
    ) throws -> TransactionPayment? {
        guard let node, node != .null else {
            validator.fail(
                "/payment_method", "Field required: pay with a card, a stored method id or a checkout session",
                type: "missing")
            return nil
        }
        guard validator.object(node, at: "/payment_method") != nil else { return nil }
        let kind = node["method"]?.string ?? ""
        guard let keys = Self.transactionMethodKeys[kind] else {
            validator.fail(
                "/payment_method/method", "Input should be 'card', 'id' or 'checkout-session' (the emulator's methods)",
                type: "union_tag_invalid")
            return nil
        }
        validator.rejectUnknown(node, at: "/payment_method", allowed: keys)
        _ = validator.optionalString(
            node["redirect_url"], at: "/payment_method/redirect_url", maxLength: Validator.maxURLLength)
        _ = validator.optionalString(
            node["external_identifier"], at: "/payment_method/external_identifier", minLength: 1, maxLength: 200)
        let buyerID =
            validator.optionalCode(node["buyer_id"], at: "/payment_method/buyer_id", expected: "a valid UUID") {
                UUID(uuidString: $0) != nil
            }?.lowercased() ?? fields.buyerID
        let buyerExternal =
            validator.optionalString(
                node["buyer_external_identifier"], at: "/payment_method/buyer_external_identifier", minLength: 1,
                maxLength: 200) ?? fields.buyerExternalIdentifier
        switch kind {
        case "card":
            _ = validator.optionalEnum(
                node["card_type"], at: "/payment_method/card_type", ["credit", "debit", "prepaid"])
            let card = validateCard(node, &validator)
            guard let card, validator.details.isEmpty else { return nil }
            let buyer = try namedBuyer(id: buyerID, external: buyerExternal, account: account)
            let fingerprint = try fingerprinter.fingerprint(cardNumber: card.number)
            let method = newMethod(
                card, fingerprint: fingerprint, owner: (account, buyer?.id), currency: fields.currency,
                at: environment.clock.now())
            return TransactionPayment(
                method: method, isStored: false, card: card, testCard: TestCard.withNumber(card.number), buyer: buyer,
                guestBuyer: fields.guestBuyer, securityCodeGiven: node["security_code"]?.string != nil)
        case "id":
            let id = validator.optionalCode(node["id"], at: "/payment_method/id", expected: "a valid UUID") {
                UUID(uuidString: $0) != nil
            }
            if node["id"] == nil { validator.fail("/payment_method/id", "Field required", type: "missing") }
            securityCode(node, &validator)
            guard let id, validator.details.isEmpty else { return nil }
            let buyer = try namedBuyer(id: buyerID, external: buyerExternal, account: account)
            guard let method = try store.paymentMethod(id: id.lowercased(), account: account),
                method.buyerID == nil || method.buyerID == buyer?.id
            else {
                throw APIError.notFound(
                    "No stored payment method with that id for this buyer", location: "body",
                    pointer: "/payment_method/id")
            }
            return TransactionPayment(
                method: method, isStored: true, testCard: try testCard(of: method), buyer: buyer,
                guestBuyer: fields.guestBuyer, securityCodeGiven: node["security_code"]?.string != nil)
        default:
            let id = validator.optionalCode(node["id"], at: "/payment_method/id", expected: "a valid UUID") {
                UUID(uuidString: $0) != nil
            }
            if node["id"] == nil { validator.fail("/payment_method/id", "Field required", type: "missing") }
            guard let id, validator.details.isEmpty else { return nil }
            return try sessionPayment(
                id.lowercased(), account: account, buyer: (buyerID, buyerExternal), fields: fields)
        }
    }

    /// A payment with checkout session `id` of `account`: tokenized with a card, not expired, not used
    /// before; `buyer` is the id and external identifier the body names.
    private func sessionPayment(
        _ id: String, account: String, buyer named: (id: String?, external: String?), fields: TransactionCreateFields
    ) throws -> TransactionPayment {
        guard let session = try store.session(id: id, account: account) else {
            throw APIError.notFound(
                "No checkout session with id '\(id)'", location: "body", pointer: "/payment_method/id")
        }
        let refuse = { (message: String, type: String) in
            APIError(
                status: 400, code: "bad_request", message: message,
                details: [.init(location: "body", pointer: "/payment_method/id", message: message, type: type)])
        }
        if session.isExpired(at: environment.clock.now()) {
            throw refuse("The checkout session \(id) has expired; create a new one and tokenize into it", "expired")
        }
        let (recorded, usedBy) = try store.sessionPayment(of: session)
        if let usedBy { throw Self.sessionUsed(id, by: usedBy) }
        guard session.paymentMethodID != nil, let found = try? sessionCard(session) else {
            throw refuse("The checkout session \(id) holds no card; PUT a card to its fields first", "missing_card")
        }
        let (method, card) = found
        let guestExternal = session.guestBuyer?["external_identifier"]?.string
        let buyer = try namedBuyer(
            id: named.id, external: named.external ?? (named.id == nil ? guestExternal : nil), account: account)
        return TransactionPayment(
            method: method, isStored: true, testCard: card, buyer: buyer,
            guestBuyer: fields.guestBuyer ?? session.guestBuyer, sessionID: id, threeDSecure: recorded,
            securityCodeGiven: true)
    }

    /// The stored buyer of `account` named by id or external identifier; 404 when it has none, nil when
    /// none is named.
    private func namedBuyer(id: String?, external: String?, account: String) throws -> BuyerRecord? {
        guard id != nil || external != nil else { return nil }
        guard let buyer = try store.buyer(id: id, externalIdentifier: id == nil ? external : nil, account: account),
            external == nil || buyer.externalIdentifier == external
        else {
            throw APIError.notFound(
                "No buyer with that id or external identifier; create the buyer first", location: "body",
                pointer: id != nil ? "/buyer_id" : "/buyer_external_identifier")
        }
        return buyer
    }

    /// The test card a stored method is, matched by fingerprint.
    func testCard(of method: StoredPaymentMethod) throws -> TestCard? {
        guard let fingerprint = method.fingerprint else { return nil }
        return try TestCard.all.first { try fingerprinter.fingerprint(cardNumber: $0.number) == fingerprint }
    }
}
