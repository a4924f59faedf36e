/// The response of `POST /payment-options`.
public struct Gr4vyPaymentOptionsResponse: Codable, Sendable, Hashable {
    /// The payment options available for the checkout.
    public var items: [Gr4vyPaymentOption]

    /// Creates a response.
    public init(items: [Gr4vyPaymentOption]) {
        self.items = items
    }
}

/// One way to pay that the checkout can offer.
public struct Gr4vyPaymentOption: Codable, Sendable, Hashable {
    /// Always `payment-option`.
    public var type: String?
    /// The payment method, e.g. `card`, `paypal`, `applepay`.
    public var method: String
    /// The integration mode, e.g. `card`, `redirect`, `applepay`.
    public var mode: String
    /// Whether the method can be stored for later.
    public var canStorePaymentMethod: Bool
    /// Whether capture can be delayed after authorization.
    public var canDelayCapture: Bool
    /// A link to the method's icon.
    public var iconUrl: String?
    /// A label to show.
    public var label: String?
    /// Method-specific settings (wallet, Google Pay or redirect).
    public var context: Gr4vyPaymentOptionContext?

    /// Creates an option.
    public init(
        type: String? = "payment-option", method: String, mode: String, canStorePaymentMethod: Bool,
        canDelayCapture: Bool, iconUrl: String? = nil, label: String? = nil, context: Gr4vyPaymentOptionContext? = nil
    ) {
        self.type = type
        self.method = method
        self.mode = mode
        self.canStorePaymentMethod = canStorePaymentMethod
        self.canDelayCapture = canDelayCapture
        self.iconUrl = iconUrl
        self.label = label
        self.context = context
    }

    enum CodingKeys: String, CodingKey {
        case type, method, mode, label, context
        case canStorePaymentMethod = "can_store_payment_method"
        case canDelayCapture = "can_delay_capture"
        case iconUrl = "icon_url"
    }
}
