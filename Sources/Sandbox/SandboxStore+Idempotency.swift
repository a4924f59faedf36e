import Foundation
import SQLite
import TesseraCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One request's `idempotency-key`: the key, the operation it was sent to, a keyed hash of the body, and
/// the request that claims the key while it runs.
struct IdempotencyClaim: Equatable {
    var account: String
    /// The method and path, such as `POST /transactions`.
    var operation: String
    var key: String
    /// A keyed hash of the request body in its canonical form, so the body (which may hold a card
    /// number) is never stored.
    var requestHash: String
    /// Who runs the request while the key is in flight: ``SandboxStore/newClaimOwner(makeID:)``.
    var owner: String
}

extension SandboxStore {
    /// The migration that lets a request claim its idempotency key, in a row of its own committed before
    /// the request runs: `owner` names the process and request while the key is in flight (the row has
    /// no `status` yet), and is cleared once the answer is stored.
    static let idempotencyClaimsMigration = Migrator.Migration(
        version: 7, name: "idempotency keys claimed while their request runs",
        sql: "ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;")

    /// How long an in-flight claim of a process that may still be alive holds its key: far longer than
    /// any request runs (the busy timeout is 5 seconds), so only a claim whose process died without
    /// exiting, or whose id another process now has, waits this long before another request takes it.
    static let claimLease: TimeInterval = 60

    /// What an idempotency key already has.
    enum IdempotencyState: Equatable {
        /// The answer to the same body.
        case replay(status: Int, body: Data)
        /// The key was used with another body.
        case conflict
        /// Another request with the key is running and has not answered yet.
        case inFlight
    }

    /// Thrown inside a change's SQLite transaction, rolling it back, when the request no longer holds its
    /// key's claim (it was taken over as stale): the change is dropped and the key's state stands.
    struct IdempotencyRace: Error {
        let state: IdempotencyState
    }

    /// An owner for a new claim: this process (its id and a token of this run) and one request, whose id
    /// `makeID` makes.
    static func newClaimOwner(makeID: IDGenerator) -> String {
        "\(getpid()):\(processToken):\(makeID().uuidString.lowercased())"
    }

    /// A token of this run of the process, so a claim of a dead process whose id was reused is not ours: the
    /// process's identity, made once per run, so it is random whatever ids the emulator's environment makes.
    private static let processToken = IDGenerator.live().uuidString.lowercased()

    /// Claims `claim`'s key at `date`, committed at once, so a second request with the key sees it: nil when
    /// the key is now this request's to run, else what the key already has (an answer, another body, or a
    /// request in flight).
    ///
    /// A claim whose process has ended (no process has its id, checked with `kill(pid, 0)`), or older than
    /// ``claimLease``, is stale and taken over: a crash never leaves a key in flight for good.
    func claim(_ claim: IdempotencyClaim, at date: Date) throws -> IdempotencyState? {
        try database.write { connection in
            guard let row = try Self.row(of: claim, connection) else {
                try connection.run(
                    """
                    INSERT INTO idempotency_keys (merchant_account_id, operation, key, request_hash, created_at, owner)
                    VALUES (?,?,?,?,?,?)
                    """,
                    [
                        .text(claim.account), .text(claim.operation), .text(claim.key), .text(claim.requestHash),
                        .real(date.timeIntervalSince1970), .text(claim.owner),
                    ])
                return nil
            }
            if let state = Self.state(of: row, claim) { return state }
            let claimedAt = Date(timeIntervalSince1970: row["created_at"].double ?? 0)
            guard Self.isStale(owner: row["owner"].string ?? "", claimedAt: claimedAt, at: date) else {
                return row["request_hash"].string == claim.requestHash ? .inFlight : .conflict
            }
            try connection.run(
                """
                UPDATE idempotency_keys SET request_hash = ?, created_at = ?, owner = ?
                WHERE merchant_account_id = ? AND operation = ? AND key = ? AND status IS NULL
                """,
                [
                    .text(claim.requestHash), .real(date.timeIntervalSince1970), .text(claim.owner),
                    .text(claim.account), .text(claim.operation), .text(claim.key),
                ])
            return nil
        }
    }

    /// Gives up `claim`'s key when its request failed (nothing was changed), so the key can be sent again.
    func release(_ claim: IdempotencyClaim) throws {
        try database.write { connection in
            try connection.run(
                """
                DELETE FROM idempotency_keys
                WHERE merchant_account_id = ? AND operation = ? AND key = ? AND owner = ? AND status IS NULL
                """,
                [.text(claim.account), .text(claim.operation), .text(claim.key), .text(claim.owner)])
        }
    }

    /// Throws ``IdempotencyRace`` unless `claim` still holds its key: the first thing a change's SQLite
    /// transaction checks, so a change whose claim was taken over is dropped before it is made.
    static func ensureClaimed(_ claim: IdempotencyClaim?, _ connection: Connection) throws {
        guard let claim else { return }
        let row = try row(of: claim, connection)
        guard let row, row["status"].int == nil, row["owner"].string == claim.owner else {
            throw IdempotencyRace(state: row.flatMap { state(of: $0, claim) } ?? .inFlight)
        }
    }

    /// Records `response` as the answer to `claim` at `date`, inside the caller's transaction, so the
    /// answer and the change it answers are stored together or not at all.
    static func finish(
        _ claim: IdempotencyClaim?, response: (status: Int, body: Data), at date: Date, _ connection: Connection
    ) throws {
        guard let claim else { return }
        try connection.run(
            """
            UPDATE idempotency_keys SET created_at = ?, status = ?, response = ?, owner = NULL
            WHERE merchant_account_id = ? AND operation = ? AND key = ? AND owner = ?
            """,
            [
                .real(date.timeIntervalSince1970), .integer(Int64(response.status)),
                .text(String(decoding: response.body, as: UTF8.self)), .text(claim.account), .text(claim.operation),
                .text(claim.key), .text(claim.owner),
            ])
    }

    private static func row(of claim: IdempotencyClaim, _ connection: Connection) throws -> Row? {
        try connection.query(
            "SELECT * FROM idempotency_keys WHERE merchant_account_id = ? AND operation = ? AND key = ?",
            [.text(claim.account), .text(claim.operation), .text(claim.key)]
        ).first
    }

    /// The answer `row` holds for `claim` (or the conflict of another body); nil while it is in flight.
    private static func state(of row: Row, _ claim: IdempotencyClaim) -> IdempotencyState? {
        guard let status = row["status"].int else { return nil }
        guard row["request_hash"].string == claim.requestHash else { return .conflict }
        return .replay(status: status, body: Data((row["response"].string ?? "").utf8))
    }

    /// Whether an in-flight claim by `owner` made at `claimedAt` may be taken over at `date`: its process
    /// has ended, or the lease ran out.
    private static func isStale(owner: String, claimedAt: Date, at date: Date) -> Bool {
        if date.timeIntervalSince(claimedAt) > claimLease { return true }
        let parts = owner.split(separator: ":")
        guard parts.count == 3, let pid = pid_t(parts[0]) else { return true }
        if parts[1] == processToken { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
