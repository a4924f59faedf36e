extension HeaderJSONReader {
    /// The byte at the cursor, or nil at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past JSON whitespace.
    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// The value at the cursor.
    mutating func value(depth: Int) throws -> Value {
        skipSpace()
        guard let byte = peek else { throw Refusal() }
        switch byte {
        case UInt8(ascii: "{"):
            return .object(
                try items(UInt8(ascii: "{"), UInt8(ascii: "}"), depth: depth + 1) { reader in
                    reader.skipSpace()
                    let name = try reader.string()
                    reader.skipSpace()
                    try reader.expect(UInt8(ascii: ":"))
                    return (name, try reader.value(depth: depth + 1))
                })
        case UInt8(ascii: "["):
            return .array(
                try items(UInt8(ascii: "["), UInt8(ascii: "]"), depth: depth + 1) { try $0.value(depth: depth + 1) })
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw Refusal()
        }
        return .scalar
    }

    /// The comma-separated items, each read by `item`, of the object or array that `open` starts and `close` ends.
    private mutating func items<Item>(
        _ open: UInt8, _ close: UInt8, depth: Int, _ item: (inout HeaderJSONReader) throws -> Item
    ) throws -> [Item] {
        guard depth <= Self.maximumDepth else { throw Refusal() }
        try expect(open)
        var items: [Item] = []
        skipSpace()
        if peek == close {
            index += 1
            return items
        }
        while true {
            items.append(try item(&self))
            skipSpace()
            guard peek == UInt8(ascii: ",") else {
                try expect(close)
                return items
            }
            index += 1
        }
    }

    /// A string literal: escapes decoded, control characters and invalid UTF-8 refused.
    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        var text: [UInt8] = []
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw Refusal(problem: "holds invalid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"): try escape(into: &text)
            case 0..<0x20: throw Refusal()
            default: text.append(byte)
            }
        }
        throw Refusal()
    }

    private mutating func escape(into text: inout [UInt8]) throws {
        guard let byte = peek else { throw Refusal() }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            text.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw Refusal() }
        var scalar = try hexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            try expect(UInt8(ascii: "\\"))
            try expect(UInt8(ascii: "u"))
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw Refusal() }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw Refusal() }
        text.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func hexQuad() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Self.hexValue(byte) else { throw Refusal() }
            index += 1
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number: `-`? then `0` or a non-zero digit and digits, then an optional fraction and exponent.
    private mutating func number() throws {
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }

    private mutating func digits() throws {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        guard index > start else { throw Refusal() }
    }

    private mutating func literal(_ word: String) throws {
        for expected in word.utf8 { try expect(expected) }
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek == byte else { throw Refusal() }
        index += 1
    }
}
