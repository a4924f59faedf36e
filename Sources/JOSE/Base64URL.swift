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
        let bytes = [UInt8](data)
        var output = [UInt8]()
        output.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        let symbols = alphabet
        func append(_ word: UInt32, _ shift: UInt32) {
            output.append(symbols[Int(word >> shift & 0x3F)])
        }
        while index + 2 < bytes.count {
            let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            append(word, 18)
            append(word, 12)
            append(word, 6)
            append(word, 0)
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let word = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            append(word, 18)
            append(word, 12)
            if rest == 2 { append(word, 6) }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes that `text` encodes; throws unless `text` is canonical unpadded base64url.
    ///
    /// Padding, whitespace, the `+` and `/` of plain base64, impossible lengths and non-zero spare bits
    /// are all refused, so one byte string has exactly one accepted spelling.
    public static func decode(_ text: some StringProtocol, field: String = "value") throws -> Data {
        let input = Array(text.utf8)
        if input.count % 4 == 1 {
            throw JOSEError.malformed("The \(field) is not base64url: its length is impossible.")
        }
        var output = [UInt8]()
        output.reserveCapacity(input.count * 3 / 4)
        let table = values
        var word: UInt32 = 0
        var bits = 0
        for byte in input {
            let value = table[Int(byte)]
            guard value != 0xFF else {
                throw JOSEError.malformed(
                    "The \(field) is not base64url: it contains a character outside A–Z a–z 0–9 - _.")
            }
            word = word << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: word >> UInt32(bits)))
                word &= (1 << UInt32(bits)) - 1
            }
        }
        guard word == 0 else { throw JOSEError.malformed("The \(field) is not canonical base64url.") }
        return Data(output)
    }
}
