/// One result row: its values by column index and by column name.
public struct Row: Sendable, Equatable {
    /// The column names, in select order.
    public let columns: [String]
    /// The values, aligned with ``columns``.
    public let values: [SQLiteValue]

    /// Creates a row.
    public init(columns: [String], values: [SQLiteValue]) {
        self.columns = columns
        self.values = values
    }

    /// The value of the first column called `name`, or NULL when there is none.
    public subscript(name: String) -> SQLiteValue {
        guard let index = columns.firstIndex(of: name) else { return .null }
        return values[index]
    }

    /// The value at `index`.
    public subscript(index: Int) -> SQLiteValue {
        values[index]
    }
}
