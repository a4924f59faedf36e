import Foundation
import Transport

/// Tessera: `POST`/`GET /transactions`, `GET /transactions/{id}` and its capture, void and refunds, which a
/// merchant's server calls (the official SDK has none of them).
///
/// Answers are read leniently and keep the whole JSON the API sent (see ``Gr4vyTransaction``).
// Safe: adds no stored property to Gr4vyService (see there).
public final class Gr4vyTransactionsService: Gr4vyService, @unchecked Sendable {
    /// Creates a transaction; the API answers 201 with it. With an ``Gr4vyTransactionCreateRequest/idempotencyKey``,
    /// sent as `idempotency-key`, a retry of the same body gets the first answer and pays nothing twice.
    ///
    /// The key needs the SDK's own ``Gr4vyHTTPClient``: with another HTTP client a request with a key throws
    /// ``Gr4vyError/badURL(_:)`` without sending anything.
    public func create(request: Gr4vyTransactionCreateRequest) async throws -> Gr4vyTransaction {
        let (client, configuration) = state.value
        let url = try Gr4vyUtility.transactionsURL(from: configuration.setup)
        let merchantId = request.merchantId ?? configuration.setup.merchantId
        guard let key = request.idempotencyKey else {
            let data = try await client.perform(
                to: url, method: "POST", body: request.transaction, merchantId: merchantId, timeout: request.timeout)
            return try Gr4vyServiceState.decode(Gr4vyTransaction.self, from: data, method: "POST", url: url)
        }
        guard let http = client as? Gr4vyHTTPClient else {
            throw Gr4vyError.badURL(
                "an idempotency key is sent only by the SDK's Gr4vyHTTPClient; create the service with it.")
        }
        let built = try http.makeRequest(
            to: url, method: "POST", body: request.transaction, merchantId: merchantId, timeout: request.timeout,
            headers: ["idempotency-key": key])
        let data = try await http.send(built, call: Gr4vyOperation.name(method: "POST", path: url.path))
        return try Gr4vyServiceState.decode(Gr4vyTransaction.self, from: data, method: "POST", url: url)
    }

    /// The transaction `transactionId`.
    public func get(
        transactionId: String, merchantId: String? = nil, timeout: TimeInterval? = nil
    ) async throws -> Gr4vyTransaction {
        try await send("GET", transactionId, "", body: Gr4vyEmptyRequest?.none, merchantId, timeout)
    }

    /// A page of transactions, newest first.
    public func list(request: Gr4vyTransactionListRequest) async throws -> Gr4vyTransactionList {
        try await state.send(
            Gr4vyTransactionList.self, method: "GET",
            url: { try Gr4vyUtility.transactionsURL(from: $0, query: request.queryItems) },
            body: Gr4vyEmptyRequest?.none, merchantId: request.merchantId, timeout: request.timeout)
    }

    /// Captures an authorized transaction: `amount` of it, or all of it when nil; answers the transaction.
    public func capture(
        transactionId: String, amount: Int? = nil, merchantId: String? = nil, timeout: TimeInterval? = nil
    ) async throws -> Gr4vyTransaction {
        try await send(
            "POST", transactionId, "/capture", body: Gr4vyTransactionAmountBody(amount: amount), merchantId, timeout)
    }

    /// Voids an authorized transaction that is not captured; answers the transaction.
    public func void(
        transactionId: String, merchantId: String? = nil, timeout: TimeInterval? = nil
    ) async throws -> Gr4vyTransaction {
        try await send("POST", transactionId, "/void", body: Gr4vyEmptyRequest?.none, merchantId, timeout)
    }

    /// Refunds `amount` of a captured transaction, or all that is left when nil; `reason` is at most 100
    /// characters. The API answers 201 with the refund.
    public func refund(
        transactionId: String, amount: Int? = nil, reason: String? = nil, merchantId: String? = nil,
        timeout: TimeInterval? = nil
    ) async throws -> Gr4vyRefund {
        try await send(
            "POST", transactionId, "/refunds", body: Gr4vyTransactionAmountBody(amount: amount, reason: reason),
            merchantId, timeout)
    }

    private func send<Body: Encodable, T: Decodable>(
        _ method: String, _ transactionId: String, _ suffix: String, body: Body?, _ merchantId: String?,
        _ timeout: TimeInterval?
    ) async throws -> T {
        try await state.send(
            T.self, method: method,
            url: { try Gr4vyUtility.transactionURL(from: $0, transactionId: transactionId, suffix: suffix) },
            body: body, merchantId: merchantId, timeout: timeout)
    }
}
