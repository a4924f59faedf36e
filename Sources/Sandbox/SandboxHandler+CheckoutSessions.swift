import Foundation
import Transport

extension SandboxHandler {
    /// `POST /checkout/sessions`: a new session that expires after ``sessionLifetime``.
    func createSession(_ request: HTTPRequest) throws -> HTTPResponse {
        let body = try Self.bodyObject(request, optional: true)
        let now = environment.clock.now()
        var session = CheckoutSessionRecord(
            id: environment.makeID().uuidString.lowercased(), createdAt: now,
            expiresAt: now.addingTimeInterval(Self.sessionLifetime))
        try apply(body, to: &session)
        try store.insert(session)
        return Self.json(201, try sessionJSON(session))
    }

    /// `GET /checkout/sessions/{id}`.
    func getSession(id: String) throws -> HTTPResponse {
        Self.json(200, try sessionJSON(try existingSession(id, allowExpired: true)))
    }

    /// `PUT /checkout/sessions/{id}`: replaces the amount, currency, cart items, metadata or buyer given.
    ///
    /// Only those columns are written, so a tokenization landing meanwhile keeps its payment method.
    func updateSession(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        var session = try existingSession(id, allowExpired: false)
        try apply(try Self.bodyObject(request), to: &session)
        guard try store.updateDetails(of: session) else { throw Self.unknownSession(id) }
        return Self.json(200, try sessionJSON(try existingSession(id, allowExpired: true)))
    }

    /// `DELETE /checkout/sessions/{id}`: 204.
    func deleteSession(id: String) throws -> HTTPResponse {
        guard try store.deleteSession(id: id) else { throw Self.unknownSession(id) }
        return HTTPResponse(status: 204)
    }

    /// The session `id`; 404 when unknown or (unless allowed) expired.
    func existingSession(_ id: String, allowExpired: Bool) throws -> CheckoutSessionRecord {
        guard let session = try store.session(id: id) else { throw Self.unknownSession(id) }
        if !allowExpired && session.isExpired(at: environment.clock.now()) {
            throw APIError.notFound("The checkout session \(id) has expired; create a new one", pointer: "/session_id")
        }
        return session
    }

    static func unknownSession(_ id: String) -> APIError {
        APIError.notFound("No checkout session with id '\(id.prefix(64))'", pointer: "/session_id")
    }

    private func apply(_ body: JSONValue, to session: inout CheckoutSessionRecord) throws {
        var validator = Validator(location: "body")
        let amount = validator.optionalInt(body["amount"], at: "/amount")
        let currency = validator.optionalCode(
            body["currency"], at: "/currency", expected: "a three-letter ISO 4217 code"
        ) { $0.isUpperLetters(3) }
        let metadata = validator.optionalStringMap(body["metadata"], at: "/metadata")
        let cartItems = validator.cartItems(body["cart_items"], at: "/cart_items")
        let buyerID = validator.optionalCode(body["buyer_id"], at: "/buyer_id", expected: "a UUID") {
            UUID(uuidString: $0) != nil
        }
        let external = validator.optionalString(body["buyer_external_identifier"], at: "/buyer_external_identifier")
        let inlineBuyer = body["buyer"].flatMap { $0 == .null ? nil : $0 }
        try validator.check()
        if body["amount"] != nil { session.amount = amount }
        if body["currency"] != nil { session.currency = currency }
        if let metadata { session.metadata = .object(metadata.mapValues { .string($0) }) }
        if let cartItems { session.cartItems = cartItems }
        if buyerID != nil || external != nil {
            guard let buyer = try store.buyer(id: buyerID?.lowercased(), externalIdentifier: external) else {
                throw APIError.notFound(
                    "No buyer with that id or external identifier", location: "body",
                    pointer: buyerID != nil ? "/buyer_id" : "/buyer_external_identifier")
            }
            session.buyerID = buyer.id
        } else if let inlineBuyer {
            session.buyerID = try insertBuyer(from: inlineBuyer, pointerPrefix: "/buyer").id
        }
    }

    private func sessionJSON(_ session: CheckoutSessionRecord) throws -> JSONValue {
        let buyer = try session.buyerID.flatMap { try store.buyer(id: $0) }
        var paymentMethod = session.paymentMethod ?? .null
        if let id = session.paymentMethodID, let stored = try store.paymentMethod(id: id) {
            paymentMethod = [
                "type": "payment-method", "id": .string(stored.id), "method": .string(stored.method),
                "scheme": .string(stored.scheme), "label": .string(stored.last4),
                "expiration_date": .string(stored.expirationDate), "fingerprint": .string(stored.fingerprint),
                "details": ["bin": .string(stored.bin), "card_type": .string(stored.cardType)],
            ]
        }
        return [
            "type": "checkout-session", "id": .string(session.id),
            "created_at": .string(Timestamp.string(session.createdAt)),
            "expires_at": .string(Timestamp.string(session.expiresAt)),
            "amount": session.amount.map { .integer(Int64($0)) } ?? .null,
            "currency": .string(session.currency), "cart_items": session.cartItems ?? .null,
            "metadata": session.metadata ?? .null, "buyer": buyer?.json ?? .null, "payment_method": paymentMethod,
        ]
    }
}
