/// Finds the start and end tags of an HTML document with their attributes, skipping comments,
/// scripts and styles; enough to read a challenge form, not a general HTML parser.
struct HTMLTagScanner {
    struct Tag {
        let name: String
        let attributes: [String: String]
        let offset: Int
        let end: Int
    }

    let tags: [Tag]
    private let characters: [Character]

    init(_ html: String) {
        characters = Array(html)
        var found: [Tag] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "<" else {
                index += 1
                continue
            }
            if Self.hasPrefix(characters, "<!--", at: index) {
                index = Self.find(characters, "-->", from: index + 4).map { $0 + 3 } ?? characters.count
                continue
            }
            guard let close = characters[index...].firstIndex(of: ">") else { break }
            let body = String(characters[(index + 1)..<close])
            let tag = Self.parse(body, offset: index, end: close + 1)
            if let tag { found.append(tag) }
            index = close + 1
            if let name = tag?.name, name == "script" || name == "style" {
                index = Self.find(characters, "</" + name, from: index) ?? characters.count
            }
        }
        tags = found
    }

    /// The text between `tag` and the next tag.
    func text(after tag: Tag) -> String {
        let next = characters[tag.end...].firstIndex(of: "<") ?? characters.count
        return String(characters[tag.end..<next])
    }

    private static func parse(_ body: String, offset: Int, end: Int) -> Tag? {
        var rest = Substring(body)
        let closing = rest.first == "/"
        if closing { rest = rest.dropFirst() }
        let bare = rest.prefix { !$0.isWhitespace && $0 != "/" }
        guard let first = bare.first, first.isLetter else { return nil }
        rest = rest.dropFirst(bare.count)
        let name = (closing ? "/" : "") + bare.lowercased()
        var attributes: [String: String] = [:]
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            let rawKey = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "/" }
            guard !rawKey.isEmpty else { break }
            let key = rawKey.lowercased()
            rest = rest.dropFirst(rawKey.count).drop(while: \.isWhitespace)
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop(while: \.isWhitespace)
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    value = String(rest.prefix { $0 != quote })
                    rest = rest.dropFirst(value.count + 1)
                } else {
                    value = String(rest.prefix { !$0.isWhitespace })
                    rest = rest.dropFirst(value.count)
                }
            }
            if attributes[key] == nil { attributes[key] = decodeEntities(value) }
        }
        return Tag(name: name, attributes: attributes, offset: offset, end: end)
    }

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func hasPrefix(_ characters: [Character], _ prefix: String, at index: Int) -> Bool {
        var position = index
        for character in prefix {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private static func find(_ characters: [Character], _ needle: String, from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            if hasPrefix(characters, needle, at: index) { return index }
            index += 1
        }
        return nil
    }
}
