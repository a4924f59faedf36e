internal import CSQLite

/// The open SQLite connection inside a ``Database`` closure: run SQL, prepare statements.
///
/// A connection is lent for the duration of one ``Database/read(_:)`` or ``Database/write(_:)`` call,
/// under the database's lock. It is not `Sendable`: do not keep it
/// or the statements it prepares after the closure returns.
public struct Connection {
    let handle: OpaquePointer
    /// The database's kept statements, or nil to compile each one anew.
    let statements: StatementCache?

    init(handle: OpaquePointer, statements: StatementCache? = nil) {
        self.handle = handle
        self.statements = statements
    }

    /// Runs one or more SQL statements that take no parameters and return no rows of interest.
    public func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        if code != SQLITE_OK {
            throw Self.error(handle, code: code, sql: sql)
        }
    }

    /// Compiles `sql` into a statement.
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(connection: handle, sql: sql)
    }

    /// Runs one statement with `values` bound and returns how many rows it changed.
    @discardableResult
    public func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        let statement = try kept(sql)
        defer { statement.reset() }
        try statement.bind(values)
        while try statement.step() {}
        return changes
    }

    /// Runs one query with `values` bound and returns every row.
    public func query(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [Row] {
        try kept(sql).rows(values)
    }

    /// The database's kept statement for `sql`, or a new one.
    private func kept(_ sql: String) throws(SQLiteError) -> Statement {
        guard let statements else { return try prepare(sql) }
        return try statements.statement(for: sql) { () throws(SQLiteError) in try prepare(sql) }
    }

    /// The first column of the first row of a query, or NULL when it returns no row.
    public func scalar(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> SQLiteValue {
        try query(sql, values).first?.values.first ?? .null
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last successful INSERT.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Builds an error from the connection's current message.
    static func error(_ handle: OpaquePointer, code: Int32, sql: String?) -> SQLiteError {
        let extended = sqlite3_extended_errcode(handle)
        let message = String(cString: sqlite3_errmsg(handle))
        return SQLiteError(
            code: ResultCode(rawValue: extended != 0 ? extended : code), message: message, sql: sql,
            systemErrno: sqlite3_system_errno(handle))
    }
}
