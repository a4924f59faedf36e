import Drawing
import Foundation

/// A piece of HTML that is already safe to put in a page: every value in it went through ``HTML/escape(_:)``.
///
/// Pages are built from these so that no text a card, a token service or a browser supplied can become markup:
/// the only way to turn a `String` into `HTML` is escaping it, or writing a literal in this module's source.
public struct HTML: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The markup.
    public let markup: String

    /// Markup written in the app's own source (a literal, never a value).
    public init(stringLiteral markup: StaticString) {
        self.markup = markup.description
    }

    private init(trusted markup: String) {
        self.markup = markup
    }

    /// The markup.
    public var description: String { markup }

    /// `text` as HTML text or attribute content: `&`, `<`, `>`, `"` and `'` become character references and
    /// control characters are dropped (Drawing's markup escaping); everything else, bidirectional controls
    /// included, stays text.
    public static func escape(_ text: String) -> HTML {
        HTML(trusted: MarkupEscaping.escape(text))
    }

    /// Text from outside the app, escaped and isolated in `<bdi>` so a right-to-left override inside it cannot
    /// reorder the text around it.
    public static func text(_ value: String) -> HTML {
        "<bdi>" + escape(value) + "</bdi>"
    }

    /// `parts` one after the other.
    public static func join(_ parts: [HTML], separator: HTML = "") -> HTML {
        HTML(trusted: parts.map(\.markup).joined(separator: separator.markup))
    }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        HTML(trusted: lhs.markup + rhs.markup)
    }

    /// An element `name` with escaped attribute values and `content`; a nil attribute value is left out, an empty
    /// one written bare (`disabled`).
    public static func element(
        _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ content: HTML = ""
    )
        -> HTML
    {
        var open = "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            open += value.isEmpty ? " \(key)" : " \(key)=\"\(escape(value).markup)\""
        }
        return HTML(trusted: open + ">" + content.markup + "</\(name)>")
    }

    /// A void element (`input`, `img`, `br`) with escaped attribute values.
    public static func void(_ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?>) -> HTML {
        var open = "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            open += value.isEmpty ? " \(key)" : " \(key)=\"\(escape(value).markup)\""
        }
        return HTML(trusted: open + ">")
    }

    /// Markup the app's own renderers produced: an SVG document from Drawing's renderer (which escapes every
    /// text and attribute it writes), without its XML declaration so it can sit inside a page.
    static func svg(_ document: String) -> HTML {
        guard document.hasPrefix("<?xml"), let end = document.firstIndex(of: "\n") else {
            return HTML(trusted: document)
        }
        return HTML(trusted: String(document[document.index(after: end)...]))
    }

    /// A page template from the app's resources, with each `{{name}}` slot filled by `values` in one pass (a
    /// value that itself contains `{{…}}` is never filled again); an unknown slot is left empty.
    static func template(_ source: String, _ values: [String: HTML]) -> HTML {
        var out = ""
        var rest = source[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            out += rest[..<open.lowerBound]
            out += values[String(rest[open.upperBound..<close.lowerBound])]?.markup ?? ""
            rest = rest[close.upperBound...]
        }
        return HTML(trusted: out + rest)
    }
}
