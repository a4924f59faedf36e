import Foundation
import Transport

/// Turns an ``HTTPResponse`` into the bytes of one HTTP/1.1 message: status line, headers and body in
/// a single buffer, so the whole response goes out in one send.
enum ResponseSerializer {
    /// The bytes of `response`; `includeBody` is false for HEAD; `keepAlive` sets the Connection field;
    /// `date` is the `Date` field's value.
    ///
    /// A 1xx, 204 or 304 response never has a body (RFC 9110 §6.4.1), so none is written whatever the
    /// handler returned; 1xx and 204 also carry no `Content-Length` (§8.6).
    static func bytes(of response: HTTPResponse, includeBody: Bool, keepAlive: Bool, date: String) -> [UInt8] {
        let status = response.status
        let informational = (100..<200).contains(status) || status == 204
        let body = includeBody && !informational && status != 304 ? response.body : Data()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 + body.count)
        bytes.append(contentsOf: "HTTP/1.1 \(status) \(reason(for: status))\r\nDate: \(date)\r\n".utf8)
        for field in response.headers where !managed.contains(field.name.lowercased()) {
            guard isSafe(field.name), isSafe(field.value) else { continue }
            bytes.append(contentsOf: field.name.utf8)
            bytes.append(contentsOf: ": ".utf8)
            bytes.append(contentsOf: field.value.utf8)
            bytes.append(contentsOf: "\r\n".utf8)
        }
        if !informational {
            bytes.append(contentsOf: "Content-Length: \(response.body.count)\r\n".utf8)
        }
        bytes.append(contentsOf: (keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n").utf8)
        bytes.append(contentsOf: body)
        return bytes
    }

    /// A short plain-text response for a request the server itself rejects; a 503 carries
    /// `Retry-After: 1`.
    static func rejection(status: Int, reason: String) -> HTTPResponse {
        var headers: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8"]
        if status == 503 { headers["Retry-After"] = "1" }
        return HTTPResponse(status: status, headers: headers, body: Data((reason + "\n").utf8))
    }

    /// Fields the server writes itself.
    private static let managed: Set<String> = ["content-length", "connection", "transfer-encoding", "date"]

    /// No CR or LF, so a handler's header cannot split the response.
    private static func isSafe(_ text: String) -> Bool {
        !text.utf8.contains(where: { $0 == 0x0D || $0 == 0x0A })
    }

    /// The reason phrase of `status`.
    static func reason(for status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
