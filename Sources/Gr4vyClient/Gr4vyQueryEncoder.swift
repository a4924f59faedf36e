import Foundation

/// Turns a GET request's body into query items, as the SDK does, by encoding it straight into
/// `name=value` pairs: nulls are dropped, a single top-level object is unwrapped (`{"card_details": {…}}`
/// gives its fields), nested objects become `parent.child` items and arrays repeated `key[]` items.
/// Booleans are spelt `true`/`false`, as the API's document reads them (the SDK sends `1`/`0`).
enum Gr4vyQueryEncoder {
    /// `url` with the items of `body` appended to its query; throws ``Gr4vyError/decodingError(_:)`` when
    /// `body` does not encode as an object, and `EncodingError` as the encoder does.
    static func url<Body: Encodable>(_ url: URL, appending body: Body) throws -> URL {
        let sink = Sink()
        let encoder = PairEncoder(sink: sink, path: [])
        try body.encode(to: encoder)
        guard sink.isObject else { throw Gr4vyError.decodingError("Failed to serialize request body") }
        var pairs = sink.pairs
        // A single top-level object is unwrapped: its fields are named from their own key on.
        let roots = Set(pairs.map { $0.path.first ?? "" })
        if roots.count == 1, sink.objectRoots.contains(roots.first ?? ""), pairs.allSatisfy({ $0.path.count > 1 }) {
            pairs = pairs.map { Pair(path: Array($0.path.dropFirst()), value: $0.value) }
        }
        let items = pairs.sorted { $0.name < $1.name }.map { ($0.name, $0.value) }
        guard !items.isEmpty else { return url }
        let text = url.absoluteString + (url.query == nil ? "?" : "&") + Gr4vyUtility.query(items)
        guard let result = URL(string: text) else {
            throw Gr4vyError.badURL("Failed to build URL with query parameters")
        }
        return result
    }

    /// One item: the keys from the root (`[]` marks an array element) and the value as text.
    struct Pair {
        let path: [String]
        let value: String

        /// `a.b`, or `a[]` for an array's element.
        var name: String {
            path.enumerated().reduce(into: "") { name, part in
                name += part.element == "[]" || part.offset == 0 ? part.element : "." + part.element
            }
        }
    }

    /// Collects the pairs of one encoding. Used by one encoding on one thread.
    final class Sink {
        var pairs: [Pair] = []
        /// Whether the value at the root was an object.
        var isObject = false
        /// The top-level keys that hold objects.
        var objectRoots: Set<String> = []
    }

    struct PairEncoder: Encoder {
        let sink: Sink
        let path: [String]
        var codingPath: [any CodingKey] { path.map(Key.init(stringValue:)) }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<K: CodingKey>(keyedBy type: K.Type) -> KeyedEncodingContainer<K> {
            if path.isEmpty { sink.isObject = true }
            if path.count == 1 { sink.objectRoots.insert(path[0]) }
            return KeyedEncodingContainer(Keyed<K>(encoder: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

        func add(_ value: String) {
            sink.pairs.append(Pair(path: path, value: value))
        }

        func child(_ key: String) -> PairEncoder { PairEncoder(sink: sink, path: path + [key]) }
    }

    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    struct Keyed<K: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: PairEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: K) {}
        mutating func encode(_ value: Bool, forKey key: K) {
            encoder.child(key.stringValue).add(value ? "true" : "false")
        }
        mutating func encode(_ value: String, forKey key: K) { encoder.child(key.stringValue).add(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws {
            try value.encode(to: encoder.child(key.stringValue))
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: K) -> KeyedEncodingContainer<N> {
            encoder.child(key.stringValue).container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer(forKey key: K) -> any UnkeyedEncodingContainer {
            encoder.child(key.stringValue).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: K) -> any Encoder { encoder.child(key.stringValue) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: PairEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        private(set) var count = 0

        init(encoder: PairEncoder) { self.encoder = encoder }

        mutating func encodeNil() { count += 1 }
        mutating func encode(_ value: Bool) {
            count += 1
            encoder.child("[]").add(value ? "true" : "false")
        }
        mutating func encode(_ value: String) {
            count += 1
            encoder.child("[]").add(value)
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try value.encode(to: encoder.child("[]"))
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) -> KeyedEncodingContainer<N> {
            count += 1
            return encoder.child("[]").container(keyedBy: type)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return encoder.child("[]").unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder.child("[]") }
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: PairEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() {}
        mutating func encode(_ value: Bool) { encoder.add(value ? "true" : "false") }
        mutating func encode(_ value: String) { encoder.add(value) }
        mutating func encode(_ value: Double) throws { try encoder.add(Self.number(value, encoder)) }
        mutating func encode(_ value: Float) throws { try encoder.add(Self.number(Double(value), encoder)) }
        mutating func encode(_ value: Int) { encoder.add(String(value)) }
        mutating func encode(_ value: Int8) { encoder.add(String(value)) }
        mutating func encode(_ value: Int16) { encoder.add(String(value)) }
        mutating func encode(_ value: Int32) { encoder.add(String(value)) }
        mutating func encode(_ value: Int64) { encoder.add(String(value)) }
        mutating func encode(_ value: UInt) { encoder.add(String(value)) }
        mutating func encode(_ value: UInt8) { encoder.add(String(value)) }
        mutating func encode(_ value: UInt16) { encoder.add(String(value)) }
        mutating func encode(_ value: UInt32) { encoder.add(String(value)) }
        mutating func encode(_ value: UInt64) { encoder.add(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder) }

        /// A finite number as JSON writes it (`1299`, `12.5`); a non-finite one cannot be sent, as JSON refuses it.
        static func number(_ value: Double, _ encoder: PairEncoder) throws -> String {
            guard value.isFinite else {
                throw EncodingError.invalidValue(
                    value, .init(codingPath: encoder.codingPath, debugDescription: "Unable to encode \(value) directly")
                )
            }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }
}
