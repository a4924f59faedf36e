internal import CSQLite
import Foundation

/// A prepared SQL statement: bind parameters, step through rows, read columns.
///
/// A statement belongs to the ``Connection`` that prepared it and must be used only inside the
/// ``Database`` closure that handed out that connection. It is finalized when released.
public final class Statement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// The SQL text, for error messages.
    public let sql: String

    /// Compiles exactly one statement: SQL that holds none, or more than one, is refused (SQLite would
    /// silently ignore everything after the first).
    init(connection: OpaquePointer, sql: String) throws(SQLiteError) {
        var statement: OpaquePointer?
        var rest = ""
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(connection, text, -1, &statement, &tail)
            rest = tail.map { String(cString: $0) } ?? ""
            return code
        }
        guard code == SQLITE_OK else {
            throw Connection.error(connection, code: code, sql: sql)
        }
        guard let statement else {
            throw SQLiteError(code: .misuse, message: "the SQL holds no statement", sql: sql)
        }
        guard rest.allSatisfy({ $0.isWhitespace || $0 == ";" }) else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                code: .misuse, message: "the SQL holds more than one statement; run scripts with execute(_:)",
                sql: sql)
        }
        self.handle = statement
        self.connection = connection
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of `?` parameters.
    public var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// Binds `value` to the parameter at `index` (1-based, as in SQLite).
    public func bind(_ value: SQLiteValue, at index: Int) throws(SQLiteError) {
        let position = Int32(index)
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, position)
        case .integer(let number):
            code = sqlite3_bind_int64(handle, position, number)
        case .real(let number):
            code = sqlite3_bind_double(handle, position, number)
        case .text(let text):
            code = text.withCString {
                tessera_sqlite3_bind_text_transient(handle, position, $0, Int32(text.utf8.count))
            }
        case .blob(let data):
            code = data.withUnsafeBytes { buffer in
                tessera_sqlite3_bind_blob_transient(handle, position, buffer.baseAddress, Int32(buffer.count))
            }
        }
        try check(code)
    }

    /// Clears any previous bindings and binds `values` to parameters 1, 2, … in order.
    public func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        guard values.count == parameterCount else {
            throw SQLiteError(
                code: .range, message: "expected \(parameterCount) parameters, got \(values.count)", sql: sql)
        }
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in values.enumerated() {
            try bind(value, at: offset + 1)
        }
    }

    /// Advances to the next row: true when a row is ready to read, false when the statement is done.
    @discardableResult
    public func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw Connection.error(connection, code: code, sql: sql)
        }
    }

    /// Rewinds the statement so it can run again, keeping its bindings.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// The number of columns in each result row.
    public var columnCount: Int { Int(sqlite3_column_count(handle)) }

    /// The name of the column at `index` (0-based).
    public func columnName(_ index: Int) -> String {
        sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? ""
    }

    /// The value of the column at `index` (0-based) in the current row.
    public func column(_ index: Int) -> SQLiteValue {
        let position = Int32(index)
        switch sqlite3_column_type(handle, position) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, position))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, position))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(handle, position))
            guard let bytes = sqlite3_column_text(handle, position) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, position))
            guard let bytes = sqlite3_column_blob(handle, position) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }

    /// Runs the statement with `values` bound and returns every row.
    public func rows(_ values: [SQLiteValue] = []) throws(SQLiteError) -> [Row] {
        try bind(values)
        defer { reset() }
        let names = (0..<columnCount).map(columnName)
        var result: [Row] = []
        while try step() {
            result.append(Row(columns: names, values: (0..<names.count).map(column)))
        }
        return result
    }

    private func check(_ code: Int32) throws(SQLiteError) {
        if code != SQLITE_OK {
            throw Connection.error(connection, code: code, sql: sql)
        }
    }
}
