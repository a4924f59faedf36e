import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// `PUT /checkout/sessions/{id}/fields`: validates and stores the payment method; 204.
    ///
    /// A card is stored as a payment method with only its BIN, last four digits, expiry, scheme and
    /// fingerprint; the number and security code are dropped once validated.
    func tokenize(sessionID: String, _ request: HTTPRequest) throws -> HTTPResponse {
        var session = try existingSession(sessionID, request, allowExpired: false, byID: true)
        let body = try Self.bodyObject(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(body, at: "", allowed: ["payment_method", "postal_code"])
        _ = validator.optionalString(body["postal_code"], at: "/postal_code", minLength: 1, maxLength: 50)
        guard let method = body["payment_method"], method != .null else {
            validator.fail("/payment_method", "Field required", type: "missing")
            throw validator.failure
        }
        guard validator.object(method, at: "/payment_method") != nil else { throw validator.failure }
        let kind = method["method"]?.string
        if let keys = Self.paymentMethodKeys[kind ?? ""] {
            validator.rejectUnknown(method, at: "/payment_method", allowed: keys)
        }
        switch kind {
        case "card":
            let card = validateCard(method, &validator)
            try validator.check()
            session.buyerID = try guestBuyerRecord(of: session)?.id
            if let card { try storeCard(card, session: session) }
        case "id":
            let id = validator.requiredString(method["id"], at: "/payment_method/id")
            if let id, UUID(uuidString: id) == nil {
                validator.fail("/payment_method/id", "Input should be a valid UUID", type: "uuid_parsing")
            }
            securityCode(method, &validator)
            try validator.check()
            let buyerID = try guestBuyerRecord(of: session)?.id
            guard let id, let stored = try store.paymentMethod(id: id.lowercased(), account: session.merchantAccountID),
                stored.buyerID == nil || stored.buyerID == buyerID
            else {
                throw APIError.notFound(
                    "No stored payment method with that id", location: "body", pointer: "/payment_method/id")
            }
            guard try store.use(methodID: stored.id, session: session, at: environment.clock.now()) else {
                throw Self.unknownSession(session.id)
            }
        case "click-to-pay":
            var fields: [String: JSONValue] = ["method": "click-to-pay"]
            for key in ["merchant_transaction_id", "src_correlation_id", "src_dpa_id"] {
                fields[key] = .string(validator.requiredString(method[key], at: "/payment_method/\(key)"))
            }
            fields["src_cx_flow_id"] = .string(
                validator.optionalString(method["src_cx_flow_id"], at: "/payment_method/src_cx_flow_id"))
            try validator.check()
            guard try store.link(session, methodID: nil, paymentMethod: .object(fields)) else {
                throw Self.unknownSession(session.id)
            }
        default:
            validator.fail(
                "/payment_method/method", "Input should be 'card', 'id' or 'click-to-pay'", type: "union_tag_invalid")
            try validator.check()
        }
        return HTTPResponse(status: 204)
    }

    /// The members of each closed payment-method schema of `CheckoutSessionSecureFields`.
    private static let paymentMethodKeys: [String: Set<String>] = [
        "card": ["method", "number", "expiration_date", "security_code"],
        "id": ["method", "id", "security_code"],
        "click-to-pay": ["method", "merchant_transaction_id", "src_correlation_id", "src_dpa_id", "src_cx_flow_id"],
    ]

    /// The stored buyer of the session's account whose external identifier the session's guest buyer
    /// names, if any: a card tokenized into the session is stored for that buyer. A guest buyer itself is
    /// never stored.
    private func guestBuyerRecord(of session: CheckoutSessionRecord) throws -> BuyerRecord? {
        guard let external = session.guestBuyer?["external_identifier"]?.string else { return nil }
        return try store.buyer(externalIdentifier: external, account: session.merchantAccountID)
    }

    /// A validated card: the digits, expiry and the BIN details.
    struct Card {
        let number: String
        let expiry: String
        let details: CardDetailsLookup.Details
    }

    /// The card in `method` (a `card` payment method), or nil with its problems recorded.
    func validateCard(_ method: JSONValue, _ validator: inout Validator) -> Card? {
        let number = validator.requiredString(method["number"], at: "/payment_method/number", maxLength: 64)
        var details: CardDetailsLookup.Details?
        if let number {
            if !number.isDigits(13...19) {
                validator.fail("/payment_method/number", "The card number must be 13 to 19 digits", type: "value_error")
            } else if !CardNumberCheck.passesLuhn(number) {
                validator.fail("/payment_method/number", "The card number fails the Luhn check", type: "value_error")
            } else {
                details = lookup.details(for: number)
                if details == nil {
                    validator.fail("/payment_method/number", "The card scheme is not supported", type: "value_error")
                }
            }
        }
        let expiry = validator.requiredString(method["expiration_date"], at: "/payment_method/expiration_date")
        if let expiry {
            if let problem = CardNumberCheck.expiryProblem(expiry, now: environment.clock.now()) {
                validator.fail("/payment_method/expiration_date", problem, type: "value_error")
            }
        }
        securityCode(method, &validator)
        guard let number, let expiry, let details, validator.details.isEmpty else { return nil }
        return Card(number: number, expiry: expiry, details: details)
    }

    func securityCode(_ method: JSONValue, _ validator: inout Validator) {
        let pointer = "/payment_method/security_code"
        if let code = validator.optionalString(method["security_code"], at: pointer, maxLength: 8),
            !code.isDigits(3...4)
        {
            validator.fail(pointer, "The security code must be 3 or 4 digits", type: "value_error")
        }
    }

    private func storeCard(_ card: Card, session: CheckoutSessionRecord) throws {
        let fingerprint = try fingerprinter.fingerprint(cardNumber: card.number)
        let now = environment.clock.now()
        let stored = try store.tokenize(
            fingerprint: fingerprint, expirationDate: card.expiry, session: session, at: now
        ) {
            newMethod(
                card, fingerprint: fingerprint, owner: (session.merchantAccountID, session.buyerID),
                currency: session.currency, at: now)
        }
        guard stored != nil else { throw Self.unknownSession(session.id) }
    }

    /// A stored method for `card` with a new id, of `owner`'s merchant account and buyer: the BIN (eight
    /// digits of a 16-digit number or longer, else six), the last four digits, expiry, scheme details and
    /// fingerprint — never the number.
    func newMethod(
        _ card: Card, fingerprint: String, owner: (account: String, buyerID: String?), currency: String?,
        at date: Date
    ) -> StoredPaymentMethod {
        var method = StoredPaymentMethod(
            id: environment.makeID().uuidString.lowercased(), merchantAccountID: owner.account,
            buyerID: owner.buyerID, createdAt: date)
        method.scheme = card.details.scheme
        method.additionalSchemes = card.details.additionalSchemes
        method.bin = String(card.number.prefix(card.number.count >= 16 ? 8 : 6))
        method.last4 = String(card.number.suffix(4))
        method.expirationDate = card.expiry
        method.fingerprint = fingerprint
        method.cardType = card.details.cardType
        method.country = card.details.country
        method.currency = currency
        method.issuerName = card.details.issuerName
        return method
    }
}
