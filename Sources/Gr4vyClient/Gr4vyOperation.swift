import Transport

/// One call of the Gr4vy API: its OpenAPI operation id, HTTP method and path.
///
/// A ``Gr4vyError`` carries the operation it happened in, so a log can say which call failed.
public struct Gr4vyOperation: Sendable, Hashable, CustomStringConvertible {
    /// The `operationId` of the call in the Gr4vy OpenAPI document, such as `list_payment_options`.
    public let id: String
    /// The HTTP method.
    public let method: HTTPMethod
    /// The request path, with its ids filled in and without the query.
    public let path: String

    /// Creates an operation.
    public init(id: String, method: HTTPMethod, path: String) {
        self.id = id
        self.method = method
        self.path = path
    }

    /// `id (METHOD path)`, e.g. `list_payment_options (POST /payment-options)`.
    public var description: String { "\(id) (\(method) \(path))" }
}
