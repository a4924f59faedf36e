/// Escaping for text put inside XML or HTML markup, shared by the SVG writer and the browser app's pages.
package enum MarkupEscaping {
    /// `text` safe inside XML or HTML content and attribute values: markup characters escaped and characters
    /// XML 1.0 forbids (controls, unpaired surrogates, U+FFFE/U+FFFF) dropped.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default:
                if !TextNode.isControl(scalar) { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
