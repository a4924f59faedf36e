import Foundation
import SQLite

/// The wallet's SQLite file: cards, sealed payment keys and a few settings, each change one transaction.
///
/// At open the file is checked (`PRAGMA quick_check`) so a damaged or foreign file is reported as
/// ``WalletError/storeCorrupt(path:detail:)`` instead of failing later, and the wallet key is checked
/// against a value sealed in the store, so a wrong or missing key file is found before anything is lost.
final class WalletStore: Sendable {
    let database: Database
    let key: WalletKey
    let path: String
    /// Whether the database file (or its folder) cannot be written, so the store was opened read-only: the
    /// cards can be read, and every change throws ``WalletError/storeReadOnly(path:)``.
    let isReadOnly: Bool

    /// Opens (creating and migrating) the store of `configuration`, and its wallet key; a database that
    /// cannot be written is opened read-only.
    init(configuration: WalletConfiguration) throws(WalletError) {
        let files = FileManager.default
        let directory = configuration.dataDirectory
        path = configuration.databasePath
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue {
            throw .dataFolderIsAFile(path: directory)
        }
        do {
            if !files.fileExists(atPath: directory) {
                try files.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            if !files.fileExists(atPath: path), files.isWritableFile(atPath: directory) {
                _ = files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
        } catch {
            throw .storeFailed("cannot create \(directory): \(error.localizedDescription)")
        }
        isReadOnly = try Self.checkFile(path, keyPath: configuration.keyPath, directory: directory)
        database = try Self.open(path, readOnly: isReadOnly)
        let check = try Self.keyCheck(database, path: path)
        key = try WalletKey.load(
            path: configuration.keyPath, create: check == nil && !isReadOnly, random: configuration.environment.random)
        try verify(check: check, keyPath: configuration.keyPath)
    }

    /// Refuses a database path that is not a regular file, and an empty file (with no write-ahead log holding
    /// its pages) beside an existing wallet key: that wallet's cards were there and are gone, so it is not
    /// silently started afresh. Returns whether the file or its folder cannot be written.
    private static func checkFile(_ path: String, keyPath: String, directory: String) throws(WalletError) -> Bool {
        let files = FileManager.default
        guard let attributes = try? files.attributesOfItem(atPath: path) else {
            if !files.fileExists(atPath: path), !files.isWritableFile(atPath: directory) {
                throw .storeReadOnly(path: path)
            }
            throw .storeFailed("cannot read \(path); check its permissions")
        }
        if let problem = WalletFile.problem(attributes) {
            throw .storeFailed("\(path) \(problem); move it aside so the wallet can use that path")
        }
        if WalletFile.isEmptyDatabase(path), files.fileExists(atPath: keyPath) {
            throw .storeCorrupt(path: path, detail: "it is empty although the wallet key \(keyPath) exists")
        }
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o600
        return !files.isWritableFile(atPath: path) || mode & 0o200 == 0 || !files.isWritableFile(atPath: directory)
    }

    private static func open(_ path: String, readOnly: Bool) throws(WalletError) -> Database {
        do {
            let database = try Database(.file(path), readOnly: readOnly)
            let result = try database.read { try $0.scalar("PRAGMA quick_check").string }
            guard result == "ok" else { throw WalletError.storeCorrupt(path: path, detail: result ?? "no answer") }
            if !readOnly { try migrator.migrate(database) }
            return database
        } catch let error as WalletError {
            throw error
        } catch let error as SQLiteError where [.notADatabase, Self.corrupt].contains(error.code.primary) {
            throw .storeCorrupt(path: path, detail: error.message)
        } catch let error as SQLiteError {
            throw fault(error, path: path)
        } catch {
            throw .storeFailed("\(error)")
        }
    }

    /// The wallet's words for a storage failure of the database at `path`: a full disk or a file that cannot be
    /// written says so; any other names the file and the system's cause.
    static func fault(_ error: SQLiteError, path: String) -> WalletError {
        if error.code.primary == .full || error.systemErrno == ENOSPC {
            return .storeFailed("the disk holding \(path) is full; free some space and run the command again")
        }
        if error.code.primary == .readOnly || [EROFS, EACCES, EPERM].contains(error.systemErrno) {
            return .storeReadOnly(path: path)
        }
        let cause = error.systemErrno == 0 ? "" : " (\(String(cString: strerror(error.systemErrno))))"
        return .storeFailed("\(path): \(error.message)\(cause)")
    }

    /// `SQLITE_CORRUPT`: the file is damaged.
    private static let corrupt = ResultCode(rawValue: 11)

    private static func keyCheck(_ database: Database, path: String) throws(WalletError) -> Data? {
        do {
            return try database.read { try $0.scalar("SELECT value FROM meta WHERE key = 'key_check'").data }
        } catch {
            throw .storeCorrupt(path: path, detail: "\(error)")
        }
    }

    private static let checkText = Data("tessera-wallet-key-check".utf8)

    private func verify(check: Data?, keyPath: String) throws(WalletError) {
        if let check {
            guard (try? key.open(check, context: "key_check")) == Self.checkText else {
                throw .walletKeyMismatch(path: keyPath)
            }
            return
        }
        guard !isReadOnly else { return }
        do {
            let sealed = try key.seal(Self.checkText, context: "key_check")
            try database.write { connection in
                try connection.run("INSERT OR IGNORE INTO meta (key, value) VALUES ('key_check', ?)", [.blob(sealed)])
            }
        } catch {
            throw .storeFailed("\(error)")
        }
    }

    /// Runs `body` in one transaction, mapping storage failures to ``WalletError``; a read-only store throws
    /// ``WalletError/storeReadOnly(path:)``.
    func write<T>(_ body: (Connection) throws -> T) throws(WalletError) -> T {
        guard !isReadOnly else { throw .storeReadOnly(path: path) }
        return try mappingFailures { try database.write(body) }
    }

    /// Runs `body` alone, mapping storage failures to ``WalletError``.
    func read<T>(_ body: (Connection) throws -> T) throws(WalletError) -> T {
        try mappingFailures { try database.read(body) }
    }

    /// Runs `access`; a storage failure becomes ``WalletError/storeFailed(_:)``, and a full disk says so and
    /// what to do (the change was rolled back).
    private func mappingFailures<T>(_ access: () throws -> T) throws(WalletError) -> T {
        do {
            return try access()
        } catch let error as WalletError {
            throw error
        } catch let error as SQLiteError {
            throw Self.fault(error, path: path)
        } catch {
            throw .storeFailed("\(error)")
        }
    }

    static let migrator = Migrator([
        .init(
            version: 1, name: "cards, payment keys, settings",
            sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                CREATE TABLE cards (
                    id TEXT PRIMARY KEY, token_ref TEXT NOT NULL UNIQUE, state INTEGER NOT NULL,
                    scheme TEXT NOT NULL, aux_scheme TEXT, pan_last TEXT, pan_expiry TEXT,
                    token_last TEXT, token_expiry TEXT, aux_token_last TEXT, aux_token_expiry TEXT,
                    issuer_name TEXT, issuer_phone TEXT, issuer_email TEXT, issuer_website TEXT,
                    terms_url TEXT, privacy_url TEXT, short_description TEXT, art TEXT NOT NULL,
                    payment_types TEXT NOT NULL, key_type TEXT NOT NULL, threshold INTEGER NOT NULL,
                    idv_methods TEXT, idv_selected TEXT, is_default INTEGER NOT NULL DEFAULT 0,
                    created_at REAL NOT NULL);
                CREATE TABLE payment_keys (
                    id TEXT PRIMARY KEY, card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
                    auxiliary INTEGER NOT NULL, sealed BLOB NOT NULL, max_uses INTEGER NOT NULL,
                    uses INTEGER NOT NULL DEFAULT 0, expires_at REAL);
                CREATE INDEX payment_keys_card ON payment_keys (card_id);
                """),
        .init(
            version: 2, name: "intents: each call to the token service, recorded before it is sent",
            sql: """
                CREATE TABLE intents (
                    request_id TEXT PRIMARY KEY, kind TEXT NOT NULL, card_id TEXT NOT NULL, route TEXT NOT NULL,
                    sealed_body BLOB NOT NULL, detail TEXT, created_at REAL NOT NULL);
                """),
        .init(
            version: 3, name: "interrupted payments settled later: their announcement and their retry",
            sql: """
                CREATE TABLE recovered_payments (
                    request_id TEXT PRIMARY KEY, card_id TEXT NOT NULL, pan_last TEXT, amount INTEGER NOT NULL,
                    currency TEXT NOT NULL, merchant TEXT NOT NULL, auxiliary INTEGER NOT NULL,
                    outcome TEXT NOT NULL, transaction_id TEXT, at REAL NOT NULL, retry_until REAL NOT NULL,
                    announced INTEGER NOT NULL DEFAULT 0);
                """),
    ])
}
