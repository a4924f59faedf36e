import Foundation
import SQLite
import Transport

/// One request's `idempotency-key`: the key, the operation it was sent to and a keyed hash of the body.
struct IdempotencyClaim: Equatable {
    var account: String
    /// The method and path, such as `POST /transactions`.
    var operation: String
    var key: String
    /// A keyed hash of the request body in its canonical form, so the body (which may hold a card
    /// number) is never stored.
    var requestHash: String
}

extension SandboxStore {
    /// What a claim of an idempotency key found.
    enum IdempotencyState: Equatable {
        /// The key is new (or its earlier request was abandoned): go ahead, and answer it.
        case claimed
        /// The key already has an answer for the same body.
        case replay(status: Int, body: Data)
        /// The key was used with another body.
        case conflict
        /// The first request with this key is still being answered.
        case inProgress
    }

    /// How long a claim stays in progress: a claim older than this was left by a request that crashed,
    /// and the next request with the key takes it over.
    static let idempotencyClaimLifetime: TimeInterval = 60

    /// Claims `claim`'s key at `date`, or says why not.
    func claim(_ claim: IdempotencyClaim, at date: Date) throws -> IdempotencyState {
        try database.write { connection in
            let key: [SQLiteValue] = [.text(claim.account), .text(claim.operation), .text(claim.key)]
            let row = try connection.query(
                "SELECT * FROM idempotency_keys WHERE merchant_account_id = ? AND operation = ? AND key = ?", key
            ).first
            guard let row else {
                try connection.run(
                    """
                    INSERT INTO idempotency_keys (merchant_account_id, operation, key, request_hash, created_at)
                    VALUES (?,?,?,?,?)
                    """,
                    key + [.text(claim.requestHash), .real(date.timeIntervalSince1970)])
                return .claimed
            }
            if let status = row["status"].int {
                guard row["request_hash"].string == claim.requestHash else { return .conflict }
                return .replay(status: status, body: Data((row["response"].string ?? "").utf8))
            }
            let started = row["created_at"].double ?? 0
            guard date.timeIntervalSince1970 - started > Self.idempotencyClaimLifetime else {
                return row["request_hash"].string == claim.requestHash ? .inProgress : .conflict
            }
            try connection.run(
                """
                UPDATE idempotency_keys SET request_hash = ?, created_at = ?
                WHERE merchant_account_id = ? AND operation = ? AND key = ?
                """,
                [.text(claim.requestHash), .real(date.timeIntervalSince1970)] + key)
            return .claimed
        }
    }

    /// Gives the key of `claim` up (its request failed), so the key can be used again.
    func release(_ claim: IdempotencyClaim) throws {
        try database.write { connection in
            try connection.run(
                """
                DELETE FROM idempotency_keys WHERE merchant_account_id = ? AND operation = ? AND key = ?
                AND status IS NULL
                """,
                [.text(claim.account), .text(claim.operation), .text(claim.key)])
        }
    }

    /// Records `response` as the answer to `claim`, inside the caller's transaction.
    static func finish(_ claim: IdempotencyClaim, response: (status: Int, body: JSONValue), _ connection: Connection)
        throws
    {
        try connection.run(
            "UPDATE idempotency_keys SET status = ?, response = ? WHERE merchant_account_id = ? AND operation = ? AND key = ?",
            [
                .integer(Int64(response.status)), TransactionRecord.text(response.body), .text(claim.account),
                .text(claim.operation), .text(claim.key),
            ])
    }
}
