/// A stored payment method: `{"method": "id", "id", "security_code"?}`.
public struct IdPaymentMethod: Codable, Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The stored method's id (a UUID).
    public let id: String
    /// The security code, when the card's code must be checked again.
    public let securityCode: String?

    /// Creates a stored method reference.
    public init(id: String, securityCode: String? = nil) {
        self.id = id
        self.securityCode = securityCode
    }

    enum CodingKeys: String, CodingKey {
        case method, id
        case securityCode = "security_code"
    }

    /// Reads `id` and `security_code`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        securityCode = try container.decodeIfPresent(String.self, forKey: .securityCode)
    }

    /// Writes the reference with `"method": "id"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("id", forKey: .method)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(securityCode, forKey: .securityCode)
    }

    /// `stored method <id>` (and whether a security code is set).
    public var description: String {
        "stored method \(id)" + (securityCode == nil ? "" : " with security code")
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the security code.
    public var customMirror: Mirror { Mirror(self, children: ["summary": description]) }
}

/// Tessera's earlier name for ``IdPaymentMethod``.
public typealias Gr4vyIdPaymentMethod = IdPaymentMethod
