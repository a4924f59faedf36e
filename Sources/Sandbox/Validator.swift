import Transport

/// Collects every problem with one part of a request (body or query) as Gr4vy error details.
struct Validator {
    /// `body` or `query`.
    let location: String
    /// The problems found so far.
    private(set) var details: [APIError.Detail] = []

    init(location: String) {
        self.location = location
    }

    /// Records a problem at `pointer`.
    mutating func fail(_ pointer: String, _ message: String, type: String = "value_error") {
        details.append(APIError.Detail(location: location, pointer: pointer, message: message, type: type))
    }

    /// Throws a 400 carrying every recorded problem, if there is any.
    func check() throws(APIError) {
        if !details.isEmpty { throw APIError.validation(details) }
    }

    /// A required string; records `missing` or a type error.
    mutating func requiredString(_ node: JSONValue?, at pointer: String, maxLength: Int = 1000) -> String? {
        guard let node, node != .null else {
            fail(pointer, "Field required", type: "missing")
            return nil
        }
        return string(node, at: pointer, maxLength: maxLength)
    }

    /// An optional string (absent or null is nil).
    mutating func optionalString(_ node: JSONValue?, at pointer: String, maxLength: Int = 1000) -> String? {
        guard let node, node != .null else { return nil }
        return string(node, at: pointer, maxLength: maxLength)
    }

    /// An optional integer of at least `minimum`.
    mutating func optionalInt(_ node: JSONValue?, at pointer: String, minimum: Int = 0) -> Int? {
        guard let node, node != .null else { return nil }
        guard let value = node.integer.flatMap({ Int(exactly: $0) }) else {
            fail(pointer, "Input should be a valid integer, not \(node.typeName)", type: "int_type")
            return nil
        }
        guard value >= minimum else {
            fail(pointer, "Input should be greater than or equal to \(minimum)", type: "greater_than_equal")
            return nil
        }
        return value
    }

    /// An optional string matching `pattern` (described by `expected` in the message).
    mutating func optionalCode(
        _ node: JSONValue?, at pointer: String, expected: String, matches pattern: (String) -> Bool
    ) -> String? {
        guard let value = optionalString(node, at: pointer) else { return nil }
        guard pattern(value) else {
            fail(pointer, "Input should be \(expected)", type: "string_pattern_mismatch")
            return nil
        }
        return value
    }

    /// An optional object whose values are all strings.
    mutating func optionalStringMap(_ node: JSONValue?, at pointer: String) -> [String: String]? {
        guard let node, node != .null else { return nil }
        guard case .object(let members) = node else {
            fail(pointer, "Input should be an object, not \(node.typeName)", type: "dict_type")
            return nil
        }
        var result: [String: String] = [:]
        for (key, value) in members {
            if let text = value.string {
                guard refusingCardNumber(in: key + " " + text, at: "\(pointer)/\(key)") else { continue }
                result[key] = text
            } else {
                fail("\(pointer)/\(key)", "Input should be a valid string, not \(value.typeName)", type: "string_type")
            }
        }
        return result
    }

    private mutating func string(_ node: JSONValue, at pointer: String, maxLength: Int) -> String? {
        guard let value = node.string else {
            fail(pointer, "Input should be a valid string, not \(node.typeName)", type: "string_type")
            return nil
        }
        guard value.count <= maxLength else {
            fail(pointer, "String should have at most \(maxLength) characters", type: "string_too_long")
            return nil
        }
        guard refusingCardNumber(in: value, at: pointer) else { return nil }
        return value
    }
}

extension String {
    /// Whether every character is an ASCII digit and the count is in `lengths`.
    func isDigits(_ lengths: ClosedRange<Int>) -> Bool {
        lengths.contains(utf8.count) && utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether this is `count` upper-case ASCII letters (a country or currency code).
    func isUpperLetters(_ count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    }
}
