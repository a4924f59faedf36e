import Drawing

/// A component ``Checkout/create(_:componentConfig:)`` builds; the seed casts it to the concrete type.
@MainActor
public protocol CheckoutComponent: AnyObject {
    /// A stable id such as `cardNumber-1`, unique within one ``Checkout``.
    nonisolated var componentId: String { get }
    /// The kind of component.
    var componentType: ComponentType { get }
    /// The component drawn for its current state.
    func buildContent() -> Scene
    /// A summary for logs that never shows a full card number or any CVC digit.
    var description: String { get }
}

/// A configuration accepted by ``Checkout/create(_:componentConfig:)``.
@MainActor
public protocol CheckoutComponentConfig {}

/// The outcome of validating one field, in the shape of the PXP SDK family.
public struct ValidationResult: Sendable, Hashable {
    /// Whether the field's value is acceptable.
    public let isValid: Bool
    /// The message to show, or nil when valid.
    public let errorMessage: String?
    /// A stable code such as `CN04`, or nil when valid.
    public let errorCode: String?
    /// The id of the component validated.
    public let componentId: String
}

/// What changed in a field, without its value (so handlers cannot leak a card number by accident).
public struct FieldChange: Sendable, Hashable {
    /// The id of the component that changed.
    public let componentId: String
    /// The number of characters in the field now.
    public let length: Int
    /// Whether the field is empty.
    public var isEmpty: Bool { length == 0 }
}
