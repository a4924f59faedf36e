/// Colours JSON text for a terminal: keys, strings, numbers and literals each in their own colour.
///
/// The input is the JSON Tessera prints (valid, pretty-printed); the output is the same text with SGR
/// colour codes around tokens, so stripping the codes gives back the input. Punctuation and whitespace
/// are left uncoloured.
enum JSONHighlighter {
    /// The SGR code of each kind of token.
    enum Style: String {
        case key = "34"
        case string = "32"
        case number = "36"
        case literal = "35"
    }

    /// `json` with colour codes around each key, string, number and literal.
    static func highlight(_ json: String) -> String {
        let scalars = Array(json.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let end: Int
            let style: Style?
            switch scalar {
            case "\"":
                end = endOfString(scalars, from: index)
                style = isKey(scalars, after: end) ? .key : .string
            case "-", "0"..."9":
                end = endOfToken(scalars, from: index)
                style = .number
            case "t", "f", "n":
                end = endOfToken(scalars, from: index)
                style = .literal
            default:
                end = index + 1
                style = nil
            }
            if let style { result.append(contentsOf: "\u{1B}[\(style.rawValue)m".unicodeScalars) }
            result.append(contentsOf: scalars[index..<end])
            if style != nil { result.append(contentsOf: "\u{1B}[0m".unicodeScalars) }
            index = end
        }
        return String(result)
    }

    /// The index after the closing quote of the string opening at `start`, skipping escaped characters.
    private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            switch scalars[index] {
            case "\\": index += 2
            case "\"": return index + 1
            default: index += 1
            }
        }
        return scalars.count
    }

    /// The index after a number or literal starting at `start`.
    private static func endOfToken(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, !",]}: \n\t\r".unicodeScalars.contains(scalars[index]) {
            index += 1
        }
        return max(index, start + 1)
    }

    /// Whether the next non-blank character after `index` is a colon (the string was an object key).
    private static func isKey(_ scalars: [Unicode.Scalar], after index: Int) -> Bool {
        var next = index
        while next < scalars.count, scalars[next] == " " || scalars[next] == "\n" { next += 1 }
        return next < scalars.count && scalars[next] == ":"
    }
}
