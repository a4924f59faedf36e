import Foundation

/// Any JSON value, for bodies whose shape is not known in advance (logging, redaction, free-form fields).
public enum JSONValue: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number whose value is a whole number that fits in 64 bits, however it was written.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; key order is not kept.
    case object([String: JSONValue])

    /// Decodes whichever JSON value comes next.
    ///
    /// The decoder cannot say which kind of value comes next, so the kinds are tried in turn, and each wrong
    /// guess costs a thrown error: the most frequent kinds in API bodies come first (strings, numbers, then
    /// objects). No kind decodes as another, so the order changes only the cost. An object or array is
    /// recognised by its container and then read member by member, so an error inside it is the one thrown.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Int64.self) {
            // A number too small for a Double (`1e-999`) decodes as the integer 0, which it is not; no case
            // holds it exactly, so it is refused like a number too large for a Double.
            if value == 0, (try? container.decode(Double.self)) == nil {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "The number is too small for a 64-bit float.")
            }
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            // A whole number read as a Double (`2222222222222222222.2` rounds to one) is an integer, so that
            // its compact form, written without an exponent, reads back as the same value.
            self = Int64(exactly: value).map(JSONValue.integer) ?? .number(value)
        } else if let object = try? decoder.container(keyedBy: MemberKey.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
        } else {
            self = .bool(try container.decode(Bool.self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    ///
    /// Objects and arrays write their scalar members straight into a keyed or unkeyed container rather than
    /// as nested values of their own: the same text, for half of `JSONEncoder`'s work.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let values):
            var container = encoder.unkeyedContainer()
            for value in values {
                switch value {
                case .null: try container.encodeNil()
                case .bool(let value): try container.encode(value)
                case .integer(let value): try container.encode(value)
                case .number(let value): try container.encode(value)
                case .string(let value): try container.encode(value)
                case .array, .object: try container.encode(value)
                }
            }
        case .object(let members):
            var container = encoder.container(keyedBy: MemberKey.self)
            for (name, value) in members {
                let key = MemberKey(stringValue: name)
                switch value {
                case .null: try container.encodeNil(forKey: key)
                case .bool(let value): try container.encode(value, forKey: key)
                case .integer(let value): try container.encode(value, forKey: key)
                case .number(let value): try container.encode(value, forKey: key)
                case .string(let value): try container.encode(value, forKey: key)
                case .array, .object: try container.encode(value, forKey: key)
                }
            }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .integer(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array, .object: break
            }
        }
    }

    /// An object member's name as a coding key.
    private struct MemberKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Parses `data` as one JSON value, or returns nil when it is not JSON in UTF-8 (``isUTF8(_:)``).
    public init?(parsing data: Data) {
        // JSON between systems is UTF-8 (RFC 8259 §8.1); Foundation's decoder would also read UTF-16 and UTF-32.
        guard Self.isUTF8(data), let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
        self = value
    }

    /// The value as pretty-printed JSON with sorted keys, slashes left unescaped.
    public var prettyPrinted: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
