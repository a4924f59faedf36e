/// An HTTP request method, such as `GET` or `PUT`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as sent on the wire, upper case.
    public let rawValue: String

    /// Creates a method from its token; tokens are compared case-sensitively, as RFC 9110 says.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `GET`.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `POST`.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `OPTIONS`.
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    /// The method token.
    public var description: String { rawValue }
}
