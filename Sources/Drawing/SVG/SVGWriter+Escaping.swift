extension SVGWriter {
    /// `identifier` reduced to letters, digits, `-` and `_`, starting with a letter (a valid XML id).
    static func identifier(_ identifier: String) -> String {
        let valid = identifier.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x5F
        }
        if valid, let first = identifier.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A {
            return identifier
        }
        let kept = identifier.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_".unicodeScalars.contains($0))
        }
        let text = String(String.UnicodeScalarView(kept))
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return "n-" + text }
        return text
    }

    /// `value` with at most two decimals and no trailing zeros; non-finite values become 0, and magnitudes beyond
    /// `Int`'s range are written in exponent form (`1e+20`), which SVG numbers allow.
    static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as ``number(_:)`` writes it.
    static func appendNumber(_ value: Double, to output: inout [UInt8]) {
        guard value.isFinite else { return output.append(UInt8(ascii: "0")) }
        if value == value.rounded(), abs(value) < 9e18 { return appendInteger(Int(value), to: &output) }
        guard abs(value) < 1e15 else { return output.append(contentsOf: "\(value)".utf8) }
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        if hundredths < 0 && whole == 0 { output.append(UInt8(ascii: "-")) }
        appendInteger(whole, to: &output)
        guard fraction != 0 else { return }
        output.append(UInt8(ascii: "."))
        output.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { output.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Appends the decimal digits of `value`, with a minus sign when negative.
    private static func appendInteger(_ value: Int, to output: inout [UInt8]) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // up to 24 digits, least significant first
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for index in stride(from: count - 1, through: 0, by: -1) { output.append(buffer[index]) }
        }
    }

    /// Appends ` x=… y=… width=… height=…` and `rx`/`ry` when rounded.
    mutating func rectAttributes(_ frame: Rect, cornerRadius: Double) {
        attribute("x", frame.x)
        attribute("y", frame.y)
        attribute("width", frame.width)
        attribute("height", frame.height)
        if cornerRadius > 0 {
            attribute("rx", cornerRadius)
            attribute("ry", cornerRadius)
        }
    }

    /// Appends ` fill="#rrggbb"` (or stroke) plus an opacity attribute when the colour is translucent.
    mutating func paint(_ attribute: StaticString, _ color: Color) {
        put(" ")
        put(attribute)
        put("=\"")
        hex(color)
        put("\"")
        if color.alpha < 1 {
            put(" ")
            put(attribute)
            put("-opacity=\"")
            put(number: color.alpha)
            put("\"")
        }
    }

    /// Appends `#rrggbb`.
    mutating func hex(_ color: Color) {
        let digits: StaticString = "0123456789abcdef"
        output.append(UInt8(ascii: "#"))
        digits.withUTF8Buffer { symbols in
            for byte in [color.redByte, color.greenByte, color.blueByte] {
                output.append(symbols[Int(byte >> 4)])
                output.append(symbols[Int(byte & 0xF)])
            }
        }
    }
}
