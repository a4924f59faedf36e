import Foundation
import JOSE
import SQLite
import TesseraCore

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
    /// Why the store was opened read-only (the disk was full), or nil when it can be written.
    public let fullDisk: StorageFault?
    /// Whether the last change that could send webhook events found a subscription to send them to: a hint
    /// for making a new transaction's events before the write lock is taken (``insert(_:events:claim:response:environment:)``),
    /// never the decision to send them, which the subscriptions read inside the transaction make.
    let subscriptionsSeen = Locked(false)

    /// Opens (creating and migrating) the store at `path`, creating its directory when missing.
    ///
    /// A new directory is private to the user (0700) and a new file readable by the user only (0600;
    /// SQLite gives its WAL files the same mode): the file holds the fingerprint key. A new file is made
    /// whole under a temporary name first, so the path never holds an empty database; an empty file found
    /// there is refused. A file SQLite can only read is refused at once, before any request would fail. A
    /// symbolic link is followed to an existing file but never replaced: a dangling one is refused.
    ///
    /// On a full disk an up-to-date store is opened read-only (``fullDisk`` says why): saved state can
    /// still be read, and every write fails with the full disk's fault.
    ///
    /// A lock another process holds on the file is waited for up to `lockWait`, then reported as
    /// ``StorageFault/Kind/locked``.
    ///
    /// - Throws: ``StorageFault`` naming the path, what is wrong with it and what to do.
    public convenience init(path: String, lockWait: Duration = .seconds(5)) throws(StorageFault) {
        try Self.prepareFile(at: path)
        do {
            let database = try Database(.file(path), busyTimeout: lockWait)
            guard !database.isReadOnly else {
                throw StorageFault(path: path, kind: .readOnly, diagnostic: "SQLite opened the file read-only")
            }
            try Self.migrator.migrate(database)
            self.init(database: database, fullDisk: nil)
        } catch {
            let fault = StorageFault(error, path: path)
            guard fault.kind == .full, let database = try? Self.openCurrent(readOnly: path) else { throw fault }
            self.init(database: database, fullDisk: fault)
        }
    }

    /// The store at `path` opened read-only, or nil when that fails or its schema is not the current one
    /// (a migration would have to write).
    private static func openCurrent(readOnly path: String) throws -> Database? {
        let database = try Database.readOnly(path: path)
        let current = migrator.migrations.map(\.version)
        return try Migrator.appliedVersions(in: database) == current ? database : nil
    }

    /// The fault to report for `error` met while using this store: on a store opened read-only because
    /// the disk was full, a write's failure is that full disk, not a read-only file.
    public func fault(for error: any Error) -> StorageFault {
        let fault = StorageFault(error, path: path)
        guard let fullDisk, fault.kind == .readOnly else { return fault }
        return StorageFault(path: path, kind: .full, diagnostic: "\(fullDisk.diagnostic); then \(fault.diagnostic)")
    }

    /// Checks what is at `path`, or creates the folder and a new store there when nothing is; refuses a
    /// dangling link, something other than a file, or an empty file.
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
            guard status.st_size > 0 else { throw StorageFault(path: path, kind: .empty, diagnostic: "0 bytes") }
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
        try create(at: path, in: directory)
    }

    /// Makes a migrated store under a temporary name beside `path` and links it into place, unless another
    /// process got there first; a failure or a crash leaves nothing at `path`.
    private static func create(at path: String, in directory: String) throws(StorageFault) {
        let name = (path as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid()).tmp"
        defer {
            for suffix in ["", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw StorageFault(path: path, kind: errno == ENOSPC ? .full : .readOnly, diagnostic: reason)
        }
        close(descriptor)
        do {
            // Every change goes into the file itself before it is linked into place: the WAL is removed.
            let database = try Database(.file(temporary))
            try migrator.migrate(database)
            try database.checkpoint()
        } catch {
            throw StorageFault(error, path: path)
        }
        guard hardLink(temporary, path) == 0 || errno == EEXIST else {
            let reason = String(cString: strerror(errno))
            throw StorageFault(path: path, kind: errno == ENOSPC ? .full : .readOnly, diagnostic: reason)
        }
    }

    /// `link(2)`, which this type's own `link` methods hide.
    private static func hardLink(_ existing: String, _ new: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.link(existing, new)
        #else
            Darwin.link(existing, new)
        #endif
    }

    /// The state file, or nil for an in-memory store.
    public var path: String? {
        if case .file(let path) = database.location { return path }
        return nil
    }

    /// Creates an empty store in memory, gone when the process ends (`--ephemeral`).
    public static func ephemeral() throws -> SandboxStore {
        let database = try Database(.memory)
        try migrator.migrate(database)
        return SandboxStore(database: database, fullDisk: nil)
    }

    /// The default file: `sandbox.sqlite` in `$TESSERA_DATA_DIR`, else `$XDG_DATA_HOME/tessera`, else
    /// `~/.local/share/tessera`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DataDirectory.path(environment: environment) + "/sandbox.sqlite"
    }

    private init(database: Database, fullDisk: StorageFault?) {
        self.database = database
        self.fullDisk = fullDisk
    }

    /// The schema, one migration per version. Version 2 clears the fingerprints version 1 stored
    /// (unkeyed hashes of the card number); a card tokenized again then gets a new stored method.
    /// Version 4 adds the spec's buyer `account_number` and `updated_at`, and a session's guest buyer
    /// (kept with the session, never as a buyer record) and `payment_service_id`. Version 5 adds
    /// transactions (``transactionsMigration``). Version 6 gives sessions, buyers and stored methods to the
    /// merchant account that made them (every existing one to `default`), so an external identifier is
    /// unique per account; version 7 lets an idempotency key be claimed before its request runs
    /// (``idempotencyClaimsMigration``); version 8 adds webhook subscriptions and the outbox of their events,
    /// deliveries and attempts (``webhooksMigration``).
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
        .init(
            version: 6, name: "merchant accounts own sessions, buyers and stored payment methods",
            sql: """
                ALTER TABLE checkout_sessions ADD COLUMN merchant_account_id TEXT NOT NULL DEFAULT 'default';
                ALTER TABLE payment_methods ADD COLUMN merchant_account_id TEXT NOT NULL DEFAULT 'default';
                CREATE TABLE buyers_scoped (
                    id TEXT PRIMARY KEY, merchant_account_id TEXT NOT NULL, external_identifier TEXT,
                    display_name TEXT, billing_details TEXT, created_at REAL NOT NULL, account_number TEXT,
                    updated_at REAL, UNIQUE (merchant_account_id, external_identifier));
                INSERT INTO buyers_scoped (id, merchant_account_id, external_identifier, display_name,
                    billing_details, created_at, account_number, updated_at)
                    SELECT id, 'default', external_identifier, display_name, billing_details, created_at,
                    account_number, updated_at FROM buyers;
                DROP TABLE buyers;
                ALTER TABLE buyers_scoped RENAME TO buyers;
                """),
        idempotencyClaimsMigration,
        webhooksMigration,
    ])

    /// The secret key of this store's card fingerprints: made from `random` (32 bytes) the first time
    /// it is asked for, then kept in the store, so every process sharing the file fingerprints alike.
    public func fingerprintKey(random: SecureRandom) throws -> Data {
        try database.secret("fingerprint_key", random: random)
    }
}
