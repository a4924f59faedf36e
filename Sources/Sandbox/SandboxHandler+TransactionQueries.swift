import Foundation
import TesseraCore
import Transport

extension SandboxHandler {
    /// The most items one page of buyers, transactions or events lists, and the page size when none is named.
    static let pageLimits = (maximum: 100, standard: 20)

    /// `GET /transactions`: newest first, paged by `cursor` and `limit`, filtered by status, buyer,
    /// checkout session, payment method, amount and date ranges, currency and metadata.
    func listTransactions(_ request: HTTPRequest) throws -> HTTPResponse {
        let query = QueryParameters(request)
        var validator = Validator(location: "query")
        let (offset, limit) = Self.page(query, &validator)
        let filter = TransactionFilter(query, account: try Self.merchantAccount(request), &validator)
        try validator.check()
        let page = try store.transactions(filter, offset: offset, limit: limit + 1)
        return Self.json(
            200, Self.pageJSON(page.prefix(limit).map(\.summaryJSON), offset, limit, more: page.count > limit))
    }

    /// `GET /transactions/{id}`.
    func getTransaction(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        Self.json(200, try existingTransaction(id, request).json)
    }

    /// `PUT /transactions/{id}`: records what a merchant learned elsewhere (the spec's `TransactionUpdate`):
    /// the external identifier, metadata, the payment service's transaction id, and the status and
    /// amounts, which must stay consistent (captured within authorized, refunded within captured).
    func updateTransaction(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let account = try Self.merchantAccount(request)
        let body = try Self.bodyObject(request)
        var validator = Validator(location: "body")
        validator.rejectUnknown(
            body, at: "",
            allowed: [
                "amount", "authorized_amount", "captured_amount", "connection_options", "external_identifier",
                "metadata", "payment_service_transaction_id", "status",
            ])
        let amounts = ["amount", "authorized_amount", "captured_amount"].map {
            ($0, validator.optionalInt(body[$0], at: "/\($0)"))
        }
        let status = validator.optionalEnum(body["status"], at: "/status", TransactionStatus.allCases.map(\.rawValue))
        let external = validator.optionalString(
            body["external_identifier"], at: "/external_identifier", minLength: 1, maxLength: 200)
        let metadata = validator.optionalStringMap(body["metadata"], at: "/metadata")
        let serviceID = validator.optionalString(
            body["payment_service_transaction_id"], at: "/payment_service_transaction_id")
        _ = validator.optionalObject(body["connection_options"], at: "/connection_options")
        try validator.check()
        let now = environment.clock.now()
        let change = try store.changeTransaction(
            id: Self.transactionID(id), account: account, claim: nil, environment: environment
        ) {
            transaction in
            for (name, value) in amounts {
                guard let value else { continue }
                switch name {
                case "amount": transaction.amount = value
                case "authorized_amount": transaction.authorizedAmount = value
                default: transaction.capturedAmount = value
                }
            }
            if let status, let next = TransactionStatus(rawValue: status) { transaction.status = next }
            if body["external_identifier"] != nil { transaction.externalIdentifier = external }
            if body["metadata"] != nil { transaction.metadata = metadata }
            if body["payment_service_transaction_id"] != nil { transaction.paymentServiceTransactionID = serviceID }
            guard transaction.capturedAmount <= transaction.authorizedAmount,
                transaction.refundedAmount <= transaction.capturedAmount
            else {
                throw TransactionRefusal(
                    message:
                        "The captured amount must stay within the authorized amount, the refunded within the captured",
                    pointer: "/captured_amount", type: "value_error"
                ).apiError
            }
            transaction.updatedAt = now
            return .init(
                response: (200, transaction.json), events: [event("transaction-modified-event", transaction)])
        }
        guard let change else { throw Self.unknownTransaction(id) }
        return Self.json(200, encoded: change.body)
    }

    /// `GET /transactions/{id}/events`: oldest first, paged by `cursor` and `limit`.
    func transactionEvents(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        let transaction = try existingTransaction(id, request)
        let query = QueryParameters(request)
        var validator = Validator(location: "query")
        let (offset, limit) = Self.page(query, &validator)
        try validator.check()
        let events = try store.events(transactionID: transaction.id, offset: offset, limit: limit + 1)
        return Self.json(
            200, Self.pageJSON(events.prefix(limit).map(\.json), offset, limit, more: events.count > limit))
    }

    /// `GET /transactions/{id}/actions`: the routing rules that acted on the transaction — none, since
    /// the emulator has no flow rules.
    func transactionActions(id: String, _ request: HTTPRequest) throws -> HTTPResponse {
        _ = try existingTransaction(id, request)
        return Self.json(200, ["items": []])
    }

    /// The transaction `id` of the request's merchant account; 404 when unknown.
    func existingTransaction(_ id: String, _ request: HTTPRequest) throws -> TransactionRecord {
        let account = try Self.merchantAccount(request)
        guard let transaction = try store.transaction(id: try Self.transactionID(id), account: account) else {
            throw Self.unknownTransaction(id)
        }
        return transaction
    }

    /// `id` when it is a UUID (lower-cased); 404 otherwise, as for an unknown transaction.
    static func transactionID(_ id: String) throws -> String {
        guard UUID(uuidString: id) != nil else { throw unknownTransaction(id) }
        return id.lowercased()
    }

    static func unknownTransaction(_ id: String) -> APIError {
        APIError.notFound("No transaction with id '\(id.prefix(64))'", pointer: "/transaction_id")
    }

    /// The offset and limit of a page: `limit` from 1 to 100 (default 20), `cursor` from an earlier page.
    static func page(_ query: QueryParameters, _ validator: inout Validator) -> (offset: Int, limit: Int) {
        var limit = pageLimits.standard
        if let text = query["limit"] {
            if let value = Int(text), (1...pageLimits.maximum).contains(value) {
                limit = value
            } else {
                validator.fail(
                    "/limit", "Input should be an integer from 1 to \(pageLimits.maximum)",
                    type: "int_parsing")
            }
        }
        var offset = 0
        if let cursor = query["cursor"] {
            if let value = PageCursor.offset(cursor) {
                offset = value
            } else {
                validator.fail("/cursor", "Input should be a cursor from an earlier page", type: "value_error")
            }
        }
        return (offset, limit)
    }

    /// A page of `items` in the spec's list shape, with cursors to the pages around it.
    static func pageJSON(_ items: [JSONValue], _ offset: Int, _ limit: Int, more: Bool) -> JSONValue {
        [
            "items": .array(items), "limit": .integer(Int64(limit)),
            "next_cursor": more ? .string(PageCursor.make(offset + limit)) : .null,
            "previous_cursor": offset > 0 ? .string(PageCursor.make(max(0, offset - limit))) : .null,
        ]
    }
}
