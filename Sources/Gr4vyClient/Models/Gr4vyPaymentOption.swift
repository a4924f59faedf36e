/// One payment option of `POST /payment-options`.
///
/// Read leniently, as the SDK does: every field may be missing, and `type` is `payment-option` when it is;
/// a field of the wrong JSON type throws.
public struct Gr4vyPaymentOption: Codable, Sendable, Hashable {
    /// The payment method, e.g. `card` or `paypal`.
    public let method: String?
    /// How it is paid: `card`, `redirect`, `applepay`, `googlepay`, …
    public let mode: String?
    /// Whether the method can be stored for the buyer.
    public let canStorePaymentMethod: Bool?
    /// Whether the capture can be delayed.
    public let canDelayCapture: Bool?
    /// `payment-option`.
    public let type: String
    /// A link to the method's icon.
    public let iconUrl: String?
    /// The label to show.
    public let label: String?
    /// What a wallet, Google Pay or a redirect method needs.
    public let context: Gr4vyPaymentOptionContext?

    enum CodingKeys: String, Gr4vySnakeCaseKey {
        case type, method, mode, label, context, canStorePaymentMethod, canDelayCapture, iconUrl
    }

    /// Reads an option, `type` defaulting to `payment-option`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decodeIfPresent(String.self, forKey: .type) ?? "payment-option"
        method = try container.decodeIfPresent(String.self, forKey: .method)
        mode = try container.decodeIfPresent(String.self, forKey: .mode)
        canStorePaymentMethod = try container.decodeIfPresent(Bool.self, forKey: .canStorePaymentMethod)
        canDelayCapture = try container.decodeIfPresent(Bool.self, forKey: .canDelayCapture)
        iconUrl = try container.decodeIfPresent(String.self, forKey: .iconUrl)
        label = try container.decodeIfPresent(String.self, forKey: .label)
        context = try container.decodeIfPresent(Gr4vyPaymentOptionContext.self, forKey: .context)
    }
}

/// The answer of `POST /payment-options`: `{"items": […]}` (`items` is required).
public struct PaymentOptionsWrapper: Decodable, Sendable {
    /// The options.
    public let items: [Gr4vyPaymentOption]
}
