/// Escaping for text put inside XML or HTML markup, shared by the SVG writer and the browser app's pages.
package enum MarkupEscaping {
    /// Whether `text` can be written as it is: no markup character and nothing XML 1.0 forbids.
    package static func isClean(_ text: String) -> Bool {
        text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte < 0x80 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
        } || text.unicodeScalars.allSatisfy(isCleanScalar)
    }

    private static func isCleanScalar(_ scalar: Unicode.Scalar) -> Bool {
        !TextNode.isControl(scalar) && scalar != "&" && scalar != "<" && scalar != ">" && scalar != "\""
            && scalar != "'"
    }

    /// `text` safe inside XML or HTML content and attribute values: markup characters escaped and characters
    /// XML 1.0 forbids (controls, unpaired surrogates, U+FFFE/U+FFFF) dropped.
    package static func escape(_ text: String) -> String {
        if isClean(text) { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
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
