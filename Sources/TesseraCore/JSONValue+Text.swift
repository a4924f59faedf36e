import Foundation

extension JSONValue {
    /// Why a server refuses a body that ``isUnicodeText(_:)`` refuses, for its error message (no final period).
    public static let notUnicodeTextMessage =
        "The body must be JSON in UTF-8 (RFC 8259): it holds invalid UTF-8 or a lone surrogate "
        + "(UTF-16, UTF-32 and Latin-1 are not UTF-8)"

    /// Whether `data` is JSON text whose every string is Unicode: UTF-8 (``isUTF8(_:)``) with no `\u`
    /// escape of a lone surrogate, half of a UTF-16 pair that names no character.
    ///
    /// The one check every emulator route runs before decoding a body: Foundation's decoder reads UTF-16
    /// and UTF-32 as well, and answers a lone surrogate with a generic "data corrupted" error.
    public static func isUnicodeText(_ data: Data) -> Bool {
        isUTF8(data) && !hasLoneSurrogateEscape(data)
    }

    /// Whether a string in `data` escapes a high surrogate (`\uD800`–`\uDBFF`) not followed by an escaped low
    /// one, or a low surrogate (`\uDC00`–`\uDFFF`) not preceded by a high one; a quick scan, like
    /// ``shape(of:)``, that does not validate the rest of the JSON.
    static func hasLoneSurrogateEscape(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        var index = 0
        var inString = false
        var pendingHigh = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard inString else {
                if byte == UInt8(ascii: "\"") { inString = true }
                continue
            }
            if byte == UInt8(ascii: "\\"), index < bytes.count {
                let escaped = bytes[index]
                index += 1
                guard escaped == UInt8(ascii: "u") else {
                    if pendingHigh { return true }
                    continue
                }
                let unit = hexUnit(bytes, at: index) ?? 0
                index += 4
                switch unit {
                case 0xD800...0xDBFF:
                    if pendingHigh { return true }
                    pendingHigh = true
                case 0xDC00...0xDFFF:
                    if !pendingHigh { return true }
                    pendingHigh = false
                default:
                    if pendingHigh { return true }
                }
                continue
            }
            if pendingHigh { return true }
            if byte == UInt8(ascii: "\"") { inString = false }
        }
        return pendingHigh
    }

    /// The first member name an object in `data` repeats, escapes decoded (so `"a"` and `"\u0061"` are one
    /// name), or nil when none does.
    ///
    /// `JSONDecoder` keeps the first of two members with one name, where another reader may keep the last: a
    /// body whose fields decide who may act is refused rather than read either way. A quick scan, like
    /// ``shape(of:)``, for text then decoded: it does not validate the rest of the JSON.
    public static func firstRepeatedMember(in data: Data) -> String? {
        let bytes = [UInt8](data)
        // One entry per open container: the names seen so far in an object, nil for an array.
        var containers: [Set<String>?] = []
        var expectingName = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                containers.append([])
                expectingName = true
            case UInt8(ascii: "["):
                containers.append(nil)
                expectingName = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = containers.popLast()
                expectingName = false
            case UInt8(ascii: ","):
                expectingName = containers.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                var escaped = false
                while index < bytes.count, escaped || bytes[index] != UInt8(ascii: "\"") {
                    escaped = !escaped && bytes[index] == UInt8(ascii: "\\")
                    index += 1
                }
                let object = containers.count - 1
                if expectingName, object >= 0, containers[object] != nil {
                    let name = memberName(bytes[start..<index])
                    guard containers[object]!.insert(name).inserted else { return name }
                    expectingName = false
                }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// A member name as its string literal's `raw` bytes (between the quotes) spell it, escapes decoded.
    private static func memberName(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        let literal = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        return (try? JSONDecoder().decode(String.self, from: literal)) ?? String(decoding: raw, as: UTF8.self)
    }

    /// The four hexadecimal digits at `index` as a UTF-16 code unit, or nil when they are not four digits.
    private static func hexUnit(_ bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            unit = unit * 16 + UInt16(digit)
        }
        return unit
    }
}
