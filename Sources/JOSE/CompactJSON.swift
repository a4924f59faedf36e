/// Writes the compact JSON of a protected header and the keys in it, members sorted by name.
///
/// The output is what `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes for these
/// types, without its reflection over `Codable`, which costs more than the hashing of a 1 KiB payload.
enum CompactJSON {
    /// A member value: a string, a list of strings, or an object of members.
    indirect enum Value {
        case string(String)
        case strings([String])
        case object([(String, Value?)])
    }

    /// The UTF-8 bytes of the object with `members`, absent (nil) members left out; `members` must be sorted.
    static func object(_ members: [(String, Value?)]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(.object(members), to: &output)
        return output
    }

    private static func write(_ value: Value, to output: inout [UInt8]) {
        switch value {
        case .string(let text):
            write(text, to: &output)
        case .strings(let texts):
            output.append(UInt8(ascii: "["))
            for (index, text) in texts.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(text, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            var first = true
            for case (let name, let value?) in members {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                write(name, to: &output)
                output.append(UInt8(ascii: ":"))
                write(value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string: quote, backslash and control characters escaped, everything else as UTF-8.
    private static func write(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0x0A: output += Array("\\n".utf8)
            case 0x0D: output += Array("\\r".utf8)
            case 0x09: output += Array("\\t".utf8)
            case 0x08: output += Array("\\b".utf8)
            case 0x0C: output += Array("\\f".utf8)
            case 0..<0x20: output += Array("\\u00".utf8) + [hexDigit(byte >> 4), hexDigit(byte & 0x0F)]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
