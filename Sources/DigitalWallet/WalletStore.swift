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

    /// Opens (creating and migrating) the store of `configuration`, and its wallet key.
    init(configuration: WalletConfiguration) throws(WalletError) {
        let files = FileManager.default
        let directory = configuration.dataDirectory
        path = configuration.databasePath
        do {
            if !files.fileExists(atPath: directory) {
                try files.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            if !files.fileExists(atPath: path) {
                _ = files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            }
        } catch {
            throw .storeFailed("cannot create \(directory): \(error.localizedDescription)")
        }
        try Self.checkFile(path, keyPath: configuration.keyPath)
        database = try Self.open(path)
        let check = try Self.keyCheck(database, path: path)
        key = try WalletKey.load(
            path: configuration.keyPath, create: check == nil, random: configuration.environment.random)
        try verify(check: check, keyPath: configuration.keyPath)
    }

    /// Refuses a database path that is not a regular, writable file, and an empty file (with no write-ahead
    /// log holding its pages) beside an existing wallet key: that wallet's cards were there and are gone, so
    /// it is not silently started afresh.
    private static func checkFile(_ path: String, keyPath: String) throws(WalletError) {
        let files = FileManager.default
        guard let attributes = try? files.attributesOfItem(atPath: path) else {
            throw .storeFailed("cannot read \(path); check its permissions")
        }
        if let problem = WalletFile.problem(attributes) {
            throw .storeFailed("\(path) \(problem); move it aside so the wallet can use that path")
        }
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o600
        guard files.isWritableFile(atPath: path), mode & 0o200 != 0 else {
            throw .storeFailed("\(path) is read-only; run chmod u+w on it")
        }
        if WalletFile.isEmptyDatabase(path), files.fileExists(atPath: keyPath) {
            throw .storeCorrupt(path: path, detail: "it is empty although the wallet key \(keyPath) exists")
        }
    }

    private static func open(_ path: String) throws(WalletError) -> Database {
        do {
            let database = try Database(.file(path))
            let result = try database.read { try $0.scalar("PRAGMA quick_check").string }
            guard result == "ok" else { throw WalletError.storeCorrupt(path: path, detail: result ?? "no answer") }
            try migrator.migrate(database)
            return database
        } catch let error as WalletError {
            throw error
        } catch let error as SQLiteError where [.notADatabase, Self.corrupt].contains(error.code.primary) {
            throw .storeCorrupt(path: path, detail: error.message)
        } catch {
            throw .storeFailed("\(error)")
        }
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
        do {
            let sealed = try key.seal(Self.checkText, context: "key_check")
            try database.write { connection in
                try connection.run("INSERT OR IGNORE INTO meta (key, value) VALUES ('key_check', ?)", [.blob(sealed)])
            }
        } catch {
            throw .storeFailed("\(error)")
        }
    }

    /// Runs `body` in one transaction, mapping storage failures to ``WalletError``.
    func write<T>(_ body: (Connection) throws -> T) throws(WalletError) -> T {
        try mappingFailures { try database.write(body) }
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
        } catch let error as SQLiteError where error.code.primary == .full {
            throw .storeFailed("the disk holding \(path) is full; free some space and run the command again")
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
    ])
}
