import Foundation

/// Base64url without padding (RFC 4648 §5), as every part of a JOSE object is encoded (RFC 7515 §2).
public enum Base64URL {
    /// The encoding of `data`, without `=` padding.
    public static func encode(_ data: some DataProtocol) -> String {
        var text = Data(data).base64EncodedString()
        while text.last == "=" { text.removeLast() }
        return String(text.map { $0 == "+" ? "-" : $0 == "/" ? "_" : $0 })
    }

    /// The bytes that `text` encodes; throws unless `text` is canonical unpadded base64url.
    ///
    /// Padding, whitespace, the `+` and `/` of plain base64, impossible lengths and non-zero spare bits
    /// are all refused, so one byte string has exactly one accepted spelling.
    public static func decode(_ text: some StringProtocol, field: String = "value") throws -> Data {
        var standard = ""
        standard.reserveCapacity(text.utf8.count + 3)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                standard.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "-"): standard.append("+")
            case UInt8(ascii: "_"): standard.append("/")
            default:
                throw JOSEError.malformed("The \(field) is not base64url: it contains a character outside A–Z a–z 0–9 - _.")
            }
        }
        if standard.utf8.count % 4 == 1 {
            throw JOSEError.malformed("The \(field) is not base64url: its length is impossible.")
        }
        standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
        guard let data = Data(base64Encoded: standard), encode(data) == text else {
            throw JOSEError.malformed("The \(field) is not canonical base64url.")
        }
        return data
    }
}
