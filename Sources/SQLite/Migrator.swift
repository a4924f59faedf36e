/// Brings a database's schema up to date by applying numbered migrations once each, in order.
///
/// Applied versions are recorded in the table `schema_migrations(version, name)`; each migration runs
/// in its own transaction together with its record, so a failing migration leaves no trace. Foreign keys
/// are not enforced while a migration runs (so a table can be rebuilt without its children being deleted
/// or the drop refused) and are checked with `PRAGMA foreign_key_check` before it commits: a migration
/// that leaves a key pointing nowhere fails with ``ResultCode/constraint`` and is rolled back.
public struct Migrator: Sendable {
    /// One schema change.
    public struct Migration: Sendable {
        /// The version number; migrations run in increasing order.
        public let version: Int
        /// A short name, recorded with the version.
        public let name: String
        /// The SQL to run (one or more statements).
        public let sql: String

        /// Creates a migration.
        public init(version: Int, name: String, sql: String) {
            self.version = version
            self.name = name
            self.sql = sql
        }
    }

    /// The migrations, in any order (they are sorted by version).
    public let migrations: [Migration]

    /// Creates a migrator; versions must be unique.
    public init(_ migrations: [Migration]) {
        precondition(Set(migrations.map(\.version)).count == migrations.count, "duplicate migration version")
        self.migrations = migrations.sorted { $0.version < $1.version }
    }

    /// Applies every migration not yet recorded in `database`; returns the versions it applied.
    @discardableResult
    public func migrate(_ database: Database) throws -> [Int] {
        try database.write { connection in
            try connection.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        }
        var applied: [Int] = []
        for migration in migrations {
            let didApply: Bool
            do {
                didApply = try database.changeSchema { connection -> Bool in
                    let done = try connection.scalar(
                        "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", [.integer(Int64(migration.version))]
                    )
                    guard done.int == 0 else { return false }
                    try connection.execute(migration.sql)
                    try connection.run(
                        "INSERT INTO schema_migrations (version, name) VALUES (?, ?)",
                        [.integer(Int64(migration.version)), .text(migration.name)])
                    return true
                }
            } catch let error as SQLiteError {
                let message = "migration \(migration.version) (\(migration.name)): \(error.message)"
                throw SQLiteError(code: error.code, message: message, sql: error.sql)
            }
            if didApply { applied.append(migration.version) }
        }
        return applied
    }

    /// The versions recorded in `database`, ascending.
    public static func appliedVersions(in database: Database) throws -> [Int] {
        try database.read { connection in
            let exists = try connection.scalar(
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
            guard exists.int == 1 else { return [] }
            return try connection.query("SELECT version FROM schema_migrations ORDER BY version").compactMap {
                $0["version"].int
            }
        }
    }
}
