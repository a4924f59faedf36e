import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// `POST /transactions/{id}/capture`: captures `amount` (default: all authorized) of an authorization.
    ///
    /// Answers the transaction, or with `prefer: resource=transaction-capture` the spec's
    /// `TransactionCapture`. A capture of 0, above the authorized amount, of a voided, declined or already
    /// captured transaction is a 400; of two concurrent captures exactly one succeeds.
    func captureTransaction(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let body = try Self.bodyObject(request, optional: true)
        var validator = Validator(location: "body")
        validator.rejectUnknown(
            body, at: "",
            allowed: [
                "airline", "amount", "cart_items", "external_identifier", "final",
                "reauthorize_if_authorization_expired",
            ])
        let amount = validator.optionalInt(body["amount"], at: "/amount")
        _ = validator.cartItems(body["cart_items"], at: "/cart_items")
        validator.airline(body["airline"], at: "/airline")
        let external = validator.optionalString(
            body["external_identifier"], at: "/external_identifier", minLength: 1, maxLength: 300)
        for key in ["final", "reauthorize_if_authorization_expired"] {
            _ = validator.optionalBool(body[key], at: "/\(key)")
        }
        // The spec's minimum is 0, but a capture of nothing would end the authorization with nothing to
        // refund and no second capture: it is refused, and the authorization stays capturable.
        if amount == 0 {
            validator.fail("/amount", "Input should be greater than 0; leave it out to capture all that was authorized")
        }
        try validator.check()
        let wantsCapture = Self.prefers(request, "transaction-capture")
        return try change(id, request, body: body) { transaction, now in
            let captured = try transaction.capture(amount, at: now)
            let answer: JSONValue =
                wantsCapture
                ? [
                    "type": "transaction-capture", "status": "succeeded", "code": "00", "raw_response_code": "00",
                    "raw_response_description": "Approved",
                    "capture_id": .string(environment.makeID().uuidString.lowercased()),
                    "external_identifier": .string(external), "payment_service_capture_id": .null,
                    "billing_details": .null, "shipping_details": .null, "transaction": transaction.json,
                ] : transaction.json
            return .init(
                response: (200, answer),
                events: [
                    event("payment-connector-response-transaction-capture-succeeded", transaction, amount: captured)
                ])
        }
    }

    /// `POST /transactions/{id}/void`: voids an authorization; answers the transaction, or with
    /// `prefer: resource=transaction-void` the spec's `TransactionVoid`. A captured transaction is refunded instead.
    func voidTransaction(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let wantsVoid = Self.prefers(request, "transaction-void")
        return try change(id, request, body: Self.bodyObject(request, optional: true)) { transaction, now in
            try transaction.void(at: now)
            let answer = wantsVoid ? Self.outcome("transaction-void", transaction) : transaction.json
            return .init(
                response: (200, answer),
                events: [event("payment-connector-response-transaction-void-succeeded", transaction)])
        }
    }

    /// `POST /transactions/{id}/cancel`: the spec's `TransactionCancel`. A pending transaction is
    /// cancelled (`succeeded`); any other is left as it is (`failed`): void an authorization, refund a capture.
    func cancelTransaction(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        try change(id, request, body: Self.bodyObject(request, optional: true), idempotent: false) { transaction, now in
            guard transaction.cancel(at: now) else {
                return .init(
                    response: (
                        200,
                        Self.outcome(
                            "transaction-cancel", transaction, status: "failed",
                            description: "Only a pending transaction is cancelled; void or refund this one")
                    ))
            }
            return .init(
                response: (200, Self.outcome("transaction-cancel", transaction)),
                events: [event("payment-connector-response-transaction-cancel-succeeded", transaction)])
        }
    }

    /// `POST /transactions/{id}/refunds`: 201 with the refund of `amount` (default: all captured and not
    /// yet refunded); a refund above that is a 400.
    func refundTransaction(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let body = try Self.bodyObject(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(
            body, at: "", allowed: ["amount", "external_identifier", "reason", "target_id", "target_type"])
        let amount = validator.optionalInt(body["amount"], at: "/amount")
        let (reason, external) = Self.refundText(body, &validator)
        _ = validator.optionalCode(body["target_id"], at: "/target_id", expected: "a valid UUID") {
            UUID(uuidString: $0) != nil
        }
        if validator.optionalEnum(body["target_type"], at: "/target_type", ["payment-method", "gift-card-redemption"])
            == "gift-card-redemption"
        {
            validator.fail(
                "/target_type", "The emulator has no gift cards; refund the payment method", type: "value_error")
        }
        if amount == 0 {
            validator.fail("/amount", "Input should be greater than 0; leave it out to refund everything")
        }
        try validator.check()
        return try refund(id, request, body: body, amount: amount, reason: reason, external: external) {
            refund, transaction in
            refund.json(of: transaction)
        }
    }

    /// `POST /transactions/{id}/refunds/all`: 201 with the spec's `Refunds` holding one refund of
    /// everything captured and not yet refunded.
    func refundAll(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let body = try Self.refundAllBody(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(body, at: "", allowed: ["external_identifier", "reason"])
        let (reason, external) = Self.refundText(body, &validator)
        try validator.check()
        return try refund(id, request, body: body, amount: nil, reason: reason, external: external) {
            refund, transaction in
            ["items": [refund.json(of: transaction)]]
        }
    }

    /// `GET /transactions/{id}/refunds`: the spec's `Refunds`, oldest first.
    func listRefunds(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let transaction = try existingTransaction(id, request)
        let refunds = try store.refunds(transactionID: transaction.id)
        return Self.json(
            200,
            [
                "items": .array(refunds.map { $0.json(of: transaction) }),
                "limit": .integer(Int64(max(1, min(100, refunds.count)))),
                "next_cursor": .null, "previous_cursor": .null,
            ])
    }

    /// `GET /transactions/{id}/refunds/{refund_id}`.
    func getRefund(id: String, refundID: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let transaction = try existingTransaction(id, request)
        guard
            let refund = try store.refunds(transactionID: transaction.id).first(where: {
                $0.id == refundID.lowercased()
            })
        else {
            throw APIError.notFound(
                "No refund with id '\(refundID.prefix(64))' of this transaction", pointer: "/refund_id")
        }
        return Self.json(200, refund.json(of: transaction))
    }

    /// Refunds `amount` of transaction `id`, answering 201 with `answer`.
    private func refund(
        _ id: String, _ request: HTTPRequest, body: JSONValue, amount: Int?, reason: String?, external: String?,
        answer: @escaping (RefundRecord, TransactionRecord) -> JSONValue
    ) throws -> HTTPResponse {
        try change(id, request, body: body) { transaction, now in
            let refunded = try transaction.refund(amount, at: now)
            let refund = RefundRecord(
                id: environment.makeID().uuidString.lowercased(), transaction: transaction, amount: refunded,
                reason: reason, externalIdentifier: external)
            return .init(
                response: (201, answer(refund, transaction)), refund: refund,
                events: [event("transaction-modified-event", transaction, amount: refunded)])
        }
    }

    /// Applies `apply` to transaction `id` in one SQLite transaction, at most once per idempotency key.
    private func change(
        _ id: String, _ request: HTTPRequest, body: JSONValue, idempotent isIdempotent: Bool = true,
        _ apply: @escaping (inout TransactionRecord, Date) throws -> SandboxStore.TransactionChange
    ) throws -> HTTPResponse {
        let account = try Self.merchantAccount(request)
        let transactionID = try Self.transactionID(id)
        let run = { (claim: IdempotencyClaim?) throws -> HTTPResponse in
            let now = self.environment.clock.now()
            let change = try self.store.changeTransaction(
                id: transactionID, account: account, claim: claim, environment: self.environment
            ) {
                transaction in
                do {
                    return try apply(&transaction, now)
                } catch let refusal as TransactionRefusal {
                    throw refusal.apiError
                }
            }
            guard let change else { throw Self.unknownTransaction(id) }
            return Self.json(change.status, encoded: change.body)
        }
        return isIdempotent ? try idempotent(request, account: account, body: body, run) : try run(nil)
    }

    /// The spec's `TransactionVoid` or `TransactionCancel` (named by `type`).
    private static func outcome(
        _ type: String, _ transaction: TransactionRecord, status: String = "succeeded", description: String = "Approved"
    ) -> JSONValue {
        let succeeded = status == "succeeded"
        return [
            "type": .string(type), "status": .string(status), "code": succeeded ? "00" : "invalid_state",
            "raw_response_code": succeeded ? "00" : .null, "raw_response_description": .string(description),
            "transaction": transaction.json,
        ]
    }

    /// Whether the request's `prefer` header asks for `resource=<resource>`.
    private static func prefers(_ request: HTTPRequest, _ resource: String) -> Bool {
        (request.headers["prefer"] ?? "").split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == "resource=\(resource)"
        }
    }

    private static func refundText(_ body: JSONValue, _ validator: inout Validator) -> (String?, String?) {
        (
            validator.optionalString(body["reason"], at: "/reason", maxLength: 100),
            validator.optionalString(
                body["external_identifier"], at: "/external_identifier", minLength: 1, maxLength: 300)
        )
    }

    /// The body of `refunds/all`: absent, `null` or an object.
    private static func refundAllBody(_ request: HTTPRequest) throws -> JSONValue {
        guard let node = try bodyValue(request), node != .null else { return [:] }
        guard case .object = node else { throw notAnObject(node) }
        return node
    }
}
