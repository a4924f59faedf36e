import Foundation
import SQLite
import TesseraCore

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
    /// What an idempotency key already has.
    enum IdempotencyState: Equatable {
        /// The answer to the same body.
        case replay(status: Int, body: Data)
        /// The key was used with another body.
        case conflict
    }

    /// Thrown inside a change's SQLite transaction, rolling it back, when another request with the
    /// same key committed first: the change is dropped and that request's answer stands.
    struct IdempotencyRace: Error {
        let state: IdempotencyState
    }

    /// What `claim`'s key already has, or nil when it is new.
    func idempotencyState(_ claim: IdempotencyClaim) throws -> IdempotencyState? {
        try database.read { connection in try Self.state(of: claim, connection) }
    }

    /// Throws ``IdempotencyRace`` when `claim`'s key was answered since the request looked: the first
    /// thing a change's SQLite transaction checks, so the change is dropped before it is made.
    static func ensureUnanswered(_ claim: IdempotencyClaim?, _ connection: Connection) throws {
        guard let claim else { return }
        if let state = try state(of: claim, connection) { throw IdempotencyRace(state: state) }
    }

    /// Records `response` as the answer to `claim` at `date`, inside the caller's transaction, so the
    /// key and the change it answers are stored together or not at all.
    static func finish(
        _ claim: IdempotencyClaim?, response: (status: Int, body: JSONValue), at date: Date, _ connection: Connection
    ) throws {
        guard let claim else { return }
        try connection.run(
            """
            INSERT INTO idempotency_keys (merchant_account_id, operation, key, request_hash, created_at, status, response)
            VALUES (?,?,?,?,?,?,?)
            """,
            [
                .text(claim.account), .text(claim.operation), .text(claim.key), .text(claim.requestHash),
                .real(date.timeIntervalSince1970), .integer(Int64(response.status)),
                SQLiteValue(json: response.body),
            ])
    }

    private static func state(of claim: IdempotencyClaim, _ connection: Connection) throws -> IdempotencyState? {
        let row = try connection.query(
            "SELECT * FROM idempotency_keys WHERE merchant_account_id = ? AND operation = ? AND key = ?",
            [.text(claim.account), .text(claim.operation), .text(claim.key)]
        ).first
        guard let row, let status = row["status"].int else { return nil }
        guard row["request_hash"].string == claim.requestHash else { return .conflict }
        return .replay(status: status, body: Data((row["response"].string ?? "").utf8))
    }
}
