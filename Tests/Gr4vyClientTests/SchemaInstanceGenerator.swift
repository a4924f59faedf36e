import Foundation
import TesseraCore

/// Builds JSON instances of the Gr4vy OpenAPI fixture's schemas (`Tests/Spec/gr4vy-openapi.json`).
///
/// A minimal instance has only the required members, with `null` wherever the schema allows it. A
/// maximal one has every member with a value, an unknown extra member in every object, unknown values
/// for enumerations and, for a union, the branch `branch` picks (so every branch gets its turn).
struct SchemaInstanceGenerator {
    /// Which instance to build.
    enum Shape: Equatable, CustomStringConvertible {
        case minimal
        case maximal(branch: Int)

        var description: String {
            switch self {
            case .minimal: "minimal"
            case .maximal(let branch): "maximal (branch \(branch))"
            }
        }
    }

    /// The member added to every object of a maximal instance.
    static let unknownMember = "x_tessera_unknown_member"
    /// The value a maximal instance gives every enumeration.
    static let unknownEnumValue = "x-tessera-unknown-value"

    /// The fixture's `components.schemas`.
    let schemas: [String: Any]
    /// The fixture's `paths`.
    let paths: [String: Any]

    /// Reads the fixture from the repository.
    init() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Spec/gr4vy-openapi.json")
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        schemas = (document["components"] as? [String: Any])?["schemas"] as? [String: Any] ?? [:]
        paths = document["paths"] as? [String: Any] ?? [:]
    }

    /// The JSON schema of `status` of the operation `method` `path`.
    func responseSchema(_ method: String, _ path: String, status: String) -> [String: Any]? {
        let operation = (paths[path] as? [String: Any])?[method] as? [String: Any]
        let response = (operation?["responses"] as? [String: Any])?[status] as? [String: Any]
        let content = (response?["content"] as? [String: Any])?["application/json"] as? [String: Any]
        return content?["schema"] as? [String: Any]
    }

    /// The error statuses of the operation `method` `path` that carry a body.
    func errorStatuses(_ method: String, _ path: String) -> [String] {
        let operation = (paths[path] as? [String: Any])?[method] as? [String: Any]
        let responses = operation?["responses"] as? [String: Any] ?? [:]
        return responses.keys.filter { $0.hasPrefix("4") || $0.hasPrefix("5") }.sorted()
    }

    /// An instance of `schema` in `shape`.
    func instance(_ schema: [String: Any], _ shape: Shape) -> JSONValue {
        if let reference = schema["$ref"] as? String {
            return instance(schemas[String(reference.split(separator: "/").last ?? "")] as? [String: Any] ?? [:], shape)
        }
        if let constant = schema["const"] { return Self.json(constant) }
        if let values = schema["enum"] as? [Any] {
            return shape == .minimal ? Self.json(values.first ?? "") : .string(Self.unknownEnumValue)
        }
        if let branches = (schema["anyOf"] ?? schema["oneOf"]) as? [[String: Any]] {
            let values = branches.filter { $0["type"] as? String != "null" }
            if shape == .minimal, values.count < branches.count { return .null }
            guard !values.isEmpty else { return .null }
            if case .maximal(let branch) = shape { return instance(values[branch % values.count], shape) }
            return instance(values[0], shape)
        }
        switch schema["type"] as? String {
        case "object": return object(schema, shape)
        case "array":
            let items = schema["items"] as? [String: Any] ?? [:]
            return shape == .minimal ? [] : [instance(items, shape), instance(items, shape)]
        case "string": return .string(string(schema))
        case "integer":
            let bound = shape == .minimal ? schema["minimum"] : schema["maximum"]
            return .integer(Int64((bound as? Double) ?? 1))
        case "number": return .number((schema["minimum"] as? Double) ?? 1.5)
        case "boolean": return .bool(shape != .minimal)
        default: return shape == .minimal ? .null : ["anything": [1, "two", .null]]
        }
    }

    private func object(_ schema: [String: Any], _ shape: Shape) -> JSONValue {
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        let required = Set(schema["required"] as? [String] ?? [])
        var members: [String: JSONValue] = [:]
        for (name, property) in properties where shape != .minimal || required.contains(name) {
            members[name] = instance(property, shape)
        }
        if shape != .minimal {
            if let extra = schema["additionalProperties"] as? [String: Any] {
                // A map: one more entry of its value schema.
                members["extra_key"] = instance(extra, shape)
            } else {
                members[Self.unknownMember] = ["nested": [1, "two", .null], "flag": true]
            }
        }
        return .object(members)
    }

    /// A string that fits the schema's format, pattern and lengths.
    private func string(_ schema: [String: Any]) -> String {
        switch (schema["format"] as? String, schema["pattern"] as? String) {
        case ("date-time", _): return "2026-11-29T12:00:00.000Z"
        case ("uuid", _): return "8724fd24-5489-4a5d-90fd-0604df7d3b83"
        case (_, "^[A-Z]{2}$"?): return "GB"
        case (_, "^[A-Z]{3}$"?): return "GBP"
        case (_, #"^\d{2}/\d{2}$"#?): return "01/30"
        case (_, #"^\d+$"#?): return String("42424242".prefix((schema["maxLength"] as? Int) ?? 8))
        default:
            let minimum = (schema["minLength"] as? Int) ?? 1
            return String(repeating: "a", count: max(minimum, 1))
        }
    }

    private static func json(_ value: Any) -> JSONValue {
        switch value {
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let number as Int: .integer(Int64(number))
        default: .null
        }
    }
}
