import Foundation
import Gr4vyClient
import Transport

/// Parsing of the request options shared by the API commands.
extension ParsedArguments {
    /// `--metadata key=value` pairs as a dictionary, or nil when none were given.
    func metadata() throws -> [String: String]? {
        let pairs = values("--metadata")
        guard !pairs.isEmpty else { return nil }
        var metadata: [String: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw CLIError.usage(
                    "Invalid metadata '\(pair)': expected key=value with a non-empty key.", commandPath: commandPath)
            }
            let key = String(pair[..<equals])
            guard metadata[key] == nil else {
                throw CLIError.usage("The metadata key '\(key)' is given twice.", commandPath: commandPath)
            }
            metadata[key] = String(pair[pair.index(after: equals)...])
        }
        return metadata
    }

    /// `--cart-item '<json>'` values decoded as cart items, or nil when none were given.
    func cartItems() throws -> [Gr4vyPaymentOptionCartItem]? {
        let texts = values("--cart-item")
        guard !texts.isEmpty else { return nil }
        return try texts.enumerated().map { index, text in
            let item: Gr4vyPaymentOptionCartItem
            do {
                item = try JSONDecoder().decode(Gr4vyPaymentOptionCartItem.self, from: Data(text.utf8))
            } catch {
                throw CLIError.usage(
                    "Invalid --cart-item #\(index + 1): expected a JSON object with at least \"name\", "
                        + "\"quantity\" and \"unit_amount\" (\(Self.reason(error))).", commandPath: commandPath)
            }
            if let unknown = Self.unknownFields(in: text, of: item).first {
                throw CLIError.usage(
                    "Invalid --cart-item #\(index + 1): unknown field \"\(unknown)\" (a typo would be dropped silently).",
                    commandPath: commandPath)
            }
            return item
        }
    }

    /// The non-null fields of the JSON object `text` that `item` does not encode again, sorted: names the
    /// API's `CartItem` does not have.
    private static func unknownFields(in text: String, of item: Gr4vyPaymentOptionCartItem) -> [String] {
        guard case .object(let given)? = JSONValue(parsing: Data(text.utf8)),
            let encoded = try? JSONEncoder().encode(item),
            case .object(let known)? = JSONValue(parsing: encoded)
        else { return [] }
        return given.filter { $0.value != .null && known[$0.key] == nil }.keys.sorted()
    }

    /// An integer option such as `--amount`.
    func integer(_ name: String) throws -> Int? {
        try value(name, expected: "an integer in the currency's smallest unit") { Int($0) }
    }

    /// A string option whose blank value is a usage error.
    func text(_ name: String) throws -> String? {
        guard let raw = value(name) else { return nil }
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw CLIError.usage("The option '\(name)' needs a non-empty value.", commandPath: commandPath)
        }
        return trimmed
    }

    /// An option whose value is one of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, of type: T.Type) throws -> T?
    where T.RawValue == String {
        let choices = T.allCases.map(\.rawValue).joined(separator: ", ")
        return try value(name, expected: "one of \(choices)") { T(rawValue: $0) }
    }

    /// `--timeout <seconds>` for this request: at least one second.
    func requestTimeout() throws -> TimeInterval? {
        try value("--timeout", expected: "seconds, at least 1 (URLSession on Linux counts whole seconds)") {
            Double($0).flatMap { $0.isFinite && $0 >= 1 ? $0 : nil }
        }
    }

    /// A flag that is sent as `true` when given and left out otherwise.
    func optionalFlag(_ name: String) -> Bool? {
        flag(name) ? true : nil
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context): "wrong type at \"\(Self.path(context.codingPath))\""
        case DecodingError.valueNotFound(_, let context): "null at \"\(Self.path(context.codingPath))\""
        default: "not valid JSON"
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map(\.stringValue).joined(separator: ".")
    }
}

/// The options every API command shares.
enum CommonOptions {
    /// `--timeout <seconds>`.
    static let timeout = OptionSpec.value(
        "--timeout", valueName: "seconds", help: "The timeout of this request (at least 1; default: the admin setting)."
    )
    /// `--metadata key=value`.
    static let metadata = OptionSpec.value(
        "--metadata", valueName: "key=value", help: "A metadata pair (repeatable).", repeatable: true)
    /// `--merchant-id <id>`.
    static let merchantId = OptionSpec.value(
        "--merchant-id", valueName: "id", help: "The merchant account id for this request (default: the admin setting)."
    )
}
