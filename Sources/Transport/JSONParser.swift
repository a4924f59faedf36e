import Foundation

/// Why bytes are not a JSON value ``JSONValue`` can hold.
public enum JSONParseError: Error, Equatable, Sendable {
    /// The bytes are not one JSON text in UTF-8, or nest arrays and objects more than 512 deep (as `JSONDecoder`).
    case malformed
    /// The text is JSON, but the number at `path` (member names and array indices, from the top) is one no 64-bit
    /// float holds: too large (`1E400`) or too small to tell from zero (`1e-999`).
    case unreadableNumber(path: [String])
}

/// Reads JSON text (RFC 8259) into a ``JSONValue`` in one pass over its bytes.
///
/// It reads what Foundation's `JSONDecoder` reads, as `JSONValue`'s `Decodable` conformance decodes it, at a
/// fraction of the cost (the decoder's type-by-type attempts throw an error for every member): a number is an
/// ``JSONValue/integer(_:)`` when its value is whole and fits in 64 bits however it is written, a repeated member
/// name keeps its first value, and one comma may end an array or object (`[1,]`). A leading UTF-8 byte-order mark is
/// skipped. A number no 64-bit float holds is reported with its path, but only once the whole text has parsed.
struct JSONParser {
    /// The deepest nesting read, as Foundation's decoder allows; the parser recurses once per level.
    static let maxDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    /// The member name or array index of each container being read, outermost first.
    private var path: [String] = []
    /// The path of the first number no 64-bit float holds.
    private var unreadable: [String]?

    /// Parses `data` as one JSON value; `data` must be UTF-8 (see ``JSONValue/isUTF8(_:)``).
    static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return Result { () throws(JSONParseError) in try parser.document() }
        }
        return try result.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func document() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw .malformed }
        if let unreadable { throw .unreadableNumber(path: unreadable) }
        return value
    }

    private mutating func value() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw .malformed }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func object() throws(JSONParseError) -> JSONValue {
        try enter()
        var members: [(String, JSONValue)] = []
        path.append("")
        while true {
            skipWhitespace()
            if try take(UInt8(ascii: "}")) { break }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .malformed }
            let key = try string()
            skipWhitespace()
            guard try take(UInt8(ascii: ":")) else { throw .malformed }
            path[path.count - 1] = key
            members.append((key, try value()))
            skipWhitespace()
            if try take(UInt8(ascii: "}")) { break }
            guard try take(UInt8(ascii: ",")) else { throw .malformed }
        }
        path.removeLast()
        depth -= 1
        return .object(Dictionary(members) { first, _ in first })
    }

    private mutating func array() throws(JSONParseError) -> JSONValue {
        try enter()
        var items: [JSONValue] = []
        path.append("")
        while true {
            skipWhitespace()
            if try take(UInt8(ascii: "]")) { break }
            path[path.count - 1] = String(items.count)
            items.append(try value())
            skipWhitespace()
            if try take(UInt8(ascii: "]")) { break }
            guard try take(UInt8(ascii: ",")) else { throw .malformed }
        }
        path.removeLast()
        depth -= 1
        return .array(items)
    }

    /// Steps over the opening bracket, one level deeper.
    private mutating func enter() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maxDepth else { throw .malformed }
        index += 1
    }

    /// Steps over `byte` when it comes next; throws at the end of the text.
    private mutating func take(_ byte: UInt8) throws(JSONParseError) -> Bool {
        guard index < bytes.count else { throw .malformed }
        guard bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func literal(_ text: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count,
            UnsafeBufferPointer(start: text.utf8Start, count: count).elementsEqual(bytes[index..<(index + count)])
        else { throw .malformed }
        index += count
        return value
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// A string from its opening quote: runs without escapes are taken as they are.
    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                return try escapedString(from: start)
            case 0..<0x20:
                throw .malformed
            default:
                index += 1
            }
        }
        throw .malformed
    }

    /// The rest of a string that holds an escape at `index`, the string's text having begun at `start`.
    private mutating func escapedString(from start: Int) throws(JSONParseError) -> String {
        var text = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case 0..<0x20:
                throw .malformed
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw .malformed }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"): text.append(contentsOf: String(try unicodeEscape()).utf8)
                default: throw .malformed
                }
            default:
                text.append(byte)
            }
        }
        throw .malformed
    }

    /// The character of a `\u` escape (the `\u` already read), joining a surrogate pair; a lone surrogate is refused.
    private mutating func unicodeEscape() throws(JSONParseError) -> Character {
        let first = try hexQuad()
        if (0xDC00...0xDFFF).contains(first) { throw .malformed }
        guard (0xD800...0xDBFF).contains(first) else {
            guard let scalar = Unicode.Scalar(first) else { throw .malformed }
            return Character(scalar)
        }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            throw .malformed
        }
        index += 2
        let second = try hexQuad()
        guard (0xDC00...0xDFFF).contains(second),
            let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        else { throw .malformed }
        return Character(scalar)
    }

    private mutating func hexQuad() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .malformed }
        var value: UInt32 = 0
        for byte in bytes[index..<(index + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .malformed
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    /// A number as RFC 8259 writes it: `-`, digits without a leading zero, then optionally a fraction and an exponent.
    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = index
        _ = try? take(UInt8(ascii: "-"))
        let integerStart = index
        guard digits() > 0 else { throw .malformed }
        if bytes[integerStart] == UInt8(ascii: "0") && index - integerStart > 1 { throw .malformed }
        var whole = true
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw .malformed }
            whole = false
        }
        let mantissaEnd = index
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard digits() > 0 else { throw .malformed }
            whole = false
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if whole, let integer = Int64(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite,
            double != 0 || !bytes[integerStart..<mantissaEnd].contains(where: { (0x31...0x39).contains($0) })
        else {
            if unreadable == nil { unreadable = path }
            return .null
        }
        return Int64(exactly: double).map(JSONValue.integer) ?? .number(double)
    }

    /// Steps over decimal digits; how many there were.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }
}
