extension HeaderJSONReader {
    /// The byte at the cursor, or nil at the end.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past JSON whitespace.
    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// The members of the object that starts at the cursor (`{`).
    mutating func object(depth: Int) throws -> [(String, Value)] {
        guard depth <= Self.maximumDepth else { throw Refusal() }
        try expect(UInt8(ascii: "{"))
        var members: [(String, Value)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw Refusal() }
            let name = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            members.append((name, try value(depth: depth)))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return members
        }
    }

    private mutating func value(depth: Int) throws -> Value {
        skipSpace()
        guard let byte = peek else { throw Refusal() }
        switch byte {
        case UInt8(ascii: "{"): return .object(try object(depth: depth + 1))
        case UInt8(ascii: "["): return .array(try array(depth: depth + 1))
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

    private mutating func array(depth: Int) throws -> [Value] {
        guard depth <= Self.maximumDepth else { throw Refusal() }
        try expect(UInt8(ascii: "["))
        var items: [Value] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            items.append(try value(depth: depth))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return items
        }
    }

    /// A string literal: escapes decoded, control characters and invalid UTF-8 refused.
    ///
    /// A literal without escapes (every header member Tessera writes) is made straight from its bytes; one
    /// with escapes is copied byte by byte from its first backslash.
    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                defer { index += 1 }
                return try Self.text(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            case UInt8(ascii: "\\"): return try escapedString(from: start)
            case 0..<0x20: throw Refusal()
            default: index += 1
            }
        }
        throw Refusal()
    }

    /// The rest of a literal that has an escape at the cursor, after the bytes from `start`.
    private mutating func escapedString(from start: Int) throws -> String {
        var text = Array(bytes[start..<index])
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return try text.withUnsafeBufferPointer(Self.text)
            case UInt8(ascii: "\\"): try escape(into: &text)
            case 0..<0x20: throw Refusal()
            default: text.append(byte)
            }
        }
        throw Refusal()
    }

    /// `utf8` as a string; ASCII is valid UTF-8 as it is, anything else is validated by Foundation.
    private static func text(_ utf8: UnsafeBufferPointer<UInt8>) throws -> String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        guard let string = String(bytes: utf8, encoding: .utf8) else { throw Refusal(problem: "holds invalid UTF-8") }
        return string
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
