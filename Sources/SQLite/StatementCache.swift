/// A database's statements kept prepared between uses, by their SQL text: compiling an `INSERT` costs more
/// than running it.
///
/// Only ``Connection/run(_:_:)``, ``Connection/query(_:_:)`` and ``Connection/scalar(_:_:)`` use it, and each
/// finishes with its statement (stepped to the end and reset) before it returns, so a kept statement is never
/// in use when it is handed out again. It is used only under its ``Database``'s lock. SQL built with values
/// inside could make it grow without end, so it is emptied when it holds ``capacity`` statements.
final class StatementCache {
    /// The most statements kept.
    static let capacity = 64

    private var statements: [String: Statement] = [:]

    /// The statement for `sql`, compiled by `prepare` the first time.
    func statement(for sql: String, prepare: () throws(SQLiteError) -> Statement) throws(SQLiteError) -> Statement {
        if let kept = statements[sql] { return kept }
        let statement = try prepare()
        if statements.count >= Self.capacity { statements.removeAll() }
        statements[sql] = statement
        return statement
    }

    /// Finalizes every kept statement.
    func removeAll() {
        statements.removeAll()
    }
}
