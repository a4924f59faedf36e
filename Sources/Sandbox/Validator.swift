import TesseraCore

/// Collects every problem with one part of a request (body or query) as Gr4vy error details.
struct Validator {
    /// `body` or `query`.
    let location: String
    /// The problems found so far, at most ``APIError/maxDetails`` of them.
    private(set) var details: [APIError.Detail] = []
    /// How many more problems were found than ``details`` keeps.
    private(set) var omitted = 0

    /// The longest string accepted where the spec states no limit.
    static let maxStringLength = 255
    /// The spec's largest amount in minor units (`maximum: 99999999`).
    static let maxAmount = 99_999_999

    init(location: String) {
        self.location = location
    }

    /// Records a problem at `pointer`; past ``APIError/maxDetails`` problems only counts it, so that a
    /// body with thousands of bad members cannot make an error answer thousands of times larger.
    mutating func fail(_ pointer: String, _ message: String, type: String = "value_error") {
        guard details.count < APIError.maxDetails else {
            omitted += 1
            return
        }
        details.append(APIError.Detail(location: location, pointer: pointer, message: message, type: type))
    }

    /// The 400 carrying the recorded problems.
    var failure: APIError { APIError.validation(details, omitted: omitted) }

    /// Throws a 400 carrying the recorded problems, if there is any.
    func check() throws(APIError) {
        if !details.isEmpty { throw failure }
    }

    /// A required string; records `missing` or a type error.
    mutating func requiredString(
        _ node: JSONValue?, at pointer: String, minLength: Int = 0, maxLength: Int = Self.maxStringLength
    ) -> String? {
        guard let node, node != .null else {
            fail(pointer, "Field required", type: "missing")
            return nil
        }
        return string(node, at: pointer, minLength: minLength, maxLength: maxLength)
    }

    /// An optional string (absent or null is nil).
    mutating func optionalString(
        _ node: JSONValue?, at pointer: String, minLength: Int = 0, maxLength: Int = Self.maxStringLength
    ) -> String? {
        guard let node, node != .null else { return nil }
        return string(node, at: pointer, minLength: minLength, maxLength: maxLength)
    }

    /// An optional integer from `minimum` to `maximum` (the spec's bound on amounts by default).
    mutating func optionalInt(
        _ node: JSONValue?, at pointer: String, minimum: Int = 0, maximum: Int = Self.maxAmount
    ) -> Int? {
        guard let node, node != .null else { return nil }
        guard let value = node.integer.flatMap({ Int(exactly: $0) }) else {
            fail(pointer, "Input should be a valid integer, not \(node.typeName)", type: "int_type")
            return nil
        }
        guard value >= minimum else {
            fail(pointer, "Input should be greater than or equal to \(minimum)", type: "greater_than_equal")
            return nil
        }
        guard value <= maximum else {
            fail(pointer, "Input should be less than or equal to \(maximum)", type: "less_than_equal")
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

    /// An optional `metadata` object: string values, at most ``maxMetadataKeys`` keys of at most
    /// ``maxStringLength`` characters each, and values of at most ``maxStringLength`` characters.
    mutating func optionalStringMap(_ node: JSONValue?, at pointer: String) -> [String: String]? {
        guard let node, node != .null, let members = object(node, at: pointer) else { return nil }
        guard members.count <= Self.maxMetadataKeys else {
            fail(pointer, "Give at most \(Self.maxMetadataKeys) metadata keys", type: "too_long")
            return nil
        }
        var result: [String: String] = [:]
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            let path = "\(pointer)/\(Self.escape(key))"
            if key.count > Self.maxStringLength {
                fail(path, "Keys should have at most \(Self.maxStringLength) characters", type: "string_too_long")
            } else if let text = string(value, at: path, minLength: 0, maxLength: Self.maxStringLength) {
                guard refusingCardNumber(in: key + " " + text, at: path) else { continue }
                result[key] = text
            }
        }
        return result
    }

    /// The most metadata keys accepted.
    static let maxMetadataKeys = 100

    /// Records every member of `node` (an object) whose name is not in `allowed`: the spec's schemas
    /// are closed (`additionalProperties: false`).
    mutating func rejectUnknown(_ node: JSONValue, at pointer: String, allowed: Set<String>) {
        guard case .object(let members) = node else { return }
        for key in members.keys.sorted() where !allowed.contains(key) {
            fail("\(pointer)/\(Self.escape(key))", "Extra inputs are not permitted", type: "extra_forbidden")
        }
    }

    /// The members of `node` when it is an object; records a type error (`dict_type`) for anything else.
    mutating func object(_ node: JSONValue, at pointer: String) -> [String: JSONValue]? {
        guard case .object(let members) = node else {
            fail(pointer, "Input should be an object, not \(node.typeName)", type: "dict_type")
            return nil
        }
        return members
    }

    /// An optional object (absent or null is nil); records a type error for anything else.
    mutating func optionalObject(_ node: JSONValue?, at pointer: String) -> JSONValue? {
        guard let node, node != .null, object(node, at: pointer) != nil else { return nil }
        return node
    }

    /// An optional boolean.
    mutating func optionalBool(_ node: JSONValue?, at pointer: String) -> Bool? {
        guard let node, node != .null else { return nil }
        guard case .bool(let value) = node else {
            fail(pointer, "Input should be a valid boolean, not \(node.typeName)", type: "bool_type")
            return nil
        }
        return value
    }

    /// An optional string that is one of `values`.
    mutating func optionalEnum(_ node: JSONValue?, at pointer: String, _ values: [String]) -> String? {
        guard let value = optionalString(node, at: pointer) else { return nil }
        guard values.contains(value) else {
            let shown = values.count > 8 ? "one of the spec's values" : values.map { "'\($0)'" }.joined(separator: ", ")
            fail(pointer, "Input should be \(shown)", type: "enum")
            return nil
        }
        return value
    }

    /// A member name escaped for a JSON pointer (RFC 6901: `~` → `~0`, `/` → `~1`), cut to 64 characters.
    static func escape(_ key: String) -> String {
        String(key.prefix(64)).replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private mutating func string(_ node: JSONValue, at pointer: String, minLength: Int, maxLength: Int) -> String? {
        guard let value = node.string else {
            fail(pointer, "Input should be a valid string, not \(node.typeName)", type: "string_type")
            return nil
        }
        guard value.count >= minLength else {
            fail(pointer, "String should have at least \(minLength) character(s)", type: "string_too_short")
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
