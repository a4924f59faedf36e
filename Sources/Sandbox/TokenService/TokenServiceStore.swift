import Foundation
import JOSE
import SQLite

/// The token service emulator's state — wallets, tokens, issued keys, OTPs, pushes and transactions — in
/// its own SQLite file beside the payments emulator's, so the two never contend for one schema.
///
/// No card number is stored: a token remembers the test card's reference (`visa-green`), the last four
/// digits and an HMAC fingerprint of the number. Payment keys are derived from a master secret and the
/// key's id, so none is stored either.
public final class TokenServiceStore: Sendable {
    let database: Database
    /// The state file, or nil for an in-memory store: named in the answer to a storage failure.
    public let path: String?

    /// Opens (creating and migrating) the store at `path`; a new directory is 0700 and a new file 0600.
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
        try self.init(database: Database(.file(path)), path: path)
    }

    /// Creates an empty store in memory.
    public static func ephemeral() throws -> TokenServiceStore {
        try TokenServiceStore(database: Database(.memory), path: nil)
    }

    /// The default file: `tokenservice.sqlite` in the same folder as ``SandboxStore/defaultPath(environment:)``.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let sandbox = SandboxStore.defaultPath(environment: environment)
        return (sandbox as NSString).deletingLastPathComponent + "/tokenservice.sqlite"
    }

    private init(database: Database, path: String?) throws {
        self.database = database
        self.path = path
        try Self.migrator.migrate(database)
    }

    static let migrator = Migrator([
        .init(
            version: 1, name: "wallets, tokens, credentials, outbox, notifications, transactions",
            sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                CREATE TABLE wallets (id TEXT PRIMARY KEY, created_at REAL NOT NULL);
                CREATE TABLE receipts (
                    value TEXT PRIMARY KEY, wallet_id TEXT NOT NULL, card_ref TEXT NOT NULL,
                    fingerprint TEXT NOT NULL, created_at REAL NOT NULL);
                CREATE TABLE tokens (
                    ref TEXT PRIMARY KEY, wallet_id TEXT NOT NULL, card_ref TEXT NOT NULL,
                    fingerprint TEXT NOT NULL, status TEXT NOT NULL, suspended_by TEXT,
                    token_suffix TEXT NOT NULL, token_expiry TEXT NOT NULL,
                    aux_token_suffix TEXT, aux_token_expiry TEXT,
                    otp_attempts INTEGER NOT NULL DEFAULT 0, status_at REAL NOT NULL);
                CREATE TABLE credentials (
                    id TEXT PRIMARY KEY, token_ref TEXT NOT NULL, auxiliary INTEGER NOT NULL,
                    max_uses INTEGER NOT NULL, uses INTEGER NOT NULL DEFAULT 0, expires_at REAL);
                CREATE INDEX credentials_token ON credentials (token_ref);
                CREATE TABLE outbox (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, token_ref TEXT NOT NULL, method_id TEXT NOT NULL,
                    destination TEXT NOT NULL, code TEXT NOT NULL, sent_at REAL NOT NULL);
                CREATE TABLE notifications (
                    id INTEGER PRIMARY KEY AUTOINCREMENT, wallet_id TEXT NOT NULL, token_ref TEXT NOT NULL,
                    code TEXT NOT NULL, reason TEXT, at REAL NOT NULL);
                CREATE TABLE transactions (
                    id TEXT PRIMARY KEY, token_ref TEXT NOT NULL, at REAL NOT NULL, status TEXT NOT NULL,
                    amount INTEGER NOT NULL, currency TEXT NOT NULL, merchant TEXT, auxiliary INTEGER NOT NULL);
                CREATE INDEX transactions_token ON transactions (token_ref, at);
                """),
        .init(
            version: 2, name: "request outcomes by request id; the key use of each transaction",
            sql: """
                CREATE TABLE requests (
                    id TEXT PRIMARY KEY, route TEXT NOT NULL, fingerprint BLOB NOT NULL, answer BLOB NOT NULL,
                    at REAL NOT NULL);
                ALTER TABLE receipts ADD COLUMN pan_expiry TEXT;
                ALTER TABLE transactions ADD COLUMN credential_id TEXT;
                ALTER TABLE transactions ADD COLUMN atc INTEGER;
                CREATE UNIQUE INDEX transactions_key_use ON transactions (credential_id, atc) WHERE status = 'APPROVED';
                """),
        .init(
            version: 3, name: "signature nonces, kept while their timestamp is accepted",
            sql: """
                CREATE TABLE nonces (
                    consumer_key TEXT NOT NULL, nonce TEXT NOT NULL, expires_at REAL NOT NULL,
                    PRIMARY KEY (consumer_key, nonce)) WITHOUT ROWID;
                CREATE INDEX nonces_expiry ON nonces (expires_at);
                """),
    ])

    /// A secret of this store (32 bytes), made from `random` the first time it is asked for.
    func secret(_ name: String, random: SecureRandom) throws -> Data {
        try database.secret(name, random: random)
    }
}
