internal import CSQLite
import Foundation
import TesseraCore

/// A SQLite database: one connection, shared safely by many threads and tasks.
///
/// Thread safety: a `Database` holds a single connection and serializes every use of it with a lock,
/// so concurrent callers (for example many HTTP requests at once) take turns; each ``read(_:)`` or
/// ``write(_:)`` call runs alone, in a transaction (read-only for ``read(_:)``). Keep the closures short
/// and do not call the same `Database` again from inside one (the lock is not re-entrant). Other processes may open the
/// same file at the same time: a file database runs in WAL mode (set and checked at open) and waits
/// up to the busy timeout for another process's write lock.
public final class Database: Sendable {
    /// The one connection, used only under the lock.
    private let connection: Locked<ConnectionHandle>

    /// Where a database lives.
    public enum Location: Sendable, Equatable {
        /// A file at this path, created when missing.
        case file(String)
        /// A private in-memory database that disappears when closed.
        ///
        /// It is SQLite's `memdb` file system, not `:memory:`: a `:memory:` database's commit walks a
        /// share of its page cache that grows with the database, so each write got slower as the
        /// emulator's tables filled (three times slower at 40,000 small transactions), while a
        /// `memdb` file keeps its pages in one buffer and commits in the same time at any size. Its
        /// size is not capped (SQLite's default cap for `memdb` is 1 GiB).
        case memory
    }

    /// Where this database lives.
    public let location: Location

    /// Opens (creating if needed) the database at `location`, with WAL journaling for files and a busy
    /// timeout for locks held by other connections; with `readOnly`, opens an existing file for reading only,
    /// as it is (every write then fails with ``ResultCode/readOnly``).
    public convenience init(_ location: Location, readOnly: Bool = false, busyTimeout: Duration = .seconds(5))
        throws(SQLiteError)
    {
        let flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        switch location {
        case .file(let file):
            try self.init(location, opening: file, flags: flags, busyTimeout: busyTimeout)
            if !readOnly { try enableWAL(within: busyTimeout) }
        case .memory:
            // A name without a leading "/" makes the memdb file private to this connection.
            try self.init(
                location, opening: "file:tessera?vfs=memdb", flags: flags | SQLITE_OPEN_URI, busyTimeout: busyTimeout)
            try connection.withLock { handle throws(SQLiteError) in
                var limit = Int64.max
                let code = sqlite3_file_control(handle.pointer, "main", SQLITE_FCNTL_SIZE_LIMIT, &limit)
                guard code == SQLITE_OK else {
                    throw Connection.error(handle.pointer, code: code, sql: "the memdb size limit")
                }
            }
        }
    }

    /// Opens the existing WAL database file at `path` for reading only, where a read-write open fails
    /// because nothing can be written (a full disk): SQLite builds the WAL index in memory from the WAL
    /// (so every committed change is seen) instead of in the `-shm` file, which it cannot grow there.
    ///
    /// An empty `-shm` file is created when there is none (it takes no space): SQLite needs one to open
    /// read-only. Every write on the database fails with ``ResultCode/readOnly``.
    public static func readOnly(path: String, busyTimeout: Duration = .seconds(5)) throws(SQLiteError) -> Database {
        let index = open(path + "-shm", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if index >= 0 { close(index) }
        var unreserved = CharacterSet(charactersIn: "-._~/")
        unreserved.insert(charactersIn: "a"..."z")
        unreserved.insert(charactersIn: "A"..."Z")
        unreserved.insert(charactersIn: "0"..."9")
        let escaped = path.addingPercentEncoding(withAllowedCharacters: unreserved) ?? path
        return try Database(
            .file(path), opening: "file:\(escaped)?mode=ro&readonly_shm=1",
            flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, busyTimeout: busyTimeout)
    }

    /// Opens `path` (a path or a `file:` URI) with `flags`, as the database at `location`.
    private init(_ location: Location, opening path: String, flags: Int32, busyTimeout: Duration) throws(SQLiteError) {
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, flags | SQLITE_OPEN_FULLMUTEX, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            let systemErrno = connection.map { sqlite3_system_errno($0) } ?? 0
            sqlite3_close_v2(connection)
            throw SQLiteError(
                code: ResultCode(rawValue: code), message: "cannot open \(path): \(message)", systemErrno: systemErrno)
        }
        self.connection = Locked(ConnectionHandle(taking: connection))
        self.location = location
        sqlite3_extended_result_codes(connection, 1)
        let milliseconds =
            busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds / 1_000_000_000_000_000
        sqlite3_busy_timeout(connection, Int32(clamping: milliseconds))
        try Connection(handle: connection).execute("PRAGMA foreign_keys = ON")
    }

    /// Whether SQLite opened the file read-only, as it does without a word when the file or its file system
    /// refuses writing: every write will then fail.
    public var isReadOnly: Bool {
        connection.withLock { sqlite3_db_readonly($0.pointer, "main") == 1 }
    }

    /// Copies every change in the WAL back into the database file and empties the WAL, or throws when it
    /// cannot (a full disk): closing a database does the same but cannot report a failure.
    public func checkpoint() throws(SQLiteError) {
        try connection.withLock { handle throws(SQLiteError) in
            let code = sqlite3_wal_checkpoint_v2(handle.pointer, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
            guard code == SQLITE_OK else {
                throw Connection.error(handle.pointer, code: code, sql: "PRAGMA wal_checkpoint")
            }
        }
    }

    /// The journal mode SQLite reports: `wal` for file databases, `memory` for in-memory ones.
    public var journalMode: String {
        get throws {
            try read { connection in try connection.scalar("PRAGMA journal_mode").string ?? "" }
        }
    }

    /// Runs `body` alone in a read-only transaction: it sees one snapshot of the database, and a statement
    /// that would change it fails with ``ResultCode/readOnly``.
    ///
    /// `body` may throw any error; it is rethrown after the transaction ends. Beginning or ending the
    /// transaction throws ``SQLiteError``.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try connection.withLock { handle in
            let connection = handle.connection(cached: true)
            try connection.run("PRAGMA query_only = ON")
            defer { _ = try? connection.run("PRAGMA query_only = OFF") }
            return try Self.transaction("BEGIN DEFERRED", on: connection, body)
        }
    }

    /// Runs `body` in an immediate transaction: committed when it returns, rolled back when it throws.
    ///
    /// `body` may throw any error; it is rethrown after the rollback. Beginning or committing the
    /// transaction throws ``SQLiteError``.
    @discardableResult
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try connection.withLock { handle in
            try Self.transaction("BEGIN IMMEDIATE", on: handle.connection(cached: true), body)
        }
    }

    /// Runs `body` in an immediate transaction, like ``write(_:)``, whose commit does not wait for the disk.
    ///
    /// For records written on every request whose loss in a power cut is harmless: the transaction runs with
    /// `PRAGMA synchronous = NORMAL`, so in WAL mode its commit appends to the log without an `fsync` (the
    /// next ordinary commit or checkpoint syncs it along). A crash of the process keeps it; a crash of the
    /// system may lose it, never the database's consistency.
    @discardableResult
    public func writeWithoutSync<T>(_ body: (Connection) throws -> T) throws -> T {
        try connection.withLock { handle in
            let connection = handle.connection(cached: true)
            let level = try connection.scalar("PRAGMA synchronous").int ?? 2
            try connection.execute("PRAGMA synchronous = NORMAL")
            defer { try? connection.execute("PRAGMA synchronous = \(level)") }
            return try Self.transaction("BEGIN IMMEDIATE", on: connection, body)
        }
    }

    /// Runs `body` in an immediate transaction with foreign keys not enforced, and commits only when
    /// `PRAGMA foreign_key_check` then finds no row whose key points nowhere: a schema change that rebuilds a
    /// table (create, copy, drop, rename) must neither cascade nor fail half-way, and must not leave orphans.
    func changeSchema<T>(_ body: (Connection) throws -> T) throws -> T {
        try connection.withLock { handle in
            let connection = handle.connection(cached: false)
            // Outside a transaction, where SQLite honours the switch.
            try connection.execute("PRAGMA foreign_keys = OFF")
            defer { try? connection.execute("PRAGMA foreign_keys = ON") }
            return try Self.transaction("BEGIN IMMEDIATE", on: connection) { connection in
                let result = try body(connection)
                let orphans = try connection.query("PRAGMA foreign_key_check")
                if let first = orphans.first {
                    throw SQLiteError(
                        code: .constraint,
                        message: "the change leaves \(orphans.count) row(s) whose foreign key points nowhere, "
                            + "the first in table '\(first["table"].string ?? "?")' "
                            + "(to '\(first["parent"].string ?? "?")'); fix the change so that every key has its row")
                }
                return result
            }
        }
    }

    /// Runs `body` between `begin` and `COMMIT`, rolling back when it throws.
    private static func transaction<T>(
        _ begin: String, on connection: Connection, _ body: (Connection) throws -> T
    ) throws -> T {
        try connection.run(begin)
        do {
            let result = try body(connection)
            try connection.run("COMMIT")
            return result
        } catch {
            _ = try? connection.run("ROLLBACK")
            throw error
        }
    }

    /// Switches a file database to WAL journaling and checks it took.
    ///
    /// The switch needs the file to itself, and the busy timeout does not cover it: when another
    /// process opens the same new file at the same moment, SQLite reports busy, locked or an I/O error
    /// on the journal that process just removed. Those are retried (every 10 ms, within `timeout`).
    private func enableWAL(within timeout: Duration) throws(SQLiteError) {
        try connection.withLock { handle throws(SQLiteError) in
            let connection = handle.connection(cached: false)
            let deadline = ContinuousClock.now.advanced(by: timeout)
            while true {
                let mode: String
                do throws(SQLiteError) {
                    mode = try connection.scalar("PRAGMA journal_mode = WAL").string ?? ""
                } catch let error
                    where Self.transient.contains(error.code.primary) && !Self.lasting.contains(error.systemErrno)
                    && ContinuousClock.now < deadline
                {
                    usleep(10_000)
                    continue
                }
                guard mode.lowercased() == "wal" else {
                    throw SQLiteError(code: .error, message: "could not switch to WAL journaling (mode is '\(mode)')")
                }
                return
            }
        }
    }

    /// Codes the WAL switch returns while another connection is switching the same new file.
    private static let transient: Set<ResultCode> = [.busy, .locked, .ioError]
    /// System errors behind an I/O error that waiting does not cure: a full disk, a read-only file system.
    private static let lasting: Set<Int32> = [ENOSPC, EDQUOT, EROFS, EACCES, EPERM]
}
