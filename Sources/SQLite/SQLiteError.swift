/// An error SQLite reported: the result code, SQLite's message and the SQL that caused it.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code.
    public let code: ResultCode
    /// SQLite's message for the failure, or a message of this wrapper.
    public let message: String
    /// The SQL being prepared or run, when there was one.
    public let sql: String?
    /// The operating system's `errno` behind an I/O failure, or 0: it tells a full
    /// disk (`ENOSPC`) or a read-only file system (`EROFS`) from other disk I/O errors.
    public let systemErrno: Int32

    /// Creates an error.
    public init(code: ResultCode, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
    }

    /// A one-line description naming the code, the message and the SQL.
    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql {
            text += " — while running: \(sql)"
        }
        return text
    }
}
