import Foundation

/// JSON for people: pretty-printed with sorted keys and unescaped slashes, empty arrays and objects on one
/// line (`[]`, `{}`) rather than over three lines with a blank one inside, as Foundation writes them.
enum PrettyJSON {
    /// `value` encoded as pretty JSON text.
    static func text<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return tidy(String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    /// The property-list value `object` (dictionaries, arrays, strings, numbers, `NSNull`) as pretty JSON text.
    static func text(object: Any) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return tidy(String(decoding: data, as: UTF8.self))
    }

    /// `json` (pretty JSON text) with each empty array or object on one line. A line break never occurs
    /// inside a JSON string (it is escaped there), so only whitespace between brackets is taken out.
    static func tidy(_ json: String) -> String {
        json.replacing(/\[\n[ \n]*\]/, with: "[]").replacing(/\{\n[ \n]*\}/, with: "{}")
    }
}
