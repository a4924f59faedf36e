import Foundation
import Transport

/// Turns the JSON of a GET request's body into query items, as the SDK does, with booleans spelt
/// `true`/`false` as the API's document reads them.
enum Gr4vyQueryEncoder {
    /// `url` with the items of `json` appended to its query; throws ``Gr4vyError/decodingError(_:)`` when
    /// `json` is not an object.
    static func url(_ url: URL, appending json: Data) throws(Gr4vyError) -> URL {
        guard case .object(var members)? = JSONValue(parsing: json) else {
            throw .decodingError("Failed to serialize request body")
        }
        members = members.filter { $0.value != .null }
        if members.count == 1, case .object(let inner) = members.first!.value {
            members = inner
        }
        var items: [(String, String)] = []
        for name in members.keys.sorted() {
            append(members[name]!, named: name, to: &items)
        }
        guard !items.isEmpty else { return url }
        var text = url.absoluteString
        text += (url.query == nil ? "?" : "&") + Gr4vyUtility.query(items)
        guard let result = URL(string: text) else {
            throw .badURL("Failed to build URL with query parameters")
        }
        return result
    }

    private static func append(_ value: JSONValue, named name: String, to items: inout [(String, String)]) {
        switch value {
        case .null:
            return
        case .object(let members):
            for key in members.keys.sorted() {
                append(members[key]!, named: "\(name).\(key)", to: &items)
            }
        case .array(let elements):
            for element in elements {
                append(element, named: "\(name)[]", to: &items)
            }
        case .string(let text):
            items.append((name, text))
        case .bool(let flag):
            items.append((name, flag ? "true" : "false"))
        default:
            items.append((name, String(decoding: value.compactData, as: UTF8.self)))
        }
    }
}
