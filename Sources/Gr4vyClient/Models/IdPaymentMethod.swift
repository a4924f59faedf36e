/// A stored payment method: `{"id", "security_code"?}`, which ``Gr4vyPaymentMethod/id(_:)`` writes beside
/// `"method": "id"`.
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

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case id, securityCode
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
