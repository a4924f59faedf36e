internal import CSQLite

/// A SQLite result code, primary or extended (for example the unique-constraint failure, 2067, whose primary
/// code is ``constraint``).
public struct ResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code as SQLite returns it.
    public let rawValue: Int32

    /// Creates a result code from SQLite's integer.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code: the low byte of an extended code.
    public var primary: ResultCode { ResultCode(rawValue: rawValue & 0xFF) }

    /// Success.
    public static let ok = ResultCode(rawValue: SQLITE_OK)
    /// A generic error (often a syntax error in the SQL).
    public static let error = ResultCode(rawValue: SQLITE_ERROR)
    /// The database file is locked by another connection beyond the busy timeout.
    public static let busy = ResultCode(rawValue: SQLITE_BUSY)
    /// A table is locked.
    public static let locked = ResultCode(rawValue: SQLITE_LOCKED)
    /// The operating system reported an I/O error.
    public static let ioError = ResultCode(rawValue: SQLITE_IOERR)
    /// The database is read-only.
    public static let readOnly = ResultCode(rawValue: SQLITE_READONLY)
    /// The file could not be opened.
    public static let cannotOpen = ResultCode(rawValue: SQLITE_CANTOPEN)
    /// A constraint (unique, not null, check, foreign key) was violated.
    public static let constraint = ResultCode(rawValue: SQLITE_CONSTRAINT)
    /// A value or a bind index is out of range.
    public static let range = ResultCode(rawValue: SQLITE_RANGE)
    /// The disk (or the file system's quota) is full.
    public static let full = ResultCode(rawValue: SQLITE_FULL)
    /// The database file is damaged.
    public static let corrupt = ResultCode(rawValue: SQLITE_CORRUPT)
    /// The file is not a database.
    public static let notADatabase = ResultCode(rawValue: SQLITE_NOTADB)
    /// A library routine was used out of order.
    public static let misuse = ResultCode(rawValue: SQLITE_MISUSE)
    /// A step of a statement produced a row.
    public static let row = ResultCode(rawValue: SQLITE_ROW)
    /// A step of a statement finished it.
    public static let done = ResultCode(rawValue: SQLITE_DONE)

    /// SQLite's English description of the code.
    public var description: String {
        "\(rawValue) (\(reason))"
    }

    /// SQLite's English words for the code alone (`disk I/O error`), without the number.
    public var reason: String {
        String(cString: sqlite3_errstr(rawValue))
    }
}
