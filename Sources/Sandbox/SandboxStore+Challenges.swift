import Foundation
import SQLite

extension SandboxStore {
    /// The migration that adds the ACS's challenges, keyed by `acsTransID`.
    ///
    /// `session_key` is the challenge's secure-channel key: emulator state that lives as long as the
    /// challenge, in a store whose file only its user can read.
    static let challengesMigration = Migrator.Migration(
        version: 3, name: "3-D Secure challenges",
        sql: """
            CREATE TABLE threeds_challenges (
                acs_trans_id TEXT PRIMARY KEY, server_trans_id TEXT NOT NULL, sdk_trans_id TEXT NOT NULL,
                session_id TEXT NOT NULL, message_version TEXT NOT NULL, scenario TEXT NOT NULL,
                session_key BLOB NOT NULL, next_counter INTEGER NOT NULL DEFAULT 0,
                status TEXT NOT NULL, trans_status TEXT, creq_count INTEGER NOT NULL DEFAULT 0,
                resend_count INTEGER NOT NULL DEFAULT 0, error_code TEXT, error_component TEXT,
                created_at REAL NOT NULL);
            """)

    /// Stores a new challenge.
    func insert(_ challenge: ACSChallengeRecord, at date: Date) throws {
        try database.write { connection in
            try connection.run(
                """
                INSERT INTO threeds_challenges (acs_trans_id, server_trans_id, sdk_trans_id, session_id,
                message_version, scenario, session_key, status, created_at) VALUES (?,?,?,?,?,?,?,?,?)
                """,
                [
                    .text(challenge.acsTransactionID), .text(challenge.serverTransactionID),
                    .text(challenge.sdkTransactionID), .text(challenge.sessionID), .text(challenge.messageVersion),
                    .text(challenge.scenario.rawValue), .blob(challenge.sessionKey), .text(challenge.status.rawValue),
                    .real(date.timeIntervalSince1970),
                ])
        }
    }

    /// The ACS challenge with `acsTransactionID`, or nil: what the ACS has received and decided so far.
    public func threeDSChallenge(acsTransactionID: String) throws -> ACSChallengeRecord? {
        try database.read { connection in
            try connection.query(
                "SELECT * FROM threeds_challenges WHERE acs_trans_id = ?", [.text(acsTransactionID.lowercased())]
            ).first.flatMap(ACSChallengeRecord.init(row:))
        }
    }

    /// Saves `challenge`'s progress, but only if the stored row still expects `expectedCounter`;
    /// false when another request advanced it first (so a raced replay cannot count twice).
    func update(_ challenge: ACSChallengeRecord, expectedCounter: Int) throws -> Bool {
        try database.write { connection in
            try connection.run(
                """
                UPDATE threeds_challenges SET next_counter = ?, status = ?, trans_status = ?, creq_count = ?,
                resend_count = ?, error_code = ?, error_component = ?
                WHERE acs_trans_id = ? AND next_counter = ? AND status = 'open'
                """,
                [
                    .integer(Int64(challenge.nextCounter)), .text(challenge.status.rawValue),
                    SQLiteValue(challenge.transStatus), .integer(Int64(challenge.creqCount)),
                    .integer(Int64(challenge.resendCount)), SQLiteValue(challenge.errorCode),
                    SQLiteValue(challenge.errorComponent), .text(challenge.acsTransactionID),
                    .integer(Int64(expectedCounter)),
                ]) == 1
        }
    }

    /// Records an Erro message that ends the open challenge `acsTransactionID`; false when there is none open.
    func recordError(acsTransactionID: String, code: String, component: String) throws -> Bool {
        try database.write { connection in
            try connection.run(
                """
                UPDATE threeds_challenges SET status = 'errored', error_code = ?, error_component = ?
                WHERE acs_trans_id = ? AND status = 'open'
                """,
                [.text(code), .text(component), .text(acsTransactionID.lowercased())]) == 1
        }
    }
}
