import Foundation

/// An HTTP response as a value.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code, e.g. 200.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body; empty for none.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in the 2xx range.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
