internal import CSQLite

/// A database's open `sqlite3` connection and the statements kept prepared on it, closed when it goes.
///
/// Safe to send (`@unchecked Sendable`, since a C pointer is not `Sendable`): its one owner, a ``Database``,
/// reaches it only inside its `Locked` box, so one thread at a time uses the connection and the statements;
/// SQLite is opened with `SQLITE_OPEN_FULLMUTEX` besides.
final class ConnectionHandle: @unchecked Sendable {
    /// The `sqlite3 *`.
    let pointer: OpaquePointer
    /// The statements kept prepared for the next transaction.
    private let statements = StatementCache()

    /// Takes ownership of `pointer`, an open connection.
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        statements.removeAll()
        sqlite3_close_v2(pointer)
    }

    /// The connection as a ``Connection``, with the kept statements when `cached` (a schema change prepares its
    /// own, since it changes what they were compiled against).
    func connection(cached: Bool) -> Connection {
        Connection(handle: pointer, statements: cached ? statements : nil)
    }
}
