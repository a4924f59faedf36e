import Foundation

/// Splits compact serializations (RFC 7515 §7.1, RFC 7516 §7.1) after checking their size and characters.
enum CompactSerialization {
    /// The longest token accepted, in bytes (4 MiB).
    static let maximumLength = 4 * 1024 * 1024

    /// The `count` dot-separated parts of `token`, or an error that says what is wrong with it.
    ///
    /// A compact serialization has no whitespace, so a token with a line break at its end is refused (one
    /// token must have one spelling): a caller reading a token from a file or a terminal removes the line
    /// break itself.
    static func split(_ token: String, into count: Int, kind: String) throws -> [Substring] {
        guard !token.isEmpty else { throw JOSEError.malformed("The \(kind) is empty.") }
        if let last = token.utf8.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            throw JOSEError.malformed(
                "The \(kind) ends with a line break, which a compact \(kind) never has; remove it before passing the token."
            )
        }
        guard token.utf8.count <= maximumLength else {
            throw JOSEError.malformed(
                "The \(kind) is \(token.utf8.count) bytes, more than the \(maximumLength) allowed.")
        }
        // Split at the dots in the bytes, not the characters: grapheme breaking would join a dot to a combining
        // mark after it. A dot is ASCII, so each offset is a Unicode scalar boundary to slice at.
        let utf8 = token.utf8
        var parts: [Substring] = []
        var start = utf8.startIndex
        for (offset, byte) in Array(utf8).enumerated() where byte == UInt8(ascii: ".") {
            let dot = utf8.index(utf8.startIndex, offsetBy: offset)
            parts.append(token[start..<dot])
            start = utf8.index(after: dot)
        }
        parts.append(token[start...])
        guard parts.count == count else {
            throw JOSEError.malformed(
                "A compact \(kind) has \(count) base64url parts separated by dots; this one has \(parts.count).")
        }
        return parts
    }
}
