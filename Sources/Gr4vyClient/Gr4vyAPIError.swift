/// The error body the Gr4vy API sends with a non-2xx status.
///
/// `{"type":"error","code":"bad_request","status":400,"message":"…","details":[…]}`. Every field is
/// optional here so that a partial body still yields what it has.
public struct Gr4vyAPIError: Codable, Sendable, Hashable {
    /// Always `error`.
    public var type: String?
    /// A machine-readable code such as `bad_request` or `unauthorized`.
    public var code: String?
    /// The HTTP status repeated in the body.
    public var status: Int?
    /// A human-readable message.
    public var message: String?
    /// Which parts of the request were wrong.
    public var details: [Gr4vyAPIErrorDetail]?

    /// Creates an error body.
    public init(
        type: String? = "error", code: String? = nil, status: Int? = nil, message: String? = nil,
        details: [Gr4vyAPIErrorDetail]? = nil
    ) {
        self.type = type
        self.code = code
        self.status = status
        self.message = message
        self.details = details
    }
}

/// One problem in a request, as listed in an error body's `details`.
public struct Gr4vyAPIErrorDetail: Codable, Sendable, Hashable {
    /// Where the problem is: `body`, `query`, `path` or `header`.
    public var location: String?
    /// A JSON pointer to the field, e.g. `/payment_method/number`.
    public var pointer: String?
    /// What is wrong.
    public var message: String?
    /// The kind of problem, e.g. `value_error`.
    public var type: String?

    /// Creates a detail.
    public init(location: String? = nil, pointer: String? = nil, message: String? = nil, type: String? = nil) {
        self.location = location
        self.pointer = pointer
        self.message = message
        self.type = type
    }

    /// `location pointer: message`, for error descriptions.
    public var summary: String {
        [location, pointer].compactMap { $0 }.joined(separator: " ") + ": " + (message ?? type ?? "invalid")
    }
}
