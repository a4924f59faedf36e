import Foundation
import SQLite

/// Reads a wallet database directly, as an attacker with the file would.
struct SQLiteProbe {
    let database: Database

    init(path: String) throws {
        database = try Database(.file(path))
    }

    func string(_ sql: String) throws -> String {
        try database.read { try $0.scalar(sql).string ?? "" }
    }

    func int(_ sql: String) throws -> Int {
        try database.read { try $0.scalar(sql).int ?? 0 }
    }

    /// Copies the WAL into the main file (outside a transaction, as SQLite requires).
    func checkpoint(_ mode: String) throws {
        _ = try database.read { try $0.query("PRAGMA wal_checkpoint(\(mode))") }
    }

    func execute(_ sql: String) throws {
        try database.write { try $0.execute(sql) }
    }
}
