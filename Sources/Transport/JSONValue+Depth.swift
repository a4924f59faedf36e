import Foundation

extension JSONValue {
    /// Parses `data` as one JSON value, or returns nil when it is not JSON in UTF-8 or nests arrays and
    /// objects more than `maxDepth` deep.
    ///
    /// Decoding recurses once per level of nesting, so a body of a few thousand `[` can overflow the small
    /// stack of a connection thread. The depth is checked with ``nestingDepth(of:)`` before any decoding.
    /// JSON exchanged between systems is UTF-8 (RFC 8259 §8.1): see ``isUTF8(_:)``.
    public init?(parsing data: Data, maxDepth: Int) {
        guard Self.nestingDepth(of: data) <= maxDepth else { return nil }
        self.init(parsing: data)
    }

    /// Whether `data` is UTF-8 text without a NUL, optionally after a UTF-8 byte-order mark.
    ///
    /// Foundation's decoder also reads UTF-16 and UTF-32 (told apart by their NUL bytes or a mark); a
    /// NUL is never valid in JSON text, so refusing it and invalid UTF-8 leaves UTF-8 alone.
    public static func isUTF8(_ data: Data) -> Bool {
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return !text.contains(0) && String(validating: text, as: UTF8.self) != nil
    }

    /// How deeply `data` nests arrays and objects, counting brackets outside strings.
    ///
    /// This is a quick linear scan that does not validate the JSON: it is meant to refuse a hostile body
    /// before decoding it. Scalars nest zero deep; `[]` and `{}` one.
    public static func nestingDepth(of data: Data) -> Int {
        shape(of: data).depth
    }

    /// How deeply `data` nests arrays and objects, and how many members the largest of them has, counting
    /// brackets and commas outside strings (`[]` counts as one member).
    ///
    /// The same quick scan as ``nestingDepth(of:)``: a body of a million tiny members costs far more to
    /// decode (and to answer, when each is an error) than its size suggests, so it can be refused first.
    public static func shape(of data: Data) -> (depth: Int, width: Int) {
        var commas: [Int] = []
        var deepest = 0
        var widest = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                commas.append(0)
                deepest = max(deepest, commas.count)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let count = commas.popLast() { widest = max(widest, count + 1) }
            case UInt8(ascii: ","):
                if !commas.isEmpty { commas[commas.count - 1] += 1 }
            default: break
            }
        }
        for count in commas { widest = max(widest, count + 1) }
        return (deepest, widest)
    }
}
