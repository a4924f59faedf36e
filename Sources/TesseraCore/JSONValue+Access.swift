import Foundation

extension JSONValue {
    /// The member `key` of an object, or nil when it is absent or this value is not an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string this value holds, or nil for any other kind.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer this value holds, or nil for any other kind (including numbers with a fraction).
    public var integer: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// Whether this value is an object.
    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// The name of this value's JSON type ("null", "boolean", "number", "string", "array" or "object"),
    /// for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer, .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// A string value, or `null` when `value` is nil.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
}
