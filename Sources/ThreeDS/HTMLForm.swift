import Foundation

/// The form of an HTML challenge (UI type 05): its fields and submit button, read from `acsHTML`.
///
/// Only what a presenter needs to collect input is extracted: `input`, `select` and `textarea`
/// fields with their names, types and initial values, and the label of the submit button. Scripts
/// and styles are never run.
public struct HTMLForm: Sendable, Equatable {
    /// A form field.
    public struct Field: Sendable, Equatable {
        /// The field's `name`, the key of its value in the submitted data.
        public var name: String
        /// The `type` (`text`, `password`, `hidden`, `select`, `textarea`, …).
        public var type: String
        /// The initial `value`.
        public var value: String

        /// Creates a field.
        public init(name: String, type: String, value: String) {
            self.name = name
            self.type = type
            self.value = value
        }
    }

    /// The form's `action` attribute, when it has one.
    public var action: String?
    /// The named fields in document order (submit buttons excluded).
    public var fields: [Field]
    /// The label of the submit button, when there is one.
    public var submitLabel: String?

    /// The first form in `html`, or nil when it has none.
    public static func extract(from html: String) -> HTMLForm? {
        let scanner = HTMLTagScanner(html)
        guard let formTag = scanner.tags.first(where: { $0.name == "form" }) else { return nil }
        var form = HTMLForm(action: formTag.attributes["action"], fields: [], submitLabel: nil)
        for tag in scanner.tags where tag.offset > formTag.offset {
            if tag.name == "/form" { break }
            let type = tag.attributes["type"]?.lowercased() ?? "text"
            switch tag.name {
            case "input" where type == "submit":
                form.submitLabel = form.submitLabel ?? tag.attributes["value"] ?? "Submit"
            case "input":
                if let name = tag.attributes["name"] {
                    form.fields.append(Field(name: name, type: type, value: tag.attributes["value"] ?? ""))
                }
            case "select", "textarea":
                if let name = tag.attributes["name"] {
                    form.fields.append(Field(name: name, type: tag.name, value: ""))
                }
            case "button" where type == "submit":
                let label = scanner.text(after: tag).trimmingCharacters(in: .whitespacesAndNewlines)
                form.submitLabel = form.submitLabel ?? (label.isEmpty ? "Submit" : label)
            default: continue
            }
        }
        return form
    }

    /// The form data `application/x-www-form-urlencoded`, with `values` replacing the fields' initial values.
    public func encoded(values: [String: String]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        func encode(_ text: String) -> String {
            (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "").replacingOccurrences(
                of: "%20", with: "+")
        }
        return fields.map { encode($0.name) + "=" + encode(values[$0.name] ?? $0.value) }.joined(separator: "&")
    }
}
