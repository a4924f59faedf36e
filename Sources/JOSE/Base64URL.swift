import Foundation

/// Base64url without padding (RFC 4648 §5), as every part of a JOSE object is encoded (RFC 7515 §2).
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The 6-bit value of each ASCII byte, or 0xFF for bytes outside the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        return table
    }()

    /// The encoding of `data`, without `=` padding.
    public static func encode(_ data: some DataProtocol) -> String {
        if let text = data.withContiguousStorageIfAvailable({ encode(bytes: $0) }) { return text }
        return Array(data).withUnsafeBufferPointer { encode(bytes: $0) }
    }

    /// The bytes that `text` encodes; throws unless `text` is canonical unpadded base64url.
    ///
    /// Padding, whitespace, the `+` and `/` of plain base64, impossible lengths and non-zero spare bits
    /// are all refused, so one byte string has exactly one accepted spelling. `field` names the value in
    /// the error, and is only built when there is one.
    public static func decode(_ text: some StringProtocol, field: @autoclosure () -> String = "value") throws -> Data {
        if let data = try text.utf8.withContiguousStorageIfAvailable({ try decode(bytes: $0, field: field) }) {
            return data
        }
        return try Array(text.utf8).withUnsafeBufferPointer { try decode(bytes: $0, field: field) }
    }

    /// How many bytes `text` encodes, checked exactly as ``decode(_:field:)`` checks it but without
    /// decoding: for validating a member's size where the bytes themselves are not needed yet.
    static func decodedCount(_ text: some StringProtocol, field: @autoclosure () -> String = "value") throws -> Int {
        if let count = try text.utf8.withContiguousStorageIfAvailable({ try decodedCount(bytes: $0, field: field) }) {
            return count
        }
        return try Array(text.utf8).withUnsafeBufferPointer { try decodedCount(bytes: $0, field: field) }
    }

    /// Encodes three bytes at a time into four symbols, then the one or two bytes left over.
    private static func encode(bytes: UnsafeBufferPointer<UInt8>) -> String {
        let length = (bytes.count * 4 + 2) / 3
        return String(unsafeUninitializedCapacity: length) { output in
            alphabet.withUnsafeBufferPointer { symbols in
                func put(_ word: UInt32, _ shift: UInt32, at position: Int) {
                    output[position] = symbols[Int(word >> shift & 0x3F)]
                }
                var (index, position) = (0, 0)
                while index + 3 <= bytes.count {
                    let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
                    put(word, 18, at: position)
                    put(word, 12, at: position + 1)
                    put(word, 6, at: position + 2)
                    put(word, 0, at: position + 3)
                    (index, position) = (index + 3, position + 4)
                }
                let rest = bytes.count - index
                if rest > 0 {
                    let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
                    put(word, 18, at: position)
                    put(word, 12, at: position + 1)
                    if rest == 2 { put(word, 6, at: position + 2) }
                }
            }
            return length
        }
    }

    /// Decodes four symbols at a time into three bytes, then the two or three symbols left over.
    private static func decode(bytes input: UnsafeBufferPointer<UInt8>, field: () -> String) throws -> Data {
        let rest = try leftover(input.count, field: field)
        var output = Data(count: input.count / 4 * 3 + max(rest - 1, 0))
        // Every symbol's value is ORed into `seen`: a byte outside the alphabet (0xFF) leaves its top bits set.
        let (seen, spare) = output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
            values.withUnsafeBufferPointer { table -> (UInt8, UInt32) in
                var seen: UInt8 = 0
                var (index, position) = (0, 0)
                while index + 4 <= input.count {
                    let (a, b) = (table[Int(input[index])], table[Int(input[index + 1])])
                    let (c, d) = (table[Int(input[index + 2])], table[Int(input[index + 3])])
                    seen |= a | b | c | d
                    let word = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    out[position] = UInt8(truncatingIfNeeded: word >> 16)
                    out[position + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    out[position + 2] = UInt8(truncatingIfNeeded: word)
                    (index, position) = (index + 4, position + 3)
                }
                guard rest > 1 else { return (seen, 0) }
                let (a, b) = (table[Int(input[index])], table[Int(input[index + 1])])
                let c = rest == 3 ? table[Int(input[index + 2])] : 0
                seen |= a | b | c
                let word = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6
                out[position] = UInt8(truncatingIfNeeded: word >> 16)
                if rest == 3 { out[position + 1] = UInt8(truncatingIfNeeded: word >> 8) }
                return (seen, rest == 3 ? word & 0xFF : word & 0xFFFF)
            }
        }
        try check(seen: seen, spare: spare, field: field)
        return output
    }

    /// Checks every symbol and the spare bits of the last one, as ``decode(bytes:field:)`` does.
    private static func decodedCount(bytes input: UnsafeBufferPointer<UInt8>, field: () -> String) throws -> Int {
        let rest = try leftover(input.count, field: field)
        var seen: UInt8 = 0
        let last = values.withUnsafeBufferPointer { table in
            for byte in input { seen |= table[Int(byte)] }
            return input.last.map { table[Int($0)] } ?? 0
        }
        // The last symbol of two carries 4 spare bits, the last of three 2; canonical text leaves them zero.
        let spare = rest == 2 ? last & 0x0F : rest == 3 ? last & 0x03 : 0
        try check(seen: seen, spare: UInt32(spare), field: field)
        return input.count / 4 * 3 + max(rest - 1, 0)
    }

    /// The symbols after the last whole group of four; one alone cannot encode a byte.
    private static func leftover(_ count: Int, field: () -> String) throws -> Int {
        let rest = count % 4
        if rest == 1 { throw JOSEError.malformed("The \(field()) is not base64url: its length is impossible.") }
        return rest
    }

    private static func check(seen: UInt8, spare: UInt32, field: () -> String) throws {
        guard seen & 0xC0 == 0 else {
            throw JOSEError.malformed(
                "The \(field()) is not base64url: it contains a character outside A–Z a–z 0–9 - _.")
        }
        guard spare == 0 else { throw JOSEError.malformed("The \(field()) is not canonical base64url.") }
    }
}
