import Transport

/// The request line and header fields of one HTTP/1.x request, parsed and checked.
struct RequestHead: Equatable {
    /// The method token.
    var method: HTTPMethod
    /// The request target as sent: origin form (`/path?query`) or absolute form.
    var target: String
    /// The minor version: 0 for HTTP/1.0, 1 for HTTP/1.1.
    var minorVersion: Int
    /// The header fields in order.
    var headers: HTTPHeaders

    /// A rejected request: the status to answer with and a short reason (safe to show the client).
    struct Rejection: Error, Equatable {
        /// 400, 411, 413, 431 or 505.
        let status: Int
        /// Why.
        let reason: String
    }

    /// Whether the client asked to keep the connection open after this request.
    var keepAlive: Bool {
        let tokens = headers.values(for: "Connection")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingASCIISpaces().lowercased() }
        if tokens.contains("close") { return false }
        return minorVersion >= 1 || tokens.contains("keep-alive")
    }

    /// Whether the client waits for `100 Continue` before sending its body (never an HTTP/1.0 client,
    /// which must not be sent a 1xx response).
    var expectsContinue: Bool {
        minorVersion >= 1 && headers["Expect"]?.lowercased() == "100-continue"
    }

    /// The body length the client announced: 0 when it announced none.
    ///
    /// Chunked (or any other transfer-coded) bodies are refused with 411: the server reads only
    /// `Content-Length` bodies. A request with both `Transfer-Encoding` and `Content-Length` — the shape
    /// of request smuggling — is 400, as are conflicting or malformed lengths; a length over `limit` is 413.
    /// Every rejection closes the connection.
    func contentLength(limit: Int) throws(Rejection) -> Int {
        if !headers.values(for: "Transfer-Encoding").isEmpty {
            if !headers.values(for: "Content-Length").isEmpty {
                throw Rejection(status: 400, reason: "Both Transfer-Encoding and Content-Length; send one.")
            }
            throw Rejection(status: 411, reason: "Transfer-Encoding is not supported; send a Content-Length body.")
        }
        let values = headers.values(for: "Content-Length")
            .flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingASCIISpaces() }
        guard let first = values.first else { return 0 }
        guard values.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.count <= 18,
            first.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let length = Int(first)
        else {
            throw Rejection(status: 400, reason: "Malformed Content-Length.")
        }
        guard length <= limit else {
            throw Rejection(status: 413, reason: "The body is larger than \(limit) bytes.")
        }
        return length
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    func trimmingASCIISpaces() -> String {
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
