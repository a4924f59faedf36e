import Foundation

/// How the text of an option becomes a typed value, and what is accepted, for the usage error.
package struct ValueParser<Value: Sendable>: Sendable {
    /// What a valid value looks like: `a three-letter ISO 4217 code such as USD`.
    package let expected: String
    /// The value, or nil when `text` is refused.
    package let parse: @Sendable (String) -> Value?

    /// A parser accepting what `parse` turns into a value, described by `expected`.
    package init(expected: String, parse: @escaping @Sendable (String) -> Value?) {
        self.expected = expected
        self.parse = parse
    }
}

extension ValueParser where Value == String {
    /// Any text that is not blank, trimmed.
    package static let nonEmpty = ValueParser(expected: "a non-empty value") { text in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// An ISO 4217 currency code in capitals, e.g. USD.
    package static let currency = ValueParser(expected: "an ISO 4217 currency code in capitals, such as USD or EUR") {
        text in
        CodeLists.currencies.contains(text) ? text : nil
    }

    /// An ISO 3166-1 alpha-2 country code in capitals, e.g. US.
    package static let country = ValueParser(
        expected: "an ISO 3166-1 alpha-2 country code in capitals, such as US or FR"
    ) {
        text in CodeLists.countries.contains(text) ? text : nil
    }

    /// A BCP 47 language tag such as `en`, `en-GB` or `pt-BR` (language, optional script and region).
    package static let locale = ValueParser(expected: "a BCP 47 language tag such as en, en-GB or zh-Hant-TW") { text in
        CodeLists.isLanguageTag(text) ? text : nil
    }

    /// A UUID such as `3f2b0c1e-…`, lower-cased.
    package static let uuid = ValueParser(expected: "a UUID such as 8d3fd8d3-7a6c-4a5e-9b1a-1d2f3c4b5a69") { text in
        UUID(uuidString: text) != nil ? text.lowercased() : nil
    }
}

extension ValueParser where Value == Int {
    /// A whole number in `range`, described by `expected`.
    package static func integer(in range: ClosedRange<Int>, expected: String) -> ValueParser {
        ValueParser(expected: expected) { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }

    /// An amount in the currency's smallest unit: 0 to 99999999, as the API allows.
    package static let amount = integer(
        in: 0...99_999_999, expected: "a whole number of the currency's smallest unit from 0 to 99999999, e.g. 1299")

    /// A timeout in whole seconds, at least 1.
    package static let seconds = integer(
        in: 1...86_400,
        expected: "a whole number of seconds from 1 to 86400 (URLSession on Linux counts whole seconds, "
            + "so fractions are refused)")
}

extension ValueParser where Value == Duration {
    /// A number of seconds in `range`, decimals allowed to the millisecond, described by `expected`.
    package static func decimalSeconds(in range: ClosedRange<Double>, expected: String) -> ValueParser {
        ValueParser(expected: expected) { Duration(decimalSeconds: $0, in: range) }
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the raw values of `Value`.
    package static var choice: ValueParser {
        ValueParser(expected: "one of " + Value.allCases.map(\.rawValue).joined(separator: ", ")) {
            Value(rawValue: $0)
        }
    }
}

extension ValueParser where Value == (String, String) {
    /// `key=value` with a non-empty key.
    package static let metadataPair = ValueParser(expected: "key=value with a non-empty key") { text in
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
}
