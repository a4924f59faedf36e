import Foundation
import JOSE
import SQLite
import Transport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The emulator's state — checkout sessions, buyers, stored payment methods and transactions — in SQLite.
///
/// A file store is shared by every `tessera` process that opens it (WAL mode, busy timeout); an
/// ephemeral store lives in memory for one process. Safe under concurrent requests: the underlying
/// SQLite's `Database` serializes access, and every change runs in a transaction.
public final class SandboxStore: Sendable {
    let database: Database

    /// Opens (creating and migrating) the store at `path`, creating its directory when missing.
    ///
    /// A new directory is private to the user (0700) and a new file readable by the user only (0600;
    /// SQLite gives its WAL files the same mode): the file holds the fingerprint key. A symbolic link
    /// is followed to an existing file but never replaced: a dangling one is refused.
    ///
    /// - Throws: ``StorageFault`` naming the path, what is wrong with it and what to do.
    public convenience init(path: String) throws(StorageFault) {
        try Self.prepareFile(at: path)
        do {
            try self.init(database: Database(.file(path)))
        } catch {
            throw StorageFault(error, path: path)
        }
    }

    /// Creates the folder and an empty private file at `path` when nothing is there; refuses a dangling
    /// link or something other than a file.
    private static func prepareFile(at path: String) throws(StorageFault) {
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFLNK, stat(path, &status) != 0 {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "a missing file"
                throw StorageFault(path: path, kind: .danglingLink(target: target), diagnostic: "dangling link")
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw StorageFault(path: path, kind: .notAFile, diagnostic: "file type \(status.st_mode & S_IFMT)")
            }
            return
        }
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
        } catch {
            throw StorageFault(path: path, kind: .readOnly, diagnostic: "cannot create \(directory): \(error)")
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            let reason = String(cString: strerror(errno))
            throw StorageFault(path: path, kind: errno == ENOSPC ? .full : .readOnly, diagnostic: reason)
        }
    }

    /// The state file, or nil for an in-memory store.
    public var path: String? {
        if case .file(let path) = database.location { return path }
        return nil
    }

    /// Creates an empty store in memory, gone when the process ends (`--ephemeral`).
    public static func ephemeral() throws -> SandboxStore {
        try SandboxStore(database: Database(.memory))
    }

    /// The default file: `sandbox.sqlite` in `$TESSERA_DATA_DIR`, else `$XDG_DATA_HOME/tessera`, else
    /// `~/.local/share/tessera`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DataDirectory.path(environment: environment) + "/sandbox.sqlite"
    }

    private init(database: Database) throws {
        self.database = database
        try Self.migrator.migrate(database)
    }

    /// The schema, one migration per version. Version 2 clears the fingerprints version 1 stored
    /// (unkeyed hashes of the card number); a card tokenized again then gets a new stored method.
    /// Version 4 adds the spec's buyer `account_number` and `updated_at`, and a session's guest buyer
    /// (kept with the session, never as a buyer record) and `payment_service_id`. Version 5 adds
    /// transactions (``transactionsMigration``).
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
        transactionsMigration,
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
