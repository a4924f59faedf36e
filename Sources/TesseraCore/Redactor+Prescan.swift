import Foundation

extension Redactor {
    /// Whether a quick look at `body` proves that ``redact(body:limit:)`` would replace nothing in it, so the
    /// bytes hold no card number, security code, token or secret and may be kept as they are.
    ///
    /// The look is cautious: a body passes only when it is ASCII with no backslash (no escape can spell a
    /// digit or a field name), no run of 12 or more digits (single spaces or dashes between them counted as
    /// ``redact(text:)`` counts them), no number with an exponent outside a string, no `eyJ` and no
    /// `bearer` in any case, and no member name (a string followed by a colon) that is a sensitive name once
    /// normalised. Any other body, secret or not, is `false`: redact it in full.
    package func holdsNothingToRedact(_ body: Data) -> Bool {
        guard body.count <= Self.maximumBodyBytes else { return false }
        return body.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var digits = 0
            var inString = false
            var string: [UInt8] = []
            // The last string ended was a sensitive name: it is a member's name if a colon follows.
            var named = false
            let longest = sensitiveNames.lazy.map(\.utf8.count).max() ?? 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x80, byte != UInt8(ascii: "\\") else { return false }
                if Self.isASCIIDigit(byte) {
                    digits += 1
                    if digits >= 12 { return false }
                } else if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-")) && index + 1 < bytes.count
                    && Self.isASCIIDigit(bytes[index + 1]) && digits > 0
                {
                    // A single separator inside a run: the run goes on.
                } else {
                    digits = 0
                }
                if byte == UInt8(ascii: "\"") {
                    named =
                        inString && string.count <= longest
                        && sensitiveNames.contains(String(decoding: string, as: UTF8.self))
                    inString.toggle()
                    string.removeAll(keepingCapacity: true)
                } else if inString {
                    if string.count <= longest, byte != UInt8(ascii: "_"), byte != UInt8(ascii: "-") {
                        string.append(Self.lowercased(byte))
                    }
                } else if Self.isWhitespace(byte) {
                    // Between a member's name and its colon.
                } else if byte == UInt8(ascii: ":") {
                    if named { return false }
                } else if byte | 0x20 == UInt8(ascii: "e"), index > 0,
                    Self.isASCIIDigit(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".")
                {
                    return false
                }
                if !inString, !Self.isWhitespace(byte), byte != UInt8(ascii: "\"") { named = false }
                if Self.startsWord(bytes, at: index) { return false }
            }
            return true
        }
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether `eyJ` (a web token's start) or `bearer` in any case starts at `index`.
    private static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard bytes[index] == UInt8(ascii: "e") || bytes[index] | 0x20 == UInt8(ascii: "b") else { return false }
        let rest = bytes.count - index
        if rest >= 3, bytes[index] == UInt8(ascii: "e"), bytes[index + 1] == UInt8(ascii: "y"),
            bytes[index + 2] == UInt8(ascii: "J")
        {
            return true
        }
        guard rest >= 6, lowercased(bytes[index]) == UInt8(ascii: "b") else { return false }
        return zip(bearer, bytes[index..<index + 6]).allSatisfy { $0 == lowercased($1) }
    }

    private static let bearer = Array("bearer".utf8)
}
