import Foundation
import TesseraCore

/// Turns a GET request's body into query items, as the SDK does: the body is encoded as JSON and its
/// values become `name=value` pairs: nulls are dropped, a single top-level object is unwrapped
/// (`{"card_details": {…}}` gives its fields), nested objects become `parent.child` items and arrays
/// repeated `key[]` items. Booleans are spelt `true`/`false`, as the API's document reads them (the SDK
/// sends `1`/`0`).
enum Gr4vyQueryEncoder {
    /// `url` with the items of `body` appended to its query; throws ``Gr4vyError/decodingError(_:)`` when
    /// `body` does not encode as an object, and `EncodingError` as the encoder does.
    static func url<Body: Encodable>(_ url: URL, appending body: Body) throws -> URL {
        guard case .object(let fields)? = JSONValue(parsing: try JSONEncoder().encode(body)) else {
            throw Gr4vyError.decodingError("Failed to serialize request body")
        }
        var pairs = fields.flatMap { Self.pairs(of: $0.value, path: [$0.key]) }
        // A single top-level object is unwrapped: its fields are named from their own key on.
        let roots = Set(pairs.map { $0.path[0] })
        if roots.count == 1, let root = roots.first, case .object? = fields[root] {
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

    /// The items `value` gives at `path`, in its order.
    private static func pairs(of value: JSONValue, path: [String]) -> [Pair] {
        switch value {
        case .null: []
        case .bool(let flag): [Pair(path: path, value: flag ? "true" : "false")]
        case .integer(let number): [Pair(path: path, value: String(number))]
        case .number(let number): [Pair(path: path, value: String(number))]
        case .string(let text): [Pair(path: path, value: text)]
        case .array(let elements): elements.flatMap { pairs(of: $0, path: path + ["[]"]) }
        case .object(let members): members.flatMap { pairs(of: $0.value, path: path + [$0.key]) }
        }
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
}
