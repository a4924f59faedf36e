import Transport

extension RequestHead {
    /// Parses the request head: the bytes up to and including the blank line that ends it.
    ///
    /// Leading empty lines are skipped, as RFC 9112 allows. At most `maxFields` header fields are
    /// accepted (more is 431); obsolete line folding, bad tokens and unknown versions are 400 or 505.
    init(parsing bytes: ArraySlice<UInt8>, maxFields: Int) throws(Rejection) {
        var lines = Lines(bytes)
        var requestLine = lines.next()
        while requestLine?.isEmpty == true { requestLine = lines.next() }
        guard let requestLine else {
            throw Rejection(status: 400, reason: "Empty request.")
        }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(Self.isTokenByte), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else {
            throw Rejection(status: 400, reason: "Malformed request line.")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        switch version {
        case "HTTP/1.1": minorVersion = 1
        case "HTTP/1.0": minorVersion = 0
        default:
            guard version.hasPrefix("HTTP/") else { throw Rejection(status: 400, reason: "Malformed request line.") }
            throw Rejection(status: 505, reason: "Only HTTP/1.0 and HTTP/1.1 are supported.")
        }
        method = HTTPMethod(rawValue: String(decoding: parts[0], as: UTF8.self))
        target = String(decoding: parts[1], as: UTF8.self)
        guard target.hasPrefix("/") || target.hasPrefix("http://") else {
            throw Rejection(status: 400, reason: "The request target must be a path starting with '/'.")
        }
        headers = HTTPHeaders()
        while let line = lines.next() {
            guard !line.isEmpty else { continue }
            guard headers.fields.count < maxFields else {
                throw Rejection(status: 431, reason: "More than \(maxFields) header fields.")
            }
            headers.append(try Self.field(line))
        }
        if minorVersion == 1 && headers.values(for: "Host").count != 1 {
            throw Rejection(status: 400, reason: "An HTTP/1.1 request needs exactly one Host header.")
        }
    }

    private static func field(_ line: ArraySlice<UInt8>) throws(Rejection) -> HTTPHeaders.Field {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw Rejection(status: 400, reason: "A header line has no colon.")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else {
            throw Rejection(status: 400, reason: "Malformed header field name.")
        }
        let value = line[line.index(after: colon)...]
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            throw Rejection(status: 400, reason: "Control characters in a header value.")
        }
        return HTTPHeaders.Field(
            name: String(decoding: name, as: UTF8.self),
            value: String(decoding: value, as: UTF8.self).trimmingASCIISpaces()
        )
    }

    /// Whether `byte` may appear in a token (RFC 9110 `tchar`).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// The head's lines, each without its line feed and a carriage return before it.
    private struct Lines {
        private let bytes: ArraySlice<UInt8>
        private var start: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            start = bytes.startIndex
        }

        /// The next line, or nil after the last (the text after the final line feed counts as one).
        mutating func next() -> ArraySlice<UInt8>? {
            guard start <= bytes.endIndex else { return nil }
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            var line = bytes[start..<end]
            start = end + 1
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            return line
        }
    }
}

extension HTTPHeaders {
    /// Adds `field` after the existing ones.
    fileprivate mutating func append(_ field: Field) {
        append(name: field.name, value: field.value)
    }
}
