/// Lets a JSON object be written as a dictionary literal; a repeated key keeps its last value.
extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object from `key: value` pairs.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}

/// Lets a JSON array be written as an array literal.
extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array of `elements`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

/// Lets a JSON string be written as a string literal.
extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string.
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Lets a JSON boolean be written as `true` or `false`.
extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

/// Lets a JSON integer be written as an integer literal.
extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates an ``integer(_:)``.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

/// Lets a JSON number with a fraction be written as a floating-point literal.
extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates a ``number(_:)``.
    public init(floatLiteral value: Double) { self = .number(value) }
}
