/// An error from creating or driving checkout components; each message says what to change.
public enum CheckoutError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `create` was given a config of the wrong type for the component type.
    case configMismatch(componentType: ComponentType, expected: String, received: String)
    /// A styling value is out of range.
    case invalidStyling(property: String, reason: String)
    /// A background image could not be loaded.
    case imageUnavailable(property: String, reason: String)
    /// `submit()` was called without a card number, expiry or CVC component to read.
    case missingComponent(String)

    /// A sentence for the integrator.
    public var description: String {
        switch self {
        case .configMismatch(let type, let expected, let received):
            "Component type .\(type.rawValue) needs a \(expected), but was given a \(received)."
        case .invalidStyling(let property, let reason):
            "Invalid \(property): \(reason)."
        case .imageUnavailable(let property, let reason):
            "\(property) cannot be used: \(reason)"
        case .missingComponent(let name):
            "No \(name) component is linked; create the new card component with it."
        }
    }
}
