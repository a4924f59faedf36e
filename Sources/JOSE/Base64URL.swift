import Foundation

/// Base64url without padding (RFC 4648 §5), as every part of a JOSE object is encoded (RFC 7515 §2).
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The encoding of `data`, without `=` padding.
    public static func encode(_ data: some DataProtocol) -> String {
        let base64 = Data(data).base64EncodedString().utf8.compactMap { symbol -> UInt8? in
            switch symbol {
            case UInt8(ascii: "+"): UInt8(ascii: "-")
            case UInt8(ascii: "/"): UInt8(ascii: "_")
            case UInt8(ascii: "="): nil
            default: symbol
            }
        }
        return String(decoding: base64, as: UTF8.self)
    }

    /// The bytes that `text` encodes; throws unless `text` is canonical unpadded base64url.
    ///
    /// Padding, whitespace, the `+` and `/` of plain base64, impossible lengths and non-zero spare bits
    /// are all refused, so one byte string has exactly one accepted spelling. `field` names the value in
    /// the error, and is only built when there is one.
    public static func decode(_ text: some StringProtocol, field: @autoclosure () -> String = "value") throws -> Data {
        // A substring's UTF-8 is copied at once where it is contiguous (Array's generic copy goes byte by byte).
        var symbols = text.utf8.withContiguousStorageIfAvailable(Array.init) ?? Array(text.utf8)
        let last = symbols.last
        // One symbol after the last whole group of four cannot encode a byte.
        let rest = symbols.count % 4
        if rest == 1 { throw JOSEError.malformed("The \(field()) is not base64url: its length is impossible.") }
        func outside() -> JOSEError {
            JOSEError.malformed("The \(field()) is not base64url: it contains a character outside A–Z a–z 0–9 - _.")
        }
        for (index, symbol) in symbols.enumerated() {
            switch symbol {
            case UInt8(ascii: "-"): symbols[index] = UInt8(ascii: "+")
            case UInt8(ascii: "_"): symbols[index] = UInt8(ascii: "/")
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                continue
            default: throw outside()
            }
        }
        // The last symbol of two carries 4 spare bits, the last of three 2; canonical text leaves them zero.
        if rest > 1, let last, let value = alphabet.firstIndex(of: last),
            value & (rest == 2 ? 0x0F : 0x03) != 0
        {
            throw JOSEError.malformed("The \(field()) is not canonical base64url.")
        }
        symbols += repeatElement(UInt8(ascii: "="), count: (4 - rest) % 4)
        guard let data = Data(base64Encoded: Data(symbols)) else { throw outside() }
        return data
    }

    /// How many bytes `text` encodes, checked exactly as ``decode(_:field:)`` checks it: for validating a
    /// member's size where the bytes themselves are not needed yet.
    static func decodedCount(_ text: some StringProtocol, field: @autoclosure () -> String = "value") throws -> Int {
        try decode(text, field: field()).count
    }
}
