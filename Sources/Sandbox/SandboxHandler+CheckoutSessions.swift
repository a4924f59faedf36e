import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// `POST /checkout/sessions`: a new session of the request's merchant account that expires after
    /// `expires_in` seconds (the spec's default ``sessionLifetime``). The spec also allows a `null` body or
    /// an array of empty objects; both create a session with no details.
    func createSession(_ request: HTTPRequest) throws -> HTTPResponse {
        let account = try Self.merchantAccount(request)
        let body = try Self.sessionBody(request)
        let now = environment.clock.now()
        var session = CheckoutSessionRecord(
            id: environment.makeID().uuidString.lowercased(), merchantAccountID: account, createdAt: now,
            expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        try apply(body, to: &session)
        try store.insert(session)
        return Self.json(201, try sessionJSON(session))
    }

    /// `GET /checkout/sessions/{id}`.
    func getSession(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        Self.json(200, try sessionJSON(try existingSession(id, request, allowExpired: true)))
    }

    /// `PUT /checkout/sessions/{id}`: replaces the amount, currency, cart items, metadata or buyer given.
    ///
    /// Only those columns are written, so a tokenization landing meanwhile keeps its payment method.
    func updateSession(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        var session = try existingSession(id, request, allowExpired: false)
        try apply(try Self.bodyObject(request), to: &session)
        guard try store.updateDetails(of: session) else { throw Self.unknownSession(id) }
        return Self.json(200, try sessionJSON(try existingSession(id, request, allowExpired: true)))
    }

    /// `DELETE /checkout/sessions/{id}`: 204.
    func deleteSession(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        guard try store.deleteSession(id: id, account: try Self.merchantAccount(request)) else {
            throw Self.unknownSession(id)
        }
        return HTTPResponse(status: 204)
    }

    /// The session `id` of the request's merchant account; 404 when unknown, another account's or (unless
    /// allowed) expired.
    ///
    /// On the routes the session id itself authorizes (`byID`: its fields and 3-D Secure), which the spec
    /// gives no `x-gr4vy-merchant-account-id` and the SDKs send none to, a request naming no account acts
    /// on the session of whichever account made it; one naming another account still gets 404.
    func existingSession(_ id: String, _ request: HTTPRequest, allowExpired: Bool, byID: Bool = false) throws
        -> CheckoutSessionRecord
    {
        let account = byID ? try Self.namedMerchantAccount(request) : try Self.merchantAccount(request)
        guard let session = try store.session(id: id, account: account) else { throw Self.unknownSession(id) }
        if !allowExpired && session.isExpired(at: environment.clock.now()) {
            throw APIError.notFound("The checkout session \(id) has expired; create a new one", pointer: "/session_id")
        }
        return session
    }

    static func unknownSession(_ id: String) -> APIError {
        APIError.notFound("No checkout session with id '\(id.prefix(64))'", pointer: "/session_id")
    }

    /// The spec's bounds of `expires_in`, in seconds.
    static let sessionLifetimes = 3600.0...86400.0

    /// The members of the spec's closed `CheckoutSessionUpdate`.
    private static let sessionKeys: Set<String> = [
        "airline", "amount", "buyer", "cart_items", "country", "currency", "expires_in", "intent",
        "is_subsequent_payment", "merchant_initiated", "metadata", "payment_service_id", "payment_source",
    ]

    /// A create body: an object, or what the spec also allows (`null`, an array of empty objects) as `{}`.
    private static func sessionBody(_ request: HTTPRequest) throws -> JSONValue {
        guard let node = try Self.bodyValue(request) else { return [:] }
        switch node {
        case .object: return node
        case .null: return [:]
        case .array(let items):
            var validator = Validator(location: "body")
            for (index, item) in items.enumerated() where item != [:] {
                validator.fail("/\(index)", "Input should be an empty object", type: "extra_forbidden")
            }
            try validator.check()
            return [:]
        default: throw Self.notAnObject(node)
        }
    }

    /// Validates `body` as the spec's `CheckoutSessionUpdate` and applies the members it gives.
    private func apply(_ body: JSONValue, to session: inout CheckoutSessionRecord) throws {
        var validator = Validator(location: "body")
        validator.rejectUnknown(body, at: "", allowed: Self.sessionKeys)
        let amount = validator.optionalInt(body["amount"], at: "/amount")
        let currency = validator.optionalCode(
            body["currency"], at: "/currency", expected: "a three-letter ISO 4217 code"
        ) { $0.isUpperLetters(3) }
        _ = validator.optionalCode(body["country"], at: "/country", expected: "a two-letter ISO 3166 code") {
            $0.isUpperLetters(2)
        }
        let metadata = validator.optionalStringMap(body["metadata"], at: "/metadata")
        let cartItems = validator.cartItems(body["cart_items"], at: "/cart_items")
        let guest = body["buyer"].flatMap { $0 == .null ? nil : validator.buyer($0, at: "/buyer", guest: true) }
        let expiresIn = lifetime(body["expires_in"], &validator)
        let service = validator.optionalCode(body["payment_service_id"], at: "/payment_service_id", expected: "a UUID")
        {
            UUID(uuidString: $0) != nil
        }
        _ = validator.optionalEnum(body["intent"], at: "/intent", ["authorize", "capture"])
        _ = validator.optionalEnum(body["payment_source"], at: "/payment_source", Self.paymentSources)
        _ = validator.optionalBool(body["is_subsequent_payment"], at: "/is_subsequent_payment")
        _ = validator.optionalBool(body["merchant_initiated"], at: "/merchant_initiated")
        validator.airline(body["airline"], at: "/airline")
        try validator.check()
        if body["amount"] != nil { session.amount = amount }
        if body["currency"] != nil { session.currency = currency }
        if body["metadata"] != nil { session.metadata = metadata.map { .object($0.mapValues { .string($0) }) } }
        if body["cart_items"] != nil { session.cartItems = cartItems }
        if body["buyer"] != nil { session.guestBuyer = guest }
        if body["payment_service_id"] != nil { session.paymentServiceID = service?.lowercased() }
        if let expiresIn { session.expiresAt = environment.clock.now().addingTimeInterval(expiresIn) }
    }

    /// The `expires_in` seconds, from 3600 to 86400 as the spec bounds it.
    private func lifetime(_ node: JSONValue?, _ validator: inout Validator) -> TimeInterval? {
        guard let node else { return nil }
        let seconds: Double? =
            switch node {
            case .integer(let value): Double(value)
            case .number(let value): value
            default: nil
            }
        guard let seconds else {
            validator.fail("/expires_in", "Input should be a number, not \(node.typeName)", type: "float_type")
            return nil
        }
        guard Self.sessionLifetimes.contains(seconds) else {
            validator.fail("/expires_in", "Input should be from 3600 to 86400 seconds", type: "value_error")
            return nil
        }
        return seconds
    }

    static let paymentSources = ["ecommerce", "moto", "recurring", "installment", "card_on_file"]

    /// The spec's `CheckoutSession`: the guest buyer as given, and the tokenized card as a
    /// `CheckoutSessionPaymentMethod` (never its number or expiry).
    private func sessionJSON(_ session: CheckoutSessionRecord) throws -> JSONValue {
        var paymentMethod = JSONValue.null
        if let id = session.paymentMethodID,
            let stored = try store.paymentMethod(id: id, account: session.merchantAccountID)
        {
            paymentMethod = [
                "type": "payment-method", "id": .string(stored.id), "method": "card", "scheme": .string(stored.scheme),
                "label": .string(stored.last4), "fingerprint": .string(stored.fingerprint),
                "details": [
                    "bin": .string(stored.bin), "card_type": .string(stored.cardType),
                    "card_country": .string(stored.country), "card_issuer_name": .string(stored.issuerName),
                ],
            ]
        } else if session.paymentMethod != nil {
            paymentMethod = ["type": "payment-method", "method": "card"]
        }
        return [
            "type": "checkout-session", "id": .string(session.id),
            "expires_at": .string(Timestamp.string(session.expiresAt)),
            "amount": session.amount.map { .integer(Int64($0)) } ?? .null,
            "currency": .string(session.currency), "cart_items": session.cartItems ?? .null,
            "metadata": session.metadata ?? .null, "buyer": session.guestBuyer ?? .null,
            "payment_method": paymentMethod, "payment_service_id": .string(session.paymentServiceID),
        ]
    }
}
