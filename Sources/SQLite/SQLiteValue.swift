import Foundation

/// A value stored in or read from a SQLite column, in SQLite's five storage classes.
public enum SQLiteValue: Sendable, Equatable, Hashable {
    /// SQL NULL.
    case null
    /// A 64-bit signed integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob(Data)

    /// The text, or nil for any other storage class.
    public var string: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    /// The integer (reals are truncated), or nil for text, blob and NULL, and for a real that no `Int`
    /// holds (NaN, an infinity, or beyond ±2⁶³).
    public var int: Int? {
        switch self {
        case .integer(let value): Int(value)
        case .real(let value): Int(exactly: value.rounded(.towardZero))
        default: nil
        }
    }

    /// The real (integers are widened), or nil for text, blob and NULL.
    public var double: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    /// The bytes, or nil for any other storage class.
    public var data: Data? {
        if case .blob(let value) = self { return value }
        return nil
    }

    /// Whether this is SQL NULL.
    public var isNull: Bool { self == .null }
}

extension SQLiteValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    /// A text value.
    public init(stringLiteral value: String) { self = .text(value) }
    /// An integer value.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// NULL.
    public init(nilLiteral: ()) { self = .null }
}

extension SQLiteValue {
    /// Text for a string, NULL for nil.
    public init(_ value: String?) { self = value.map { .text($0) } ?? .null }
    /// An integer for an int, NULL for nil.
    public init(_ value: Int?) { self = value.map { .integer(Int64($0)) } ?? .null }
    /// A real for a double, NULL for nil.
    public init(_ value: Double?) { self = value.map { .real($0) } ?? .null }
}
