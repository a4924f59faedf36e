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
    /// are all refused, so one byte string has exactly one accepted spelling.
    public static func decode(_ text: some StringProtocol, field: String = "value") throws -> Data {
        if let data = try text.utf8.withContiguousStorageIfAvailable({ try decode(bytes: $0, field: field) }) {
            return data
        }
        return try Array(text.utf8).withUnsafeBufferPointer { try decode(bytes: $0, field: field) }
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
    private static func decode(bytes input: UnsafeBufferPointer<UInt8>, field: String) throws -> Data {
        let rest = input.count % 4
        if rest == 1 { throw JOSEError.malformed("The \(field) is not base64url: its length is impossible.") }
        var output = Data(count: input.count / 4 * 3 + max(rest - 1, 0))
        // Every symbol's value is ORed into `seen`: a byte outside the alphabet (0xFF) leaves its top bits set.
        var (seen, spare): (UInt8, UInt32) = (0, 0)
        output.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt8.self)
            values.withUnsafeBufferPointer { table in
                func value(_ index: Int) -> UInt32 {
                    let symbol = table[Int(input[index])]
                    seen |= symbol
                    return UInt32(symbol)
                }
                var (index, position) = (0, 0)
                while index + 4 <= input.count {
                    let word = value(index) << 18 | value(index + 1) << 12 | value(index + 2) << 6 | value(index + 3)
                    out[position] = UInt8(truncatingIfNeeded: word >> 16)
                    out[position + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    out[position + 2] = UInt8(truncatingIfNeeded: word)
                    (index, position) = (index + 4, position + 3)
                }
                guard rest > 1 else { return }
                let word = value(index) << 18 | value(index + 1) << 12 | (rest == 3 ? value(index + 2) << 6 : 0)
                out[position] = UInt8(truncatingIfNeeded: word >> 16)
                if rest == 3 { out[position + 1] = UInt8(truncatingIfNeeded: word >> 8) }
                spare = rest == 3 ? word & 0xFF : word & 0xFFFF
            }
        }
        guard seen & 0xC0 == 0 else {
            throw JOSEError.malformed("The \(field) is not base64url: it contains a character outside A–Z a–z 0–9 - _.")
        }
        guard spare == 0 else { throw JOSEError.malformed("The \(field) is not canonical base64url.") }
        return output
    }
}
