import Foundation

/// The fields of an `application/x-www-form-urlencoded` body, as an HTML form posts them.
struct FormBody: Sendable {
    /// The most fields read; the rest are ignored.
    static let maximumFields = 32
    private var values: [String: [String]] = [:]

    /// Reads `data`; a field may appear more than once (checkboxes), and undecodable bytes are dropped.
    init(_ data: Data?) {
        guard let data, let text = String(data: data, encoding: .utf8) else { return }
        for pair in text.split(separator: "&").prefix(Self.maximumFields) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decode(parts[0])
            let value = parts.count > 1 ? Self.decode(parts[1]) : ""
            values[name, default: []].append(value)
        }
    }

    /// The first value of field `name`, trimmed; nil when absent or blank.
    subscript(name: String) -> String? {
        guard let value = values[name]?.first?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else {
            return nil
        }
        return value
    }

    /// Every value of field `name`, in the order sent, as sent.
    func all(_ name: String) -> [String] {
        values[name] ?? []
    }

    private static func decode(_ part: Substring) -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? ""
    }
}
