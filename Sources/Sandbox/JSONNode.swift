import Foundation

/// A JSON value, as the emulator reads request bodies and writes responses.
///
/// Booleans and numbers stay distinct (a `1` is never a `true`), and integers keep full precision.
enum JSONNode: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    /// Parses `data`; nil when it is not valid JSON or nests deeper than ``maxDepth``.
    static func parse(_ data: Data) -> JSONNode? {
        guard nestingDepth(of: data) <= maxDepth else { return nil }
        return try? JSONDecoder().decode(JSONNode.self, from: data)
    }

    /// The compact JSON text, with keys sorted.
    var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// The member `key` of an object, nil when absent or when this is not an object.
    subscript(key: String) -> JSONNode? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, or nil for any other kind.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, or nil for any other kind (including non-integral numbers).
    var int: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The name of this value's JSON type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// A string, or null for nil.
    static func string(_ value: String?) -> JSONNode { value.map { .string($0) } ?? .null }

    /// An integer, or null for nil.
    static func int(_ value: Int?) -> JSONNode { value.map { .int($0) } ?? .null }
}

extension JSONNode: Codable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONNode].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONNode].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONNode: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral
{
    init(dictionaryLiteral elements: (String, JSONNode)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }

    init(arrayLiteral elements: JSONNode...) { self = .array(elements) }

    init(stringLiteral value: String) { self = .string(value) }

    init(booleanLiteral value: Bool) { self = .bool(value) }

    init(integerLiteral value: Int) { self = .int(value) }
}
