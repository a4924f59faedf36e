/// An ordered list of HTTP header fields with case-insensitive name lookup.
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public struct Field: Sendable, Equatable {
        /// The field name as given (lookups ignore case).
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were added.
    public private(set) var fields: [Field]

    /// Creates headers from fields, keeping their order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Creates headers from `"Name": "value"` pairs, in the order written.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of the field `name`, compared without regard to case; setting replaces every
    /// field of that name (or removes them all when set to nil).
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            fields.removeAll { $0.name.caseInsensitiveEquals(name) }
            if let newValue {
                fields.append(Field(name: name, value: newValue))
            }
        }
    }

    /// Every value of the field `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Adds a field after the existing ones, keeping any of the same name.
    public mutating func append(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }

    /// Equal when the same names (ignoring case) carry the same values in the same order.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name.caseInsensitiveEquals($1.name) && $0.value == $1.value }
    }
}

extension String {
    /// ASCII case-insensitive comparison, as HTTP field names are compared.
    fileprivate func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count
            && zip(utf8, other.utf8).allSatisfy { Self.lowercase($0) == Self.lowercase($1) }
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
