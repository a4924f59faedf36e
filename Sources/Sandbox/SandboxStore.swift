import Foundation
import JOSE
import SQLite

/// The emulator's state — checkout sessions, buyers and stored payment methods — in SQLite.
///
/// A file store is shared by every `tessera` process that opens it (WAL mode, busy timeout); an
/// ephemeral store lives in memory for one process. Safe under concurrent requests: the underlying
/// ``SQLite/Database`` serializes access, and every change runs in a transaction.
public final class SandboxStore: Sendable {
    let database: Database

    /// Opens (creating and migrating) the store at `path`, creating its directory when missing.
    ///
    /// A new directory is private to the user (0700) and a new file readable by the user only (0600;
    /// SQLite gives its WAL files the same mode): the file holds the fingerprint key.
    public convenience init(path: String) throws {
        let files = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty && !files.fileExists(atPath: directory) {
            try files.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if !files.fileExists(atPath: path) {
            _ = files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        try self.init(database: Database(.file(path)))
    }

    /// Creates an empty store in memory, gone when the process ends (`--ephemeral`).
    public static func ephemeral() throws -> SandboxStore {
        try SandboxStore(database: Database(.memory))
    }

    /// The default file: `sandbox.sqlite` in `$TESSERA_DATA_DIR`, else `$XDG_DATA_HOME/tessera`, else
    /// `~/.local/share/tessera`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let directory: String
        if let custom = environment["TESSERA_DATA_DIR"], !custom.isEmpty {
            directory = custom
        } else if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            directory = xdg + "/tessera"
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            directory = home + "/.local/share/tessera"
        }
        return directory + "/sandbox.sqlite"
    }

    private init(database: Database) throws {
        self.database = database
        try Self.migrator.migrate(database)
    }

    /// The schema, one migration per version. Version 2 clears the fingerprints version 1 stored
    /// (unkeyed hashes of the card number); a card tokenized again then gets a new stored method.
    /// Version 4 adds the spec's buyer `account_number` and `updated_at`, and a session's guest buyer
    /// (kept with the session, never as a buyer record) and `payment_service_id`.
    static let migrator = Migrator([
        .init(
            version: 1, name: "sessions, buyers and payment methods",
            sql: """
                CREATE TABLE buyers (
                    id TEXT PRIMARY KEY, external_identifier TEXT UNIQUE, display_name TEXT,
                    billing_details TEXT, created_at REAL NOT NULL);
                CREATE TABLE checkout_sessions (
                    id TEXT PRIMARY KEY, created_at REAL NOT NULL, expires_at REAL NOT NULL,
                    amount INTEGER, currency TEXT, buyer_id TEXT REFERENCES buyers(id) ON DELETE SET NULL,
                    metadata TEXT, cart_items TEXT, payment_method_id TEXT, payment_method TEXT);
                CREATE TABLE payment_methods (
                    id TEXT PRIMARY KEY, buyer_id TEXT REFERENCES buyers(id) ON DELETE CASCADE,
                    method TEXT NOT NULL, scheme TEXT, bin TEXT, last4 TEXT, expiration_date TEXT,
                    fingerprint TEXT, card_type TEXT, country TEXT, currency TEXT, additional_schemes TEXT,
                    issuer_name TEXT, created_at REAL NOT NULL, last_used_at REAL,
                    usage_count INTEGER NOT NULL DEFAULT 0, cit_last_used_at REAL,
                    cit_usage_count INTEGER NOT NULL DEFAULT 0);
                CREATE INDEX payment_methods_buyer ON payment_methods (buyer_id);
                """),
        .init(
            version: 2, name: "store secrets; drop unkeyed card fingerprints",
            sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                UPDATE payment_methods SET fingerprint = NULL;
                """),
        challengesMigration,
        .init(
            version: 4, name: "the spec's buyer fields and a session's guest buyer",
            sql: """
                ALTER TABLE buyers ADD COLUMN account_number TEXT;
                ALTER TABLE buyers ADD COLUMN updated_at REAL;
                ALTER TABLE checkout_sessions ADD COLUMN guest_buyer TEXT;
                ALTER TABLE checkout_sessions ADD COLUMN payment_service_id TEXT;
                """),
    ])

    /// The secret key of this store's card fingerprints: made from `random` (32 bytes) the first time
    /// it is asked for, then kept in the store, so every process sharing the file fingerprints alike.
    public func fingerprintKey(random: SecureRandom) throws -> Data {
        try database.write { connection in
            let name: SQLiteValue = "fingerprint_key"
            if let key = try connection.scalar("SELECT value FROM meta WHERE key = ?", [name]).data {
                return key
            }
            let key = try random.bytes(32)
            try connection.run("INSERT INTO meta (key, value) VALUES (?, ?)", [name, .blob(key)])
            return key
        }
    }
}
